/**
 * A small neutral placeholder image bearing a name, for when a real image fails to load
 * (e.g. `onError={(e) => (e.currentTarget.src = placeholderImage(product.name, "bottle"))}`).
 *
 * Returns a URL-encoded (not base64) `data:image/svg+xml,` URI. Pure and deterministic.
 */
export type PlaceholderKind = "bottle" | "wide";

const PREFIX = "data:image/svg+xml,";
const FONT = "system-ui, -apple-system, &apos;Segoe UI&apos;, sans-serif";

const SIZES = {
  // width, height, max characters per line, font size
  bottle: { w: 300, h: 400, chars: 16, size: 22 },
  wide: { w: 800, h: 450, chars: 30, size: 32 },
} as const;

/** XML-escapes text and writes non-ASCII characters as numeric references. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/[^\x20-\x7e]/gu, (ch) => `&#${ch.codePointAt(0)};`);
}

/** Greedy word wrap into at most `maxLines` lines of about `maxChars` characters. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const chunkable = word.length > maxChars ? (word.match(new RegExp(`.{1,${maxChars}}`, "gu")) ?? [word]) : [word];
    for (const piece of chunkable) {
      const next = current ? `${current} ${piece}` : piece;
      if (next.length <= maxChars || !current) current = next;
      else {
        lines.push(current);
        current = piece;
      }
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1] ?? "";
    kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
    return kept;
  }
  return lines;
}

/** URL-encodes for a data URI, leaving the characters that need no escaping readable. */
function encode(svg: string): string {
  return encodeURIComponent(svg).replace(/%(2F|3A|3D|2C|3B|40)/g, (m) => decodeURIComponent(m));
}

export function placeholderImage(name: string, kind: PlaceholderKind = "wide"): string {
  const { w, h, chars, size } = SIZES[kind];
  const label = name.trim() || "Image";
  const lines = wrap(label, chars, 3);
  const lineHeight = Math.round(size * 1.25);
  const icon =
    kind === "bottle"
      ? // a bottle silhouette
        `<path d='M135 40h30v50c0 14 35 24 35 50v90h-100v-90c0-26 35-36 35-50z' fill='#cbd5e1'/>`
      : // mountains and a sun
        `<path d='M0 ${h}V330l180-150 120 90 170-170 330 260v${h - 350}z' fill='#cbd5e1'/><circle cx='640' cy='90' r='36' fill='#cbd5e1'/>`;
  const firstY = Math.round((kind === "bottle" ? 300 : 250) - ((lines.length - 1) * lineHeight) / 2);
  const spans = lines.map((line, i) => `<tspan x='${w / 2}' y='${firstY + i * lineHeight}'>${escapeXml(line)}</tspan>`).join("");
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}' role='img'>` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width='${w}' height='${h}' fill='#e2e8f0'/>${icon}` +
    `<text font-family='${FONT}' font-size='${size}' font-weight='600' fill='#334155' text-anchor='middle'>${spans}</text>` +
    `</svg>`;
  return PREFIX + encode(svg);
}
