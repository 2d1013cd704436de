/**
 * Drawing a share card: 1200x630 PNG, for the previews X, Facebook and LinkedIn show (they render
 * no SVG). What it shows comes from the page's meta (app/lib/routing/share-card.ts); the build and
 * the dev server make the cards in scripts/share-cards.ts.
 *
 * Text is drawn as paths from a font shipped on npm (Source Serif 4, like the site's serif
 * headings), so a card looks the same on a machine with no fonts installed; the `<text>` of the
 * page's own image is dropped for the same reason (the card prints the name beside it anyway).
 */
import opentype from "opentype.js";
import sharp, { type OverlayOptions } from "sharp";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { SHARE_CARD } from "../app/lib/routing/seo";
import type { CardInput } from "../app/lib/routing/share-card";
import { isBottleIllustration } from "../app/lib/catalogue/photos";

export const CARD_WIDTH = SHARE_CARD.width;
export const CARD_HEIGHT = SHARE_CARD.height;

// Brand colours (app/styles/app.css: bg-aurora, glacier, aurora).
const COLORS = {
  text: "#ffffff",
  eyebrow: "#7ae582",
  subtitle: "#bcdbe8",
  host: "#8ecae6",
  gradient: ["#0b1d2e", "#12304a", "#1d6b3f", "#4f2a7a"],
};
const PAD = 72;
/** The image column on the right, full height. */
const IMAGE_BOX = { left: 740, top: 0, width: CARD_WIDTH - 740, height: CARD_HEIGHT };
/** Where the title may go: between the eyebrow and the subtitle. */
const TITLE_BOX = { top: 150, bottom: 430 };
const TITLE_SIZES = { max: 76, min: 34, lineHeight: 1.14 };
const TITLE_MAX_LINES = 4;

// ---------------------------------------------------------------------------------------------
// Fonts and text as paths

const fontDir = join(dirname(createRequire(import.meta.url).resolve("@fontsource/source-serif-4/package.json")), "files");
export const fontFile = (subset: "latin" | "latin-ext", weight: 400 | 600) =>
  join(fontDir, `source-serif-4-${subset}-${weight}-normal.woff`);

function loadFont(path: string): opentype.Font {
  const bytes = readFileSync(path);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

type Weight = 400 | 600;
/** Latin first, Latin Extended for the rare letter outside it. */
const fonts: Record<Weight, opentype.Font[]> = {
  400: [loadFont(fontFile("latin", 400)), loadFont(fontFile("latin-ext", 400))],
  600: [loadFont(fontFile("latin", 600)), loadFont(fontFile("latin-ext", 600))],
};

function glyphsOf(text: string, weight: Weight) {
  return [...text].map((char) => {
    const font = fonts[weight].find((f) => f.charToGlyphIndex(char) > 0) ?? fonts[weight][0]!;
    return { font, glyph: font.charToGlyph(char) };
  });
}

/** Width of a line of text at a size, with kerning and letter spacing (px). */
export function textWidth(text: string, size: number, weight: Weight = 400, spacing = 0): number {
  const glyphs = glyphsOf(text, weight);
  return glyphs.reduce((width, { font, glyph }, i) => {
    const next = glyphs[i + 1];
    const kern = next && next.font === font ? font.getKerningValue(glyph, next.glyph) : 0;
    return width + ((glyph.advanceWidth ?? 0) + kern) * (size / font.unitsPerEm) + spacing;
  }, 0);
}

// opentype.js 2.0's toPathData() writes NaN for some coordinates: path data is written here instead.
const n = (value: number) => String(Math.round(value * 100) / 100);
function pathData(commands: opentype.PathCommand[]): string {
  return commands
    .map((c) => {
      if (c.type === "M" || c.type === "L") return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === "Q") return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === "C") return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return "Z";
    })
    .join("");
}

/** One line of text as SVG path data, its baseline starting at (x, y). */
function textPathData(text: string, x: number, y: number, size: number, weight: Weight, spacing = 0): string {
  const glyphs = glyphsOf(text, weight);
  let cursor = x;
  return glyphs
    .map(({ font, glyph }, i) => {
      const data = pathData(glyph.getPath(cursor, y, size).commands);
      const next = glyphs[i + 1];
      const kern = next && next.font === font ? font.getKerningValue(glyph, next.glyph) : 0;
      cursor += ((glyph.advanceWidth ?? 0) + kern) * (size / font.unitsPerEm) + spacing;
      return data;
    })
    .join("");
}

/** Cuts a line to a width, ending it with an ellipsis. */
function fitLine(text: string, maxWidth: number, size: number, weight: Weight): string {
  if (textWidth(text, size, weight) <= maxWidth) return text;
  const words = text.split(" ");
  while (words.length > 1) {
    words.pop();
    const cut = `${words.join(" ").replace(/[\s,.;:–—-]+$/, "")}…`;
    if (textWidth(cut, size, weight) <= maxWidth) return cut;
  }
  let chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join("")}…`, size, weight) > maxWidth) chars = chars.slice(0, -1);
  return `${chars.join("")}…`;
}

/** Greedy word wrap; a word wider than the line stays whole (the caller then tries a smaller size). */
function wrap(text: string, maxWidth: number, size: number, weight: Weight): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size, weight) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface TitleLayout {
  size: number;
  lines: string[];
  /** widest line (px) */
  width: number;
  /** lines x line height (px) */
  height: number;
}

/**
 * The title at the largest size whose wrapped lines fit the box; a title too long even at the
 * smallest size is cut to the box's last line with an ellipsis: it never overflows.
 */
export function layoutTitle(text: string, maxWidth: number, maxHeight = TITLE_HEIGHT_LIMIT): TitleLayout {
  const measure = (size: number, lines: string[]): TitleLayout => ({
    size,
    lines,
    width: Math.max(...lines.map((line) => textWidth(line, size, 600))),
    height: lines.length * size * TITLE_SIZES.lineHeight,
  });
  for (let size = TITLE_SIZES.max; size >= TITLE_SIZES.min; size -= 2) {
    const layout = measure(size, wrap(text, maxWidth, size, 600));
    if (layout.width <= maxWidth && layout.height <= maxHeight && layout.lines.length <= TITLE_MAX_LINES) return layout;
  }
  const size = TITLE_SIZES.min;
  const room = Math.min(TITLE_MAX_LINES, Math.floor(maxHeight / (size * TITLE_SIZES.lineHeight)));
  const lines = wrap(text, maxWidth, size, 600);
  const kept = lines.slice(0, room);
  kept[kept.length - 1] = fitLine(lines.slice(room - 1).join(" "), maxWidth, size, 600);
  return measure(
    size,
    kept.map((line) => fitLine(line, maxWidth, size, 600)),
  );
}

// ---------------------------------------------------------------------------------------------
// The card

/** The site's mark (public/favicon.svg, 32x32), drawn at (x, y) and `size`. */
function logoMark(x: number, y: number, size: number): string {
  const s = size / 32;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><rect width="32" height="32" rx="6" fill="#0b1d2e"/>` +
    `<path d="M4 25 13 10l5 8 4-6 7 13z" fill="#8ecae6"/><path d="M3 8c8-5 18-5 26 0" stroke="#7ae582" stroke-width="2.5" fill="none"/></g>`
  );
}

const path = (d: string, fill: string) => (d ? `<path d="${d}" fill="${fill}"/>` : "");

/** How wide the text may run: to the image column, or across the card. */
export const textWidthLimit = (hasImage: boolean) => (hasImage ? IMAGE_BOX.left - 56 : CARD_WIDTH - PAD) - PAD;
export const TITLE_HEIGHT_LIMIT = TITLE_BOX.bottom - TITLE_BOX.top;

/** The card without its image, as SVG with no text elements. */
export function cardSvg(input: CardInput, siteName: string, host: string): string {
  const maxWidth = textWidthLimit(Boolean(input.image));
  const parts: string[] = [];
  const [g0, g1, g2, g3] = COLORS.gradient;
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${g0}"/><stop offset="0.4" stop-color="${g1}"/>` +
      `<stop offset="0.75" stop-color="${g2}"/><stop offset="1" stop-color="${g3}"/></linearGradient></defs>` +
      `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>`,
  );
  if (input.eyebrow) {
    const eyebrow = fitLine(input.eyebrow.toUpperCase(), maxWidth, 26, 600);
    parts.push(path(textPathData(eyebrow, PAD, 112, 26, 600, 3), COLORS.eyebrow));
  }
  const title = layoutTitle(input.title, maxWidth);
  const lineHeight = title.size * TITLE_SIZES.lineHeight;
  // Centred in its box; the first baseline sits one cap height below the top of the block.
  const top = TITLE_BOX.top + (TITLE_BOX.bottom - TITLE_BOX.top - title.height) / 2;
  title.lines.forEach((line, i) => {
    parts.push(path(textPathData(line, PAD, top + title.size * 0.92 + i * lineHeight, title.size, 600), COLORS.text));
  });
  if (input.subtitle) {
    const subtitle = fitLine(input.subtitle, maxWidth, 34, 400);
    parts.push(path(textPathData(subtitle, PAD, TITLE_BOX.bottom + 52, 34, 400), COLORS.subtitle));
  }
  parts.push(logoMark(PAD, 528, 56));
  parts.push(path(textPathData(fitLine(siteName, maxWidth - 76, 32, 600), PAD + 76, 556, 32, 600), COLORS.text));
  parts.push(path(textPathData(host, PAD + 76, 586, 22, 400, 1), COLORS.host));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${parts.join("")}</svg>`;
}

/** An SVG image without its text, which would otherwise be drawn in whatever fonts the machine has. */
export function withoutText(svg: string): string {
  return svg.replace(/<text\b[\s\S]*?<\/text>/g, "");
}

/**
 * "Illustration" on the floor of a generated bottle drawing, as the pages caption it (a photo has
 * none): light text on a dark pill in the image column's lower corner.
 */
export function illustrationCaption(): string {
  const size = 22;
  const label = "Illustration";
  const width = textWidth(label, size, 400, 1) + 28;
  const x = IMAGE_BOX.width - width - 16;
  const y = IMAGE_BOX.height - 48;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_BOX.width}" height="${IMAGE_BOX.height}">` +
    `<rect x="${n(x)}" y="${y}" width="${n(width)}" height="34" rx="17" fill="${COLORS.gradient[0]}" fill-opacity=".8"/>` +
    path(textPathData(label, x + 14, y + 24, size, 400, 1), COLORS.subtitle) +
    `</svg>`
  );
}

/** The page's image filling the right-hand column (cropped to it, like a cover photo). */
async function imageColumn(bytes: Buffer, isSvg: boolean): Promise<Buffer> {
  const source = isSvg ? sharp(Buffer.from(withoutText(bytes.toString("utf8"))), { density: 216 }) : sharp(bytes);
  return source.resize({ width: IMAGE_BOX.width, height: IMAGE_BOX.height, fit: "cover" }).png().toBuffer();
}

export interface RenderOptions {
  siteName: string;
  siteUrl: string;
  /** the bytes of a site path's image, or undefined when the site has no such file */
  readImage: (sitePath: string) => Buffer | undefined;
}

/** The card as PNG bytes. */
export async function renderCard(input: CardInput, options: RenderOptions): Promise<Buffer> {
  const host = new URL(options.siteUrl).host;
  const imageBytes = input.image ? options.readImage(input.image) : undefined;
  const card = { ...input, image: imageBytes ? input.image : undefined };
  const layers: OverlayOptions[] = [];
  if (imageBytes && input.image) {
    layers.push({ input: await imageColumn(imageBytes, input.image.endsWith(".svg")), left: IMAGE_BOX.left, top: IMAGE_BOX.top });
    if (isBottleIllustration({ image: input.image }))
      layers.push({ input: Buffer.from(illustrationCaption()), left: IMAGE_BOX.left, top: IMAGE_BOX.top });
  }
  return sharp(Buffer.from(cardSvg(card, options.siteName, host)))
    .composite(layers)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/** The site's mark as a square PNG (Organization logo, apple-touch-icon). */
export async function renderLogo(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${logoMark(0, 0, size)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
