/** Shared drawing helpers for the artwork generator: palette, numbers, hashing, text fitting, SVG wrapping. */
export const FONT = "system-ui, -apple-system, 'Segoe UI', sans-serif";
/** Size budget of one scene or blog image; richer ones drop small details (see withinBudget). */
export const MAX_BYTES = 4096;
/** No generated file may be larger than this. */
export const FILE_BYTES = 6144;

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------
export const C = {
  night: "#0b1d2e",
  night2: "#12304a",
  teal: "#2a9d8f",
  ice: "#8ecae6",
  green: "#7ae582",
  violet: "#9d4edd",
  snow: "#f1f5f9",
  basalt: "#2b2d31",
  amber: "#e9a23b",
  // accent tints the brief asks for (bottle glass and a few botanicals)
  pink: "#f28ab2",
  blue: "#3b82f6",
  bottle: "#2e7d4f",
  leaf: "#3f8f5a",
  berry: "#4b2a7a",
  red: "#d6456b",
  black: "#1c1c22",
  lemon: "#f5d547",
} as const;

/** Mixes two #rrggbb colours (t = share of b). */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    "#" +
    pa
      .map((v, i) =>
        Math.round(v + (pb[i]! - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

// ---------------------------------------------------------------------------------------------
// Small helpers: numbers, escaping, hashing, text measuring and wrapping
// ---------------------------------------------------------------------------------------------
/** Rounds to one decimal and prints compactly. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) || r === 0 ? "0" : String(r);
}
/** Rounds to an integer. */
export const i0 = (v: number) => String(Math.round(v) || 0);

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG. */
export function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length]!;
export const between = (r: () => number, a: number, b: number) => a + (b - a) * r();

/**
 * Rough advance width of a string (em units per character class), calibrated on DejaVu Sans, one
 * of the widest common system-ui fallbacks, so text fits everywhere.
 */
export function measure(s: string, size: number, bold = false, spacing = 0): number {
  let w = 0;
  for (const ch of s) {
    if (" .,;:'’·".includes(ch)) w += 0.33;
    else if ("ijlIJíì|".includes(ch)) w += 0.29;
    else if ("ftr()[]-!".includes(ch)) w += 0.4;
    else if ("szcSZ?".includes(ch)) w += 0.55;
    else if ("mwæMWÆ&%@".includes(ch)) w += 0.95;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else if (ch !== ch.toLowerCase()) w += 0.72;
    else w += 0.62;
    w += spacing / size;
  }
  return w * size * (bold ? 1.1 : 1);
}

export interface Wrapped {
  size: number;
  lines: string[];
}

/** Greedy word wrap at a given size. */
export function wrapAt(words: string[], maxW: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const word of words) {
    const next = cur ? `${cur} ${word}` : word;
    if (!cur || measure(next, size, bold) <= maxW) cur = next;
    else {
      lines.push(cur);
      cur = word;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/** The largest font size (maxSize..minSize) at which the text wraps into maxLines lines, or null. */
export function tryFit(
  text: string,
  maxW: number,
  maxSize: number,
  minSize: number,
  maxLines: number,
  bold = true,
): Wrapped | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let size = maxSize; size >= minSize; size--) {
    const lines = wrapAt(words, maxW, size, bold);
    if (lines.length <= maxLines && lines.every((l) => measure(l, size, bold) <= maxW)) return { size, lines };
  }
  return null;
}

/** Like tryFit, but always returns something: at minSize, truncated with an ellipsis if need be. */
export function fitText(text: string, maxW: number, maxSize: number, minSize: number, maxLines: number, bold = true): Wrapped {
  const fit = tryFit(text, maxW, maxSize, minSize, maxLines, bold);
  if (fit) return fit;
  const words = text.trim().split(/\s+/).filter(Boolean);
  let lines = wrapAt(words, maxW, minSize, bold);
  if (lines.length > maxLines) {
    const keep = lines.slice(0, maxLines);
    let last = lines.slice(maxLines - 1).join(" ");
    while (last.length > 1 && measure(last + "…", minSize, bold) > maxW) last = last.slice(0, -1).trimEnd();
    keep[maxLines - 1] = last + "…";
    lines = keep;
  }
  return { size: minSize, lines };
}

export interface TextOpts {
  size: number;
  fill: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  maxW?: number;
  spacing?: number;
  opacity?: number;
}
export function text(x: number, y: number, s: string, o: TextOpts): string {
  const bold = (o.weight ?? 400) >= 600;
  let extra = "";
  if (o.weight) extra += ` font-weight="${o.weight}"`;
  if (o.anchor && o.anchor !== "start") extra += ` text-anchor="${o.anchor}"`;
  if (o.spacing) extra += ` letter-spacing="${o.spacing}"`;
  if (o.opacity !== undefined) extra += ` opacity="${o.opacity}"`;
  if (o.maxW && measure(s, o.size, bold, o.spacing) > o.maxW)
    extra += ` textLength="${i0(o.maxW)}" lengthAdjust="spacingAndGlyphs"`;
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${o.size}" fill="${o.fill}"${extra}>${esc(s)}</text>`;
}

/** Several lines as one <text> with <tspan>s. */
export function textLines(x: number, y: number, lines: string[], lh: number, o: TextOpts): string {
  if (lines.length === 1) return text(x, y, lines[0]!, o);
  const bold = (o.weight ?? 400) >= 600;
  let extra = "";
  if (o.weight) extra += ` font-weight="${o.weight}"`;
  if (o.anchor && o.anchor !== "start") extra += ` text-anchor="${o.anchor}"`;
  if (o.spacing) extra += ` letter-spacing="${o.spacing}"`;
  const spans = lines
    .map((l, k) => {
      const fit =
        o.maxW && measure(l, o.size, bold, o.spacing) > o.maxW
          ? ` textLength="${i0(o.maxW)}" lengthAdjust="spacingAndGlyphs"`
          : "";
      return `<tspan x="${n(x)}" y="${n(y + k * lh)}"${fit}>${esc(l)}</tspan>`;
    })
    .join("");
  return `<text font-family="${FONT}" font-size="${o.size}" fill="${o.fill}"${extra}>${spans}</text>`;
}

export function svg(w: number, h: number, title: string, body: string, defs = ""): string {
  const t = esc(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${t}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`
  );
}

export const linGrad = (id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`)
    .join("")}</linearGradient>`;

/** Star dots as one path of zero-length round-capped strokes. */
export function stars(
  r: () => number,
  count: number,
  w: number,
  top: number,
  bottom: number,
  width = 2,
  op = 0.8,
  xMin = 4,
): string {
  let d = "";
  for (let k = 0; k < count; k++) d += `M${i0(between(r, xMin, w - 4))} ${i0(between(r, top, bottom))}h0`;
  return `<path d="${d}" stroke="${C.snow}" stroke-width="${width}" stroke-linecap="round" opacity="${op}"/>`;
}

/** A five-pointed star path centred on (cx, cy). */
export function starPath(cx: number, cy: number, ro: number, ri: number): string {
  let d = "";
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 ? ri : ro;
    d += `${k ? "L" : "M"}${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`;
  }
  return d + "Z";
}

export type Pt = [number, number];

/** Alternating valley/peak points across the width. */
export function ridge(
  r: () => number,
  w: number,
  peaks: number,
  peakMin: number,
  peakMax: number,
  valleyMin: number,
  valleyMax: number,
): Pt[] {
  const pts: Pt[] = [];
  const seg = peaks * 2;
  const step = w / seg;
  for (let k = 0; k <= seg; k++) {
    const x = k === 0 ? 0 : k === seg ? w : k * step + (r() - 0.5) * step * 0.6;
    const y = k % 2 ? between(r, peakMin, peakMax) : between(r, valleyMin, valleyMax);
    pts.push([x, y]);
  }
  return pts;
}
export const polyD = (pts: Pt[]) => pts.map(([x, y], k) => `${k ? "L" : "M"}${i0(x)},${i0(y)}`).join("");
export const areaD = (pts: Pt[], h: number, w: number) => `M0,${h}${polyD(pts).replace(/^M/, "L")}L${w},${h}Z`;

/** Renders with full detail, or with fewer details when that would exceed the size budget. */
export function withinBudget(render: (lite: boolean) => string): string {
  const full = render(false);
  return Buffer.byteLength(full) <= MAX_BYTES ? full : render(true);
}
