/**
 * Generates the site's SVG artwork (bottles, distillery scenes, logos, botanicals, blog images,
 * curator portrait, default social card) from the content: the catalogue's YAML files and the blog modules.
 *
 *   npm run artwork                 writes public/images (the build only reads the committed files)
 *   npm run artwork -- --check      writes nothing; fails when a committed file differs from the content
 *
 * One Nordic flat-vector style with a limited palette. Output is deterministic: every variation is
 * derived from a hash of the slug, so re-running writes identical bytes (unchanged files are not
 * touched). A content folder or file that is missing or fails to read is reported and its family skipped;
 * stale files (slugs that no longer exist) are removed from each family folder that was fully read.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  BOTANICALS_FILE,
  ContentError,
  DISTILLERY_FOLDER,
  loadBotanicals,
  loadDistilleries,
  loadProducts,
  PRODUCT_FOLDERS,
  type ProductFolder,
} from "../content/catalogue-files";
import type { BlogPostRecord, ProductRecord } from "../content/schema";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CONTENT = join(ROOT, "content");
const CHECK = process.argv.includes("--check");
const outFlag = process.argv.indexOf("--out");
// --out: another folder, so the check can be tested on a copy.
const OUT = outFlag > 0 ? resolve(process.argv[outFlag + 1] ?? "") : join(ROOT, "public", "images");
/** In --check mode: the files that `npm run artwork` would write or delete. */
const outOfDate: string[] = [];
const FONT = "system-ui, -apple-system, 'Segoe UI', sans-serif";
const MAX_BYTES = 4096;

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------
const C = {
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
function mix(a: string, b: string, t: number): string {
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
function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) || r === 0 ? "0" : String(r);
}
/** Rounds to an integer. */
const i0 = (v: number) => String(Math.round(v) || 0);

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG. */
function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length]!;
const between = (r: () => number, a: number, b: number) => a + (b - a) * r();

/**
 * Rough advance width of a string (em units per character class), calibrated on DejaVu Sans, one
 * of the widest common system-ui fallbacks, so text fits everywhere.
 */
function measure(s: string, size: number, bold = false, spacing = 0): number {
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

interface Wrapped {
  size: number;
  lines: string[];
}

/** Greedy word wrap at a given size. */
function wrapAt(words: string[], maxW: number, size: number, bold: boolean): string[] {
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
function tryFit(text: string, maxW: number, maxSize: number, minSize: number, maxLines: number, bold = true): Wrapped | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let size = maxSize; size >= minSize; size--) {
    const lines = wrapAt(words, maxW, size, bold);
    if (lines.length <= maxLines && lines.every((l) => measure(l, size, bold) <= maxW)) return { size, lines };
  }
  return null;
}

/** Like tryFit, but always returns something: at minSize, truncated with an ellipsis if need be. */
function fitText(text: string, maxW: number, maxSize: number, minSize: number, maxLines: number, bold = true): Wrapped {
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

interface TextOpts {
  size: number;
  fill: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  maxW?: number;
  spacing?: number;
  opacity?: number;
}
function text(x: number, y: number, s: string, o: TextOpts): string {
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
function textLines(x: number, y: number, lines: string[], lh: number, o: TextOpts): string {
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

function svg(w: number, h: number, title: string, body: string, defs = ""): string {
  const t = esc(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${t}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`
  );
}

const linGrad = (id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ""}/>`)
    .join("")}</linearGradient>`;

/** Star dots as one path of zero-length round-capped strokes. */
function stars(r: () => number, count: number, w: number, top: number, bottom: number, width = 2, op = 0.8, xMin = 4): string {
  let d = "";
  for (let k = 0; k < count; k++) d += `M${i0(between(r, xMin, w - 4))} ${i0(between(r, top, bottom))}h0`;
  return `<path d="${d}" stroke="${C.snow}" stroke-width="${width}" stroke-linecap="round" opacity="${op}"/>`;
}

/** A five-pointed star path centred on (cx, cy). */
function starPath(cx: number, cy: number, ro: number, ri: number): string {
  let d = "";
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 ? ri : ro;
    d += `${k ? "L" : "M"}${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`;
  }
  return d + "Z";
}

// ---------------------------------------------------------------------------------------------
// Landscapes (distillery scenes, blog images, social card)
// ---------------------------------------------------------------------------------------------
type Sky = "night" | "twilight" | "day";
type Feature = "mountains" | "glacier" | "sea" | "lava" | "aurora";
const FEATURES: Feature[] = ["mountains", "glacier", "sea", "lava", "aurora"];

interface SkyColours {
  top: string;
  bottom: string;
  far: string;
  near: string;
  ground: string;
  sea: string;
  window: string;
}
const SKIES: Record<Sky, SkyColours> = {
  night: {
    top: C.night,
    bottom: C.night2,
    far: mix(C.night2, C.ice, 0.22),
    near: mix(C.night, C.night2, 0.35),
    ground: mix(C.night, C.teal, 0.3),
    sea: mix(C.night2, C.teal, 0.3),
    window: C.amber,
  },
  twilight: {
    top: C.night,
    bottom: mix(C.teal, C.night2, 0.25),
    far: mix(C.night2, C.teal, 0.35),
    near: mix(C.night, C.night2, 0.4),
    ground: mix(C.night, C.teal, 0.35),
    sea: mix(C.night2, C.teal, 0.4),
    window: C.amber,
  },
  day: {
    top: C.ice,
    bottom: C.snow,
    far: mix(C.ice, C.night2, 0.3),
    near: mix(C.night2, C.teal, 0.3),
    ground: mix(C.teal, C.night2, 0.35),
    sea: mix(C.teal, C.night2, 0.2),
    window: C.night2,
  },
};

type Pt = [number, number];

/** Alternating valley/peak points across the width. */
function ridge(
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
const polyD = (pts: Pt[]) => pts.map(([x, y], k) => `${k ? "L" : "M"}${i0(x)},${i0(y)}`).join("");
const areaD = (pts: Pt[], h: number, w: number) => `M0,${h}${polyD(pts).replace(/^M/, "L")}L${w},${h}Z`;

/** Snow caps on the peaks of a ridge that rise above `above`. */
function snowCaps(pts: Pt[], above: number, t = 0.3, xMin = 0): string {
  let d = "";
  for (let k = 1; k < pts.length - 1; k += 2) {
    const [px, py] = pts[k]!;
    if (py > above || px < xMin) continue;
    const [lx, ly] = pts[k - 1]!;
    const [rx, ry] = pts[k + 1]!;
    const a: Pt = [px + (lx - px) * t, py + (ly - py) * t];
    const b: Pt = [px + (rx - px) * t, py + (ry - py) * t];
    const m1: Pt = [a[0] + (b[0] - a[0]) * 0.3, Math.max(a[1], b[1]) - Math.abs(a[1] - py) * 0.35];
    const m2: Pt = [a[0] + (b[0] - a[0]) * 0.62, Math.max(a[1], b[1]) + 2];
    d += polyD([a, [px, py], b, m2, m1]) + "Z";
  }
  return d;
}

/** Ribbon-like aurora band. */
function auroraBand(
  r: () => number,
  w: number,
  y: number,
  amp: number,
  colour: string,
  width: number,
  op: number,
  core = true,
): string {
  const y0 = y + between(r, -amp, amp) * 0.4;
  const c1 = y - amp * between(r, 0.5, 1.2);
  const c2 = y + amp * between(r, 0.5, 1.2);
  const y1 = y + between(r, -amp, amp) * 0.5;
  const d = `M${i0(-20)},${i0(y0)}C${i0(w * 0.3)},${i0(c1)} ${i0(w * 0.6)},${i0(c2)} ${i0(w + 20)},${i0(y1)}`;
  return (
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${i0(width)}" stroke-linecap="round" opacity="${op}"/>` +
    (core
      ? `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${i0(width * 0.25)}" opacity="${n(Math.min(1, op + 0.25))}" transform="translate(0 ${i0(width * 0.3)})"/>`
      : "")
  );
}

/** A small distillery building; (x, y) is the centre of its base. */
function building(x: number, y: number, s: number, windowColour: string): string {
  const W = 84 * s;
  const H = 40 * s;
  const L = x - W / 2;
  const top = y - H;
  const wing = 44 * s;
  const wingH = 28 * s;
  const win = (wx: number) => `M${i0(wx)},${i0(top + 12 * s)}h${i0(9 * s)}v${i0(11 * s)}h${i0(-9 * s)}z`;
  return (
    `<g>` +
    // chimney with a copper still cap
    `<path d="M${i0(x + 16 * s)},${i0(top - 30 * s)}h${i0(9 * s)}v${i0(24 * s)}h${i0(-9 * s)}z" fill="${C.basalt}"/>` +
    `<circle cx="${i0(x + 26 * s)}" cy="${i0(top - 42 * s)}" r="${i0(6 * s)}" fill="${C.snow}" opacity=".25"/>` +
    `<circle cx="${i0(x + 36 * s)}" cy="${i0(top - 54 * s)}" r="${i0(8 * s)}" fill="${C.snow}" opacity=".15"/>` +
    // main hall and wing
    `<path d="M${i0(L)},${i0(top)}h${i0(W)}v${i0(H + 8 * s)}h${i0(-W)}z" fill="${C.snow}"/>` +
    `<path d="M${i0(L + W)},${i0(y - wingH)}h${i0(wing)}v${i0(wingH + 8 * s)}h${i0(-wing)}z" fill="${mix(C.snow, C.ice, 0.35)}"/>` +
    // roofs
    `<path d="M${i0(L - 6 * s)},${i0(top + 2)}L${i0(x)},${i0(top - 26 * s)}L${i0(L + W + 6 * s)},${i0(top + 2)}z" fill="${C.basalt}"/>` +
    `<path d="M${i0(L + W)},${i0(y - wingH + 1)}l${i0(wing / 2)},${i0(-12 * s)}l${i0(wing / 2 + 4 * s)},${i0(12 * s)}z" fill="${C.basalt}"/>` +
    // windows and door
    `<path d="${win(L + 10 * s)}${win(L + W - 19 * s)}${win(L + W + wing / 2 - 4.5 * s)}" fill="${windowColour}"/>` +
    `<path d="M${i0(x - 7 * s)},${i0(y + 8 * s)}v${i0(-22 * s)}h${i0(14 * s)}v${i0(22 * s)}z" fill="${C.night2}"/>` +
    // copper pot still outside
    `<path d="M${i0(L - 28 * s)},${i0(y + 6 * s)}c${i0(-4 * s)},${i0(-20 * s)} ${i0(24 * s)},${i0(-20 * s)} ${i0(20 * s)},0z" fill="${C.amber}"/>` +
    `<path d="M${i0(L - 18 * s)},${i0(y - 8 * s)}v${i0(-10 * s)}l${i0(16 * s)},${i0(8 * s)}" fill="none" stroke="${C.amber}" stroke-width="${n(2.5 * s)}"/>` +
    `</g>`
  );
}

interface SceneOpts {
  w: number;
  h: number;
  seed: string;
  feature?: Feature;
  sky?: Sky;
  /** x of the distillery building (centre); omitted = no building */
  buildingX?: number;
  buildingScale?: number;
  /** draw the sea even when the feature is not "sea" */
  sea?: boolean;
  /** centre of the middle feature (glacier, volcano); random when omitted */
  featureX?: number;
  /** small details (stars, tufts, waves, cracks) only right of this x (text overlays the left) */
  detailFrom?: number;
  /** fewer small details, for when the full version would exceed the size budget */
  lite?: boolean;
}
interface Scene {
  defs: string;
  body: string;
  sky: Sky;
  feature: Feature;
  groundY: number;
  seaY?: number;
}

function scene(o: SceneOpts): Scene {
  const { w, h } = o;
  const r = rng(o.seed);
  const feature = o.feature ?? pick(r, FEATURES);
  const roll = r();
  const sky: Sky = o.sky ?? (feature === "aurora" ? "night" : roll < 0.5 ? "night" : roll < 0.8 ? "twilight" : "day");
  const col = SKIES[sky];
  const k = h / 450; // vertical scale relative to the 800x450 reference
  const xd = o.detailFrom ?? 0;
  const dens = o.lite ? 0.5 : 1;
  const groundY = h - 62 * k;
  const defs = linGrad("s", [
    [0, col.top],
    [1, col.bottom],
  ]);
  let b = `<rect width="${w}" height="${h}" fill="url(#s)"/>`;

  // sky: stars, moon or sun, aurora
  if (sky !== "day")
    b += stars(
      r,
      Math.round((dens * Math.min(22, w / 28) * (w - xd)) / w),
      w,
      6,
      h * 0.5,
      2,
      sky === "night" ? 0.8 : 0.5,
      xd + 4,
    );
  if (sky === "night") b += stars(r, Math.round((dens * Math.min(8, w / 80) * (w - xd)) / w), w, 6, h * 0.35, 3.2, 0.9, xd + 4);
  const orbX = between(r, w * 0.12, w * 0.88);
  if (sky === "night" && feature !== "aurora")
    b += `<circle cx="${i0(orbX)}" cy="${i0(70 * k)}" r="${i0(20 * k)}" fill="${C.snow}" opacity=".9"/><circle cx="${i0(orbX + 8 * k)}" cy="${i0(64 * k)}" r="${i0(18 * k)}" fill="${col.top}"/>`;
  if (sky === "twilight")
    b += `<circle cx="${i0(orbX)}" cy="${i0(h * 0.56)}" r="${i0(64 * k)}" fill="${C.amber}" opacity=".2"/><circle cx="${i0(orbX)}" cy="${i0(h * 0.56)}" r="${i0(34 * k)}" fill="${C.amber}" opacity=".85"/>`;
  if (sky === "day") b += `<circle cx="${i0(orbX)}" cy="${i0(80 * k)}" r="${i0(30 * k)}" fill="${C.amber}" opacity=".85"/>`;
  if (sky === "night") {
    const bands = feature === "aurora" ? 3 : 1 + Math.floor(r() * 2);
    const palette = [C.green, C.violet, C.teal];
    for (let a = 0; a < bands; a++)
      b += auroraBand(
        r,
        w,
        h * (0.16 + a * 0.11),
        40 * k,
        palette[a % palette.length]!,
        (feature === "aurora" ? 46 : 30) * k,
        feature === "aurora" ? 0.35 : 0.25,
        a === 0 && !o.lite,
      );
  } else if (sky === "twilight" && r() < 0.5) b += auroraBand(r, w, h * 0.2, 30 * k, C.green, 24 * k, 0.2);

  // far ridge
  const far = ridge(r, w, 4 + Math.floor(r() * 3), h * 0.38, h * 0.55, h * 0.6, h * 0.68);
  b += `<path d="${areaD(far, h, w)}" fill="${col.far}"/>`;
  b += `<path d="${snowCaps(far, h * 0.5, 0.22, xd - 60)}" fill="${C.snow}" opacity=".55"/>`;

  // middle feature
  const rx = between(r, w * 0.35, w * 0.65);
  const cx = o.featureX ?? rx;
  if (feature === "glacier") {
    // a broad ice-capped mountain with a glacier tongue flowing into the valley
    const gw = w * 0.6;
    const base = h * 0.74;
    const topY = h * 0.3;
    const L = cx - gw / 2;
    const R = cx + gw / 2;
    const Lt = cx - gw * 0.2;
    const Rt = cx + gw * 0.2;
    const Tt = topY + 22 * k;
    const f = 0.66;
    const PL: Pt = [L + (Lt - L) * f, base + (Tt - base) * f];
    const PR: Pt = [R + (Rt - R) * f, base + (Tt - base) * f];
    const top = `L${i0(Lt)},${i0(Tt)}Q${i0(cx)},${i0(topY - 20 * k)} ${i0(Rt)},${i0(Tt)}`;
    const foot = h * 0.86;
    const Lf = L - ((foot - base) * (Lt - L)) / (base - Tt);
    const Rf = R + ((foot - base) * (R - Rt)) / (base - Tt);
    b += `<path d="M${i0(Lf)},${i0(foot)}${top}L${i0(Rf)},${i0(foot)}z" fill="${mix(col.far, C.ice, 0.15)}"/>`;
    const tx = cx + gw * 0.04;
    const cap =
      `M${i0(PL[0])},${i0(PL[1])}${top}L${i0(PR[0])},${i0(PR[1])}` +
      `Q${i0(PR[0] - gw * 0.08)},${i0(PR[1] + 16 * k)} ${i0(tx + gw * 0.07)},${i0(PR[1] + 4 * k)}` +
      `Q${i0(tx)},${i0((PR[1] + base) / 2)} ${i0(tx + gw * 0.06)},${i0(base - 6 * k)}L${i0(tx - gw * 0.08)},${i0(base - 6 * k)}Q${i0(tx - gw * 0.01)},${i0((PL[1] + base) / 2)} ${i0(tx - gw * 0.06)},${i0(PL[1] + 6 * k)}` +
      `Q${i0(PL[0] + gw * 0.08)},${i0(PL[1] + 18 * k)} ${i0(PL[0])},${i0(PL[1])}z`;
    b += `<path d="${cap}" fill="${C.snow}"/>`;
    b += `<path d="M${i0(tx - gw * 0.03)},${i0(PL[1] + 18 * k)}l${i0(4 * k)},${i0(34 * k)}M${i0(tx + gw * 0.01)},${i0(PL[1] + 24 * k)}l${i0(-2 * k)},${i0(36 * k)}M${i0(Lt + 10 * k)},${i0(Tt + 22 * k)}q${i0(gw * 0.2)},${i0(-14 * k)} ${i0(gw * 0.36)},0" stroke="${C.ice}" stroke-width="${n(3 * k)}" fill="none" stroke-linecap="round"/>`;
  } else if (feature === "lava") {
    const vw = w * 0.34;
    const topY = h * 0.4;
    b += `<path d="M${i0(cx - vw / 2)},${i0(h * 0.72)}L${i0(cx - 26 * k)},${i0(topY)}h${i0(52 * k)}L${i0(cx + vw / 2)},${i0(h * 0.72)}z" fill="${mix(C.basalt, C.night, 0.3)}"/>`;
    b += `<ellipse cx="${i0(cx)}" cy="${i0(topY)}" rx="${i0(26 * k)}" ry="${i0(6 * k)}" fill="${C.amber}"/>`;
    b += `<path d="M${i0(cx - 6 * k)},${i0(topY)}l${i0(-14 * k)},${i0(48 * k)}l${i0(8 * k)},${i0(30 * k)}" stroke="${C.amber}" stroke-width="${n(4 * k)}" fill="none" opacity=".85"/>`;
    b += `<path d="M${i0(cx)},${i0(topY - 14 * k)}c${i0(-30 * k)},${i0(-10 * k)} ${i0(-10 * k)},${i0(-40 * k)} ${i0(20 * k)},${i0(-40 * k)}c${i0(30 * k)},${i0(-10 * k)} ${i0(50 * k)},${i0(10 * k)} ${i0(40 * k)},${i0(-30 * k)}" stroke="${C.snow}" stroke-width="${i0(16 * k)}" stroke-linecap="round" fill="none" opacity=".18"/>`;
  } else if (feature === "mountains") {
    const mid = ridge(r, w, 2 + Math.floor(r() * 2), h * 0.3, h * 0.42, h * 0.66, h * 0.72);
    b += `<path d="${areaD(mid, h, w)}" fill="${mix(col.far, col.near, 0.5)}"/>`;
    b += `<path d="${snowCaps(mid, h * 0.45, 0.3, xd - 60)}" fill="${C.snow}"/>`;
  }

  // near ridge
  const low = feature === "glacier";
  const near = ridge(
    r,
    w,
    3 + Math.floor(r() * 2),
    h * (low ? 0.66 : 0.55),
    h * (low ? 0.72 : 0.66),
    h * (low ? 0.78 : 0.74),
    h * (low ? 0.82 : 0.8),
  );
  b += `<path d="${areaD(near, h, w)}" fill="${col.near}"/>`;
  b += `<path d="${snowCaps(near, h * 0.62, 0.25, xd - 60)}" fill="${C.snow}" opacity=".85"/>`;

  // sea
  let seaY: number | undefined;
  const hasSea = feature === "sea" || o.sea;
  if (hasSea) {
    seaY = h * 0.8;
    b += `<path d="M0,${i0(seaY)}H${w}V${h}H0z" fill="${col.sea}"/>`;
    let waves = "";
    for (let q = 0; q < Math.round((dens * Math.min(10, w / 70) * (w - xd)) / w); q++) {
      const wx = between(r, xd, w - 40 * k);
      const wy = between(r, seaY + 10 * k, h - 6 * k);
      waves += `M${i0(wx)},${i0(wy)}q${i0(10 * k)},${i0(-6 * k)} ${i0(20 * k)},0t${i0(20 * k)},0`;
    }
    b += `<path d="${waves}" stroke="${C.snow}" stroke-width="${n(2 * k)}" fill="none" opacity=".35"/>`;
    // basalt sea stacks
    const sx = between(r, w * 0.05, w * 0.3);
    b += `<path d="M${i0(sx)},${i0(seaY + 8 * k)}l${i0(6 * k)},${i0(-64 * k)}l${i0(8 * k)},${i0(-6 * k)}l${i0(6 * k)},${i0(70 * k)}zM${i0(sx + 26 * k)},${i0(seaY + 6 * k)}l${i0(4 * k)},${i0(-38 * k)}l${i0(8 * k)},${i0(-4 * k)}l${i0(6 * k)},${i0(42 * k)}z" fill="${C.basalt}"/>`;
  }

  // building
  const bScale = (o.buildingScale ?? 1) * k;
  if (o.buildingX !== undefined) b += building(o.buildingX, hasSea ? seaY! - 10 * k : groundY + 2 * k, bScale, col.window);

  // foreground ground (a spit of land when there is sea)
  const gTop = groundY;
  let gd = "";
  if (hasSea && o.buildingX === undefined) {
    // open sea: no land in the foreground
  } else if (hasSea) {
    const bx = o.buildingX ?? w * 0.75;
    const left = bx < w / 2;
    // a headland rising from the sea, flat where the building stands
    const top = seaY! - 16 * k;
    const shore = seaY! + 12 * k;
    gd = left
      ? `M0,${h}V${i0(top)}H${i0(bx + 90 * k)}Q${i0(bx + 150 * k)},${i0(top)} ${i0(bx + 200 * k)},${i0(shore)}V${h}z`
      : `M${w},${h}V${i0(top)}H${i0(bx - 110 * k)}Q${i0(bx - 170 * k)},${i0(top)} ${i0(bx - 220 * k)},${i0(shore)}V${h}z`;
  } else {
    gd = `M0,${h}L0,${i0(gTop + between(r, -6, 6) * k)}Q${i0(w * 0.25)},${i0(gTop - 14 * k)} ${i0(w * 0.5)},${i0(gTop)}T${w},${i0(gTop + between(r, -6, 6) * k)}L${w},${h}z`;
  }
  const groundFill = feature === "lava" ? C.basalt : col.ground;
  if (gd) b += `<path d="${gd}" fill="${groundFill}"/>`;
  if (!gd) {
    // no foreground land
  } else if (feature === "lava") {
    let cracks = "";
    for (let q = 0; q < Math.round((dens * Math.min(6, w / 110) * (w - xd)) / w); q++) {
      const x0 = between(r, xd, w);
      const y0 = between(r, gTop + 14 * k, h - 10 * k);
      cracks += `M${i0(x0)},${i0(y0)}l${i0(between(r, 14, 30) * k)},${i0(between(r, -8, 8) * k)}l${i0(between(r, 10, 26) * k)},${i0(between(r, -6, 10) * k)}`;
    }
    b += `<path d="${cracks}" stroke="${C.amber}" stroke-width="${n(2.4 * k)}" fill="none" stroke-linecap="round" opacity=".8"/>`;
  } else {
    // moss tufts
    let tufts = "";
    for (let q = 0; q < Math.round((dens * Math.min(8, w / 90) * (w - xd)) / w); q++) {
      const x0 = between(r, xd, w);
      const y0 = between(r, gTop + 16 * k, h - 8 * k);
      tufts += `M${i0(x0)},${i0(y0)}q${i0(8 * k)},${i0(-10 * k)} ${i0(16 * k)},0`;
    }
    b += `<path d="${tufts}" stroke="${C.green}" stroke-width="${n(2.4 * k)}" fill="none" stroke-linecap="round" opacity=".35"/>`;
  }
  return { defs, body: b, sky, feature, groundY, seaY };
}

// ---------------------------------------------------------------------------------------------
// 1. Bottles
// ---------------------------------------------------------------------------------------------
type Category = "gin" | "vodka" | "whisky" | "liqueur" | "brennivin" | "limoncello" | "aquavit";
const CATEGORIES: Category[] = ["gin", "vodka", "whisky", "liqueur", "brennivin", "limoncello", "aquavit"];
const CATEGORY_LABEL: Record<Category, string> = {
  gin: "GIN",
  vodka: "VODKA",
  whisky: "WHISKY",
  liqueur: "LIQUEUR",
  brennivin: "BRENNIVÍN",
  limoncello: "LIMONCELLO",
  aquavit: "AQUAVIT",
};

interface BottleSpec {
  bw: number;
  bh: number;
  sh: number;
  nw: number;
  nh: number;
  shoulder: "round" | "square";
  r: number;
  capW: number;
  capH: number;
  cap: string;
  glass: string;
  glassOp: number;
  liquid: string;
  liquidOp: number;
  /** [top, bottom] liquid gradient instead of a flat colour */
  gradient?: [string, string];
  label: string;
  ink: string;
  accent: string;
  star: boolean;
}

function guessCategory(rec: { type?: string; name?: string; category?: string }, fallback?: Category): Category {
  if (rec.category && (CATEGORIES as string[]).includes(rec.category)) return rec.category as Category;
  const s = `${rec.type ?? ""} ${rec.name ?? ""}`.toLowerCase();
  if (/limoncello/.test(s)) return "limoncello";
  if (/aqua?vit|akvavit|ákavíti/.test(s)) return "aquavit";
  if (/brenniv[ií]n/.test(s)) return "brennivin";
  if (/liqueur|líkjör|likjor|schnapps|cream/.test(s)) return "liqueur";
  if (/whisk/.test(s)) return "whisky";
  if (/vodka/.test(s)) return "vodka";
  if (/\bgin\b/.test(s)) return "gin";
  return fallback ?? "liqueur";
}

function bottleSpec(rec: ProductRecord, category: Category): BottleSpec {
  const s = `${rec.type ?? ""} ${rec.name ?? ""}`.toLowerCase();
  const base: BottleSpec = {
    bw: 130,
    bh: 196,
    sh: 42,
    nw: 38,
    nh: 58,
    shoulder: "round",
    r: 12,
    capW: 46,
    capH: 34,
    cap: C.basalt,
    glass: C.ice,
    glassOp: 0.22,
    liquid: C.snow,
    liquidOp: 0.22,
    label: C.snow,
    ink: C.night2,
    accent: C.teal,
    star: /limited|edition|anniversary|single batch|batch no/.test(s),
  };
  switch (category) {
    case "gin": {
      if (/colou?r[- ]?chang/.test(s)) Object.assign(base, { gradient: [C.violet, C.pink], liquidOp: 0.9, accent: C.violet });
      else if (/\bpink\b|\bros[eé]\b|rosé/.test(s)) Object.assign(base, { liquid: C.pink, liquidOp: 0.85, accent: C.pink });
      else if (/\bblue\b/.test(s)) Object.assign(base, { liquid: C.blue, liquidOp: 0.8, accent: C.blue });
      else if (/barrel|cask|oak|aged/.test(s)) Object.assign(base, { liquid: C.amber, liquidOp: 0.9, accent: C.amber });
      else if (/sloe|berry|berries|crowberr|bl[aá]ber/.test(s))
        Object.assign(base, { liquid: mix(C.berry, C.red, 0.35), liquidOp: 0.85, accent: C.berry });
      else if (/navy/.test(s))
        Object.assign(base, { glass: mix(C.night2, C.blue, 0.25), glassOp: 0.95, liquidOp: 0, accent: C.night2, cap: C.amber });
      if (/old tom/.test(s))
        Object.assign(base, {
          bw: 172,
          bh: 150,
          sh: 34,
          nw: 40,
          nh: 52,
          r: 22,
          capW: 48,
          liquid: mix(C.snow, C.amber, 0.35),
          liquidOp: 0.55,
        });
      if (base.star) base.cap = C.amber;
      break;
    }
    case "vodka":
      if (/raspberr|berry|rhubarb/.test(s)) Object.assign(base, { liquid: C.pink, accent: C.pink });
      else if (/lemon|citrus|lime/.test(s)) Object.assign(base, { liquid: C.lemon, accent: C.amber });
      else base.accent = C.ice;
      Object.assign(base, {
        bw: 104,
        bh: 236,
        sh: 48,
        nw: 30,
        nh: 40,
        r: 8,
        capW: 36,
        capH: 30,
        cap: mix(C.snow, C.night2, 0.25),
        glass: C.snow,
        glassOp: 0.16,
        liquidOp: base.liquid === C.snow ? 0.1 : 0.7,
      });
      break;
    case "whisky":
      Object.assign(base, {
        bw: 142,
        bh: 206,
        sh: 16,
        nw: 36,
        nh: 66,
        shoulder: "square",
        r: 6,
        capW: 46,
        capH: 28,
        cap: mix(C.amber, C.basalt, 0.5),
        glass: C.snow,
        glassOp: 0.18,
        liquid: C.amber,
        liquidOp: 0.92,
        label: C.snow,
        accent: mix(C.amber, C.basalt, 0.3),
      });
      break;
    case "brennivin":
      Object.assign(base, {
        bw: 118,
        bh: 188,
        sh: 62,
        nw: 30,
        nh: 50,
        r: 10,
        capW: 36,
        capH: 30,
        cap: C.black,
        glass: C.bottle,
        glassOp: 0.92,
        liquid: C.snow,
        liquidOp: 0.08,
        label: C.black,
        ink: C.snow,
        accent: C.green,
      });
      break;
    case "liqueur": {
      const liquid = /rhubarb|rabarbar|strawberr|rose|pink|raspberr/.test(s)
        ? C.pink
        : /crowberr|blueberr|bilberr|currant|bl[aá]ber|kr[aæ]kiber|berry|berries/.test(s)
          ? C.berry
          : /coffee|kaffi|chocolate|licorice|liquorice|lakkr[ií]s|caramel/.test(s)
            ? mix(C.basalt, C.amber, 0.3)
            : /birch|birki|honey|angelica|hv[öo]nn|herb|cream|whey/.test(s)
              ? C.amber
              : C.violet;
      Object.assign(base, {
        bw: 150,
        bh: 118,
        sh: 96,
        nw: 30,
        nh: 54,
        r: 30,
        capW: 38,
        capH: 30,
        cap: C.violet,
        glass: C.snow,
        glassOp: 0.18,
        liquid,
        liquidOp: 0.88,
        accent: liquid === C.amber ? C.amber : C.violet,
      });
      break;
    }
    case "limoncello":
      Object.assign(base, {
        bw: 104,
        bh: 196,
        sh: 84,
        nw: 26,
        nh: 38,
        r: 10,
        capW: 32,
        capH: 28,
        cap: C.amber,
        glass: C.snow,
        glassOp: 0.18,
        liquid: C.lemon,
        liquidOp: 0.92,
        accent: C.amber,
      });
      break;
    case "aquavit":
      Object.assign(base, {
        bw: 124,
        bh: 214,
        sh: 24,
        nw: 30,
        nh: 52,
        shoulder: "square",
        r: 16,
        capW: 38,
        capH: 30,
        cap: C.teal,
        glass: C.ice,
        glassOp: 0.28,
        liquid: mix(C.snow, C.amber, 0.25),
        liquidOp: 0.45,
        accent: C.teal,
      });
      break;
  }
  return base;
}

function bottlePath(s: BottleSpec, cx: number, B: number): string {
  const L = cx - s.bw / 2;
  const R = cx + s.bw / 2;
  const S = B - s.bh;
  const N = S - s.sh;
  const T = N - s.nh;
  const nl = cx - s.nw / 2;
  const nr = cx + s.nw / 2;
  const r = s.r;
  let d = `M${n(L + r)},${B}Q${n(L)},${B} ${n(L)},${n(B - r)}L${n(L)},${n(S)}`;
  if (s.shoulder === "square") {
    const q = Math.min(14, s.sh);
    d += `Q${n(L)},${n(N)} ${n(L + q)},${n(N)}L${n(nl - 6)},${n(N)}Q${n(nl)},${n(N)} ${n(nl)},${n(N - 6)}L${n(nl)},${n(T)}L${n(nr)},${n(T)}L${n(nr)},${n(N - 6)}Q${n(nr)},${n(N)} ${n(nr + 6)},${n(N)}L${n(R - q)},${n(N)}Q${n(R)},${n(N)} ${n(R)},${n(S)}`;
  } else {
    d += `C${n(L)},${n(S - s.sh * 0.6)} ${n(nl)},${n(N + s.sh * 0.4)} ${n(nl)},${n(N)}L${n(nl)},${n(T)}L${n(nr)},${n(T)}L${n(nr)},${n(N)}C${n(nr)},${n(N + s.sh * 0.4)} ${n(R)},${n(S - s.sh * 0.6)} ${n(R)},${n(S)}`;
  }
  d += `L${n(R)},${n(B - r)}Q${n(R)},${B} ${n(R - r)},${B}Z`;
  return d;
}

function bottleSvg(rec: ProductRecord, category: Category): string {
  const W = 300;
  const H = 400;
  const cx = 150;
  const B = 376;
  const s = bottleSpec(rec, category);
  const r = rng(`bottle:${rec.slug}`);
  const S = B - s.bh;
  const N = S - s.sh;
  const T = N - s.nh;
  const d = bottlePath(s, cx, B);

  let defs =
    linGrad("bg", [
      [0, C.night2],
      [1, C.night],
    ]) + `<clipPath id="c"><path d="${d}"/></clipPath>`;
  if (s.gradient)
    defs += linGrad("l", [
      [0, s.gradient[0]],
      [1, s.gradient[1]],
    ]);

  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  b += stars(r, 16, W, 8, 200, 2, 0.7);
  b += auroraBand(r, W, 70, 22, pick(r, [C.green, C.violet, C.teal]), 26, 0.2);
  const hills = ridge(r, W, 3, 250, 290, 310, 330);
  b += `<path d="${areaD(hills, H, W)}" fill="${mix(C.night2, C.ice, 0.12)}"/>`;
  b += `<path d="M0,${B}H${W}V${H}H0z" fill="${C.night}"/>`;
  b += `<ellipse cx="${cx}" cy="${B + 2}" rx="${n(s.bw * 0.62)}" ry="7" fill="#000" opacity=".35"/>`;

  // glass, liquid, outline
  b += `<path d="${d}" fill="${s.glass}" fill-opacity="${s.glassOp}"/>`;
  if (s.liquidOp > 0) {
    const fill = s.gradient ? "url(#l)" : s.liquid;
    const top = N + s.sh * 0.35;
    b += `<rect clip-path="url(#c)" x="${n(cx - s.bw / 2)}" y="${n(top)}" width="${s.bw}" height="${n(B - top)}" fill="${fill}" fill-opacity="${s.liquidOp}"/>`;
  }
  b += `<path d="${d}" fill="none" stroke="${C.snow}" stroke-opacity=".55" stroke-width="2"/>`;
  // highlight
  b += `<path d="M${n(cx - s.bw / 2 + 10)},${n(B - 20)}V${n(S + 4)}" stroke="${C.snow}" stroke-width="6" stroke-linecap="round" opacity=".22"/>`;
  b += `<path d="M${n(cx - s.nw / 2 + 6)},${n(N - 4)}V${n(T + 8)}" stroke="${C.snow}" stroke-width="3" stroke-linecap="round" opacity=".25"/>`;
  // cap
  b += `<rect x="${n(cx - s.capW / 2)}" y="${n(T - s.capH + 6)}" width="${s.capW}" height="${s.capH}" rx="4" fill="${s.cap}"/>`;
  b += `<path d="M${n(cx - s.capW / 2)},${n(T - s.capH + 14)}h${s.capW}" stroke="${C.snow}" stroke-opacity=".25" stroke-width="2"/>`;

  // label
  const lw = Math.min(s.bw - 18, 150);
  // a long name drops its parenthetical ("Jólabrennivín (Brennivín Christmas Edition)") before shrinking
  const shortName = rec.name.replace(/\s*\([^)]*\)/g, "").trim() || rec.name;
  const nameFit =
    tryFit(rec.name, lw - 12, 19, 11, 3) ??
    (shortName !== rec.name ? tryFit(shortName, lw - 12, 19, 10, 3) : null) ??
    fitText(rec.name, lw - 12, 19, 10, 3);
  const lh = nameFit.size * 1.14;
  const abv = rec.alcohol ?? "";
  const labelH = 14 + 12 + 12 + nameFit.lines.length * lh + 8 + (abv ? 16 : 0) + 6;
  const bodyMid = S + s.bh * (category === "liqueur" ? 0.45 : 0.52);
  let ly = Math.round(bodyMid - labelH / 2);
  ly = Math.max(ly, Math.round(S - (category === "liqueur" ? 30 : 0) + 6));
  ly = Math.min(ly, B - 10 - Math.round(labelH));
  const lx = cx - lw / 2;
  b += `<rect x="${n(lx)}" y="${ly}" width="${n(lw)}" height="${n(labelH)}" rx="4" fill="${s.label}"/>`;
  b += `<rect x="${n(lx + 4)}" y="${ly + 4}" width="${n(lw - 8)}" height="${n(labelH - 8)}" rx="2" fill="none" stroke="${s.accent}" stroke-width="1.5"/>`;
  const gy = ly + 17;
  if (s.star) b += `<path d="${starPath(cx, gy - 1, 9, 3.8)}" fill="${C.amber}"/>`;
  else b += `<path d="M${cx - 14},${gy + 5}l8,-10l4,5l5,-8l11,13z" fill="${s.accent}"/>`;
  const catY = gy + 17;
  b += text(cx, catY, CATEGORY_LABEL[category], {
    size: 8,
    fill: s.accent,
    weight: 700,
    anchor: "middle",
    spacing: 2,
    maxW: lw - 16,
  });
  const nameY = catY + 6 + nameFit.size;
  b += textLines(cx, nameY, nameFit.lines, lh, { size: nameFit.size, fill: s.ink, weight: 700, anchor: "middle", maxW: lw - 10 });
  const divY = nameY + (nameFit.lines.length - 1) * lh + 8;
  b += `<path d="M${n(cx - 18)},${n(divY)}h36" stroke="${s.accent}" stroke-width="1.5"/>`;
  if (abv) b += text(cx, divY + 15, abv, { size: 11, fill: s.ink, weight: 600, anchor: "middle", maxW: lw - 12 });

  return svg(W, H, `${rec.name} bottle illustration`, b, defs);
}

// ---------------------------------------------------------------------------------------------
// 2. Distillery scenes
// ---------------------------------------------------------------------------------------------
interface DistilleryLike {
  slug: string;
  name: string;
  location?: string;
}

/** Renders with full detail, or with fewer details when that would exceed the size budget. */
function withinBudget(render: (lite: boolean) => string): string {
  const full = render(false);
  return Buffer.byteLength(full) <= MAX_BYTES ? full : render(true);
}

function distillerySvg(d: DistilleryLike): string {
  return withinBudget((lite) => distillerySvgAt(d, lite));
}

function distillerySvgAt(d: DistilleryLike, lite: boolean): string {
  const W = 800;
  const H = 450;
  const r = rng(`place:${d.slug}`);
  const feature = FEATURES[hash(d.slug) % FEATURES.length]!;
  const bx = Math.round(between(r, 0.55, 0.82) * W);
  const sc = scene({ w: W, h: H, seed: `scene:${d.slug}`, feature, buildingX: bx, lite });
  const fit = fitText(d.name, 560, 30, 18, 1, true);
  const loc = d.location ? d.location : "";
  const boxW = Math.min(W - 48, Math.max(measure(fit.lines[0]!, fit.size, true), loc ? measure(loc, 16) : 0) + 40);
  let b = sc.body;
  b += `<rect x="24" y="${H - 96}" width="${i0(boxW)}" height="72" rx="10" fill="${C.night}" opacity=".78"/>`;
  b += text(44, loc ? H - 58 : H - 50, fit.lines[0]!, { size: fit.size, fill: C.snow, weight: 700, maxW: W - 88 });
  if (loc) b += text(44, H - 36, loc, { size: 16, fill: C.ice, maxW: W - 88 });
  return svg(W, H, `${d.name} — illustrated Icelandic landscape`, b, sc.defs);
}

// ---------------------------------------------------------------------------------------------
// 3. Logos
// ---------------------------------------------------------------------------------------------
const STOP_WORDS = new Set(["the", "of", "and", "&", "ehf", "ehf.", "hf", "hf.", "og", "a", "an"]);
const GENERIC = /^(distillery|distillers|distilling|distillerie|brugghús|spirits|co\.?|company|iceland|icelandic)$/i;

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s&-]/gu, " ")
    .split(/[\s-]+/)
    .filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  const core = words.filter((w) => !GENERIC.test(w));
  const use = core.length ? core : words;
  if (!use.length) return "?";
  const first = use[0]!;
  if (/^\p{N}+$/u.test(first)) return first.slice(0, 3);
  const letters = use.slice(0, 2).map((w) => ([...w][0] ?? "").toLocaleUpperCase("is"));
  return letters.join("");
}

function logoSvg(d: DistilleryLike): string {
  const W = 240;
  const H = 80;
  const h = hash(d.slug);
  const shape = h % 5;
  const fills = [C.night2, C.teal, C.violet, C.basalt, mix(C.teal, C.night2, 0.5)];
  const fill = fills[(h >>> 3) % fills.length];
  const ini = initials(d.name);
  const cx = 40;
  const cy = 40;
  let mark = "";
  if (shape === 0)
    mark = `<circle cx="${cx}" cy="${cy}" r="28" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="23" fill="none" stroke="${C.snow}" stroke-opacity=".5"/>`;
  else if (shape === 1) mark = `<path d="M40,10L66,25V55L40,70L14,55V25z" fill="${fill}"/>`;
  else if (shape === 2) mark = `<path d="M14,12H66V42C66,58 54,66 40,71C26,66 14,58 14,42z" fill="${fill}"/>`;
  else if (shape === 3) mark = `<rect x="12" y="12" width="56" height="56" rx="14" fill="${fill}"/>`;
  else mark = `<path d="M40,8L72,40L40,72L8,40z" fill="${fill}"/>`;
  // a little mountain glyph under the initials
  mark += `<path d="M30,${shape === 2 ? 59 : 58}l6,-7l3,3l4,-6l7,10z" fill="${C.amber}"/>`;
  const iniSize = ini.length >= 3 ? 15 : ini.length === 2 ? 20 : 25;
  mark += text(cx, cy - 4 + iniSize * 0.3, ini, { size: iniSize, fill: C.snow, weight: 800, anchor: "middle", maxW: 40 });

  const fit = fitText(d.name, 146, 19, 11, 2, true);
  const lh = fit.size * 1.12;
  const loc = d.location ? (d.location.split(",")[0] ?? "").trim() : "";
  const blockH = fit.lines.length * lh + (loc ? 14 : 0);
  const y0 = 40 - blockH / 2 + fit.size * 0.82;
  let b = `<rect width="${W}" height="${H}" rx="12" fill="${C.snow}"/>` + mark;
  b += textLines(82, y0, fit.lines, lh, { size: fit.size, fill: C.night, weight: 700, maxW: 148 });
  if (loc)
    b += text(82, y0 + (fit.lines.length - 1) * lh + 15, loc.toUpperCase(), {
      size: 9,
      fill: C.teal,
      weight: 600,
      spacing: 1.5,
      maxW: 148,
    });
  return svg(W, H, `${d.name} logo mark`, b);
}

// ---------------------------------------------------------------------------------------------
// 4. Botanicals
// ---------------------------------------------------------------------------------------------
type Drawer = (r: () => number) => string;

const stem = (d: string, colour: string = mix(C.basalt, C.amber, 0.2), w = 4) =>
  `<path d="${d}" stroke="${colour}" stroke-width="${w}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const berries = (pts: Pt[], rad: number, fill: string, shine = true) =>
  pts.map(([x, y]) => `<circle cx="${i0(x)}" cy="${i0(y)}" r="${n(rad)}" fill="${fill}"/>`).join("") +
  (shine
    ? `<path d="${pts.map(([x, y]) => `M${i0(x - rad * 0.35)},${i0(y - rad * 0.35)}h0`).join("")}" stroke="${C.snow}" stroke-width="${n(rad * 0.5)}" stroke-linecap="round" opacity=".7"/>`
    : "");
/** A pointed leaf from (x, y) at angle a (degrees), length l, half-width hw. */
function leaf(x: number, y: number, a: number, l: number, hw: number): string {
  const rad = (a * Math.PI) / 180;
  const ex = x + l * Math.cos(rad);
  const ey = y + l * Math.sin(rad);
  const mx = (x + ex) / 2;
  const my = (y + ey) / 2;
  const px = -Math.sin(rad) * hw;
  const py = Math.cos(rad) * hw;
  return `M${i0(x)},${i0(y)}Q${i0(mx + px)},${i0(my + py)} ${i0(ex)},${i0(ey)}Q${i0(mx - px)},${i0(my - py)} ${i0(x)},${i0(y)}z`;
}
/** Points along a quadratic curve. */
function along(p0: Pt, p1: Pt, p2: Pt, count: number, from = 0.1, to = 0.95): Pt[] {
  const pts: Pt[] = [];
  for (let k = 0; k < count; k++) {
    const t = from + ((to - from) * k) / Math.max(1, count - 1);
    const u = 1 - t;
    pts.push([u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]]);
  }
  return pts;
}

const juniper: Drawer = (r) => {
  const p0: Pt = [110, 230];
  const p1: Pt = [190, 150];
  const p2: Pt = [300, 60];
  let needles = "";
  for (const [x, y] of along(p0, p1, p2, 14, 0.05, 1)) {
    needles += `M${i0(x)},${i0(y)}l${i0(between(r, -30, -18))},${i0(between(r, -22, -10))}M${i0(x)},${i0(y)}l${i0(between(r, 10, 24))},${i0(between(r, 14, 26))}M${i0(x)},${i0(y)}l${i0(between(r, 4, 14))},${i0(between(r, -30, -22))}`;
  }
  const bs: Pt[] = [
    [170, 190],
    [188, 206],
    [206, 184],
    [232, 128],
    [252, 146],
    [150, 168],
    [270, 112],
  ];
  return (
    stem(`M${p0}Q${p1} ${p2}`) +
    `<path d="${needles}" stroke="${C.leaf}" stroke-width="3" stroke-linecap="round"/>` +
    berries(bs, 11, C.berry) +
    `<path d="${bs.map(([x, y]) => `M${x},${y}h0`).join("")}" stroke="${C.ice}" stroke-width="14" stroke-linecap="round" opacity=".25"/>`
  );
};

const angelica: Drawer = (r) => {
  const top: Pt = [200, 118];
  let rays = "";
  let dots: Pt[] = [];
  const heads = 7;
  for (let k = 0; k < heads; k++) {
    const a = Math.PI * (1.1 + (0.8 * k) / (heads - 1));
    const len = 58 + 12 * Math.sin((k / (heads - 1)) * Math.PI);
    const hx = top[0] + Math.cos(a) * len;
    const hy = top[1] + Math.sin(a) * len * 0.75;
    rays += `M${top[0]},${top[1]}L${i0(hx)},${i0(hy)}`;
    for (let j = 0; j < 7; j++) {
      const b = Math.PI * (1.05 + (0.9 * j) / 6);
      const ex = hx + Math.cos(b) * 14;
      const ey = hy + Math.sin(b) * 10;
      rays += `M${i0(hx)},${i0(hy)}L${i0(ex)},${i0(ey)}`;
      dots.push([ex, ey]);
    }
  }
  dots = dots.map(([x, y]) => [x + between(r, -1, 1), y]);
  return (
    stem(`M200,262Q196,190 ${top[0]},${top[1]}`, C.leaf, 7) +
    `<path d="${leaf(198, 230, 200, 70, 16)}${leaf(199, 205, -20, 62, 14)}" fill="${C.leaf}"/>` +
    `<path d="${rays}" stroke="${C.leaf}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="${dots.map(([x, y]) => `M${i0(x)},${i0(y)}h0`).join("")}" stroke="${mix(C.green, C.snow, 0.35)}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="${dots.map(([x, y]) => `M${i0(x)},${i0(y)}h0`).join("")}" stroke="${C.leaf}" stroke-width="2.5" stroke-linecap="round"/>`
  );
};

const thyme: Drawer = (r) => {
  let stems = "";
  let leaves = "";
  let flowers: Pt[] = [];
  for (let k = 0; k < 5; k++) {
    const x0 = 120 + k * 40 + between(r, -8, 8);
    const top: Pt = [x0 + between(r, -20, 20), between(r, 110, 150)];
    stems += `M${i0(x0)},250Q${i0(x0 - 10)},200 ${i0(top[0])},${i0(top[1])}`;
    for (const [x, y] of along([x0, 250], [x0 - 10, 200], top, 5, 0.15, 0.8))
      leaves += leaf(x, y, 200, 16, 5) + leaf(x, y, -20, 16, 5);
    for (let j = 0; j < 7; j++) flowers.push([top[0] + between(r, -12, 12), top[1] + between(r, -14, 6)]);
  }
  flowers = flowers.map(([x, y]) => [Math.round(x), Math.round(y)]);
  return (
    stem(stems, C.leaf, 3) +
    `<path d="${leaves}" fill="${C.leaf}"/>` +
    `<path d="${flowers.map(([x, y]) => `M${x},${y}h0`).join("")}" stroke="${C.violet}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="${flowers.map(([x, y]) => `M${x + 2},${y - 2}h0`).join("")}" stroke="${C.pink}" stroke-width="4" stroke-linecap="round"/>`
  );
};

const moss: Drawer = (r) => {
  let tufts = "";
  let light = "";
  for (let k = 0; k < 9; k++) {
    const x = 110 + k * 23 + between(r, -4, 4);
    const y = 200 - Math.sin((k / 8) * Math.PI) * 40 + between(r, -4, 4);
    tufts += `M${i0(x)},${i0(y)}m-22,0a22,18 0 1,0 44,0a22,18 0 1,0 -44,0`;
    light += `M${i0(x - 6)},${i0(y - 6)}q6,-12 12,0`;
  }
  // forked lichen lobes (Iceland moss)
  let lobes = "";
  for (const x of [150, 200, 248]) lobes += `M${x},190l-4,-44l-10,-18M${x - 4},150l10,-22M${x + 10},120l6,-10`;
  return (
    `<path d="M80,262Q100,200 200,196T320,262z" fill="${C.basalt}"/>` +
    `<path d="${lobes}" stroke="${mix(C.amber, C.leaf, 0.5)}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<path d="${tufts}" fill="${C.leaf}"/>` +
    `<path d="${light}" stroke="${C.green}" stroke-width="4" fill="none" stroke-linecap="round"/>`
  );
};

const crowberry: Drawer = (r) => {
  const main: [Pt, Pt, Pt] = [
    [100, 240],
    [190, 170],
    [310, 150],
  ];
  let needles = "";
  for (const [x, y] of along(main[0], main[1], main[2], 20, 0.05, 1))
    needles += `M${i0(x)},${i0(y)}l${i0(between(r, -8, 4))},${i0(between(r, -16, -10))}M${i0(x)},${i0(y)}l${i0(between(r, -4, 8))},${i0(between(r, 10, 16))}`;
  const bs: Pt[] = [
    [170, 200],
    [196, 196],
    [222, 186],
    [250, 184],
    [184, 222],
    [236, 208],
  ];
  return (
    stem(`M${main[0]}Q${main[1]} ${main[2]}`, mix(C.basalt, C.amber, 0.3), 5) +
    `<path d="${needles}" stroke="${C.leaf}" stroke-width="4" stroke-linecap="round"/>` +
    berries(bs, 12, C.black)
  );
};

const rhubarb: Drawer = () => {
  const stalks: [Pt, Pt][] = [
    [
      [190, 268],
      [130, 120],
    ],
    [
      [200, 268],
      [210, 100],
    ],
    [
      [210, 268],
      [285, 130],
    ],
  ];
  let s = "";
  let leaves = "";
  for (const [[x0, y0], [x1, y1]] of stalks) {
    s += `M${x0},${y0}L${x1},${y1}`;
    leaves += `M${x1},${y1}c-40,-10 -46,-56 -10,-66c10,-16 40,-14 46,4c28,2 34,40 10,54c-10,16 -34,16 -46,8z`;
  }
  return (
    `<path d="${leaves}" fill="${C.leaf}"/>` +
    `<path d="${stalks.map(([, [x, y]]) => `M${x},${y}l0,-56M${x},${y}l-30,-30M${x},${y}l30,-30M${x},${y}l-14,-50M${x},${y}l16,-48`).join("")}" stroke="${C.red}" stroke-width="2.5" stroke-linecap="round" opacity=".75"/>` +
    `<path d="${s}" stroke="${C.red}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="${s}" stroke="${C.pink}" stroke-width="4" stroke-linecap="round" transform="translate(-3 0)"/>`
  );
};

const seaweed: Drawer = (r) => {
  let fronds = "";
  let bladders: Pt[] = [];
  for (let k = 0; k < 5; k++) {
    const x0 = 130 + k * 35;
    const h = between(r, 120, 170);
    const sw = between(r, 16, 26) * (k % 2 ? 1 : -1);
    fronds += `M${x0},262C${i0(x0 + sw)},${i0(262 - h * 0.35)} ${i0(x0 - sw)},${i0(262 - h * 0.7)} ${i0(x0 + sw * 0.5)},${i0(262 - h)}`;
    bladders.push([x0 + sw * 0.35, 262 - h * 0.45], [x0 - sw * 0.2, 262 - h * 0.75]);
  }
  return (
    `<path d="M70,262H330" stroke="${C.ice}" stroke-width="4" opacity=".6"/>` +
    `<path d="M90,100q15,-8 30,0t30,0M250,80q15,-8 30,0t30,0" stroke="${C.ice}" stroke-width="3" fill="none" opacity=".7"/>` +
    `<path d="${fronds}" stroke="${mix(C.amber, C.leaf, 0.55)}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="${fronds}" stroke="${mix(C.amber, C.leaf, 0.2)}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    berries(bladders, 7, mix(C.amber, C.basalt, 0.25), false)
  );
};

const bramble: Drawer = () => {
  const berry = (cx: number, cy: number, s: number) => {
    const pts: Pt[] = [];
    for (let row = 0; row < 4; row++)
      for (let c = 0; c < 4 - Math.abs(row - 1.5) * 1; c++)
        pts.push([cx + (c - (3 - Math.abs(row - 1.5)) / 2) * 9 * s, cy + (row - 1.5) * 9 * s]);
    return pts;
  };
  const pts = [...berry(170, 180, 1.2), ...berry(236, 170, 1.1), ...berry(205, 220, 1)];
  return (
    stem(`M90,250Q160,130 310,110`, mix(C.red, C.basalt, 0.4), 5) +
    `<path d="M140,185l-8,-6M220,135l-6,-8M270,118l-2,-9" stroke="${mix(C.red, C.basalt, 0.4)}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="${leaf(110, 220, -110, 60, 20)}${leaf(260, 118, -60, 56, 18)}" fill="${C.leaf}"/>` +
    `<path d="M170,160l0,-22M236,151l4,-20M205,203l-6,-18" stroke="${C.leaf}" stroke-width="3"/>` +
    berries(pts, 6.5, C.berry)
  );
};

const seaBuckthorn: Drawer = (r) => {
  const p0: Pt = [90, 245];
  const p1: Pt = [200, 120];
  const p2: Pt = [320, 90];
  let leaves = "";
  for (const [x, y] of along(p0, p1, p2, 6, 0.55, 1))
    leaves += leaf(x, y, between(r, -80, -40), 50, 6) + leaf(x, y, between(r, 10, 40), 48, 6);
  const bs: Pt[] = along(p0, p1, p2, 12, 0.1, 0.55).flatMap(([x, y]): Pt[] => [
    [x - 8, y - 4],
    [x + 8, y + 6],
  ]);
  return (
    stem(`M${p0}Q${p1} ${p2}`, mix(C.basalt, C.amber, 0.25), 5) +
    `<path d="${leaves}" fill="${mix(C.leaf, C.ice, 0.35)}"/>` +
    berries(bs, 8, C.amber)
  );
};

const birch: Drawer = () => {
  let leaves = "";
  for (let k = 0; k < 6; k++) leaves += leaf(130 + k * 30, 150 + (k % 2 ? 12 : -12), k % 2 ? 80 : -80, 42, 18);
  return (
    stem(`M90,160C150,150 250,170 320,140`, C.snow, 9) +
    `<path d="M120,156h8M180,158h6M250,158h8M300,146h5" stroke="${C.black}" stroke-width="3"/>` +
    `<path d="${leaves}" fill="${C.leaf}" stroke="${C.green}" stroke-width="1.5"/>` +
    stem(`M300,146q14,20 8,60M270,152q10,24 2,56`, mix(C.amber, C.basalt, 0.3), 8)
  );
};

const blueberry: Drawer = (r) => {
  const bs: Pt[] = [
    [170, 190],
    [205, 175],
    [238, 196],
    [196, 214],
    [260, 168],
  ];
  let leaves = "";
  for (let k = 0; k < 5; k++) leaves += leaf(110 + k * 45, 150 + between(r, -10, 10), -70 + k * 10, 36, 14);
  return (
    stem(`M90,160Q200,120 320,150`, mix(C.red, C.basalt, 0.5), 4) +
    `<path d="${leaves}" fill="${C.leaf}"/>` +
    berries(bs, 15, mix(C.blue, C.berry, 0.55)) +
    `<path d="${bs.map(([x, y]) => `M${x - 4},${y + 9}l4,3l4,-3`).join("")}" stroke="${C.night}" stroke-width="2" fill="none"/>`
  );
};

const cloudberry: Drawer = () => {
  const pts: Pt[] = [];
  for (let k = 0; k < 13; k++) {
    const a = (k / 13) * Math.PI * 2;
    pts.push([200 + Math.cos(a) * 24, 150 + Math.sin(a) * 24]);
  }
  pts.push([200, 150], [188, 142], [212, 158]);
  return (
    stem(`M200,262Q196,220 200,180`, C.leaf, 5) +
    `<path d="M200,262c-80,-10 -100,-50 -60,-70c30,20 50,40 60,70zM200,262c80,-10 100,-50 60,-70c-30,20 -50,40 -60,70z" fill="${C.leaf}"/>` +
    berries(pts, 12, C.amber) +
    `<path d="M190,120l10,8l10,-8" stroke="${C.leaf}" stroke-width="4" fill="none"/>`
  );
};

const seeds: Drawer = (r) => {
  let d = "";
  for (let k = 0; k < 22; k++) {
    const x = between(r, 120, 280);
    const y = between(r, 150, 240);
    d += leaf(x, y, between(r, 0, 360), 20, 4);
  }
  return angelica(r).replace(/stroke-width="7"/, 'stroke-width="4"') + `<path d="${d}" fill="${mix(C.amber, C.basalt, 0.45)}"/>`;
};

const citrus: Drawer = () => {
  let seg = "";
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) * Math.PI * 2;
    const b = ((k + 1) / 10) * Math.PI * 2;
    seg += `M200,150L${i0(200 + Math.cos(a) * 62)},${i0(150 + Math.sin(a) * 62)}A62,62 0 0,1 ${i0(200 + Math.cos(b) * 62)},${i0(150 + Math.sin(b) * 62)}z`;
  }
  return (
    `<circle cx="200" cy="150" r="80" fill="${C.amber}"/><circle cx="200" cy="150" r="70" fill="${C.snow}"/>` +
    `<path d="${seg}" fill="${C.lemon}" stroke="${C.snow}" stroke-width="4"/>` +
    `<path d="${leaf(262, 82, -30, 56, 16)}" fill="${C.leaf}"/>`
  );
};

const flowers: Drawer = (r) => {
  let s = "";
  let petals = "";
  for (let k = 0; k < 4; k++) {
    const x = 130 + k * 45;
    const y = between(r, 100, 150);
    s += `M${x + 10},262Q${x},200 ${x},${i0(y)}`;
    for (let p = 0; p < 6; p++) petals += leaf(x, y, p * 60, 24, 9);
  }
  return stem(s, C.leaf, 4) + `<path d="${petals}" fill="${C.snow}" stroke="${C.ice}" stroke-width="1.5"/>`;
};

const genericSprig: (colour: string) => Drawer = (colour) => (r) => {
  const p0: Pt = [110, 250];
  const p1: Pt = [190, 160];
  const p2: Pt = [290, 80];
  let leaves = "";
  for (const [x, y] of along(p0, p1, p2, 6, 0.2, 0.95))
    leaves += leaf(x, y, between(r, -150, -110), 40, 12) + leaf(x, y, between(r, -20, 20), 40, 12);
  const bs: Pt[] = [
    [280, 92],
    [262, 80],
    [296, 72],
  ];
  return stem(`M${p0}Q${p1} ${p2}`, C.leaf, 4) + `<path d="${leaves}" fill="${C.leaf}"/>` + berries(bs, 9, colour);
};

const BOTANICAL_DRAWERS: [RegExp, Drawer][] = [
  [/juniper|einiber/, juniper],
  [/angelica|hv[öo]nn/, angelica],
  [/thyme|bl[oó]ðberg|blodberg/, thyme],
  [/moss|lichen|fjallagr/, moss],
  [/crowberr|kr[æa]kiber/, crowberry],
  [/rhubarb|rabarbar/, rhubarb],
  [/sea-?weed|kelp|dulse|s[öo]l\b|þang|þari|wrack|alga|seaweed/, seaweed],
  [/bramble|blackberr|raspberr|br[oó]mber|hindber/, bramble],
  [/buckthorn|hafþyrni/, seaBuckthorn],
  [/birch|birki/, birch],
  [/bilberr|blueberr|bl[aá]ber/, blueberry],
  [/cloudberr|rowan|reyni/, cloudberry],
  [/caraway|k[uú]men|coriander|cumin|seed|fennel|dill/, seeds],
  [/lemon|orange|citrus|lime|peel|grapefruit|yuzu/, citrus],
  [/flower|blossom|meadowsweet|heather|clover|dandelion|chamomile|yarrow|elder/, flowers],
];

function botanicalSvg(bot: { slug: string; name: string; icelandicName?: string }): string {
  const W = 400;
  const H = 300;
  const key = `${bot.slug} ${bot.name} ${bot.icelandicName ?? ""}`.toLowerCase();
  const r = rng(`botanical:${bot.slug}`);
  const drawer =
    BOTANICAL_DRAWERS.find(([re]) => re.test(key))?.[1] ?? genericSprig(pick(r, [C.berry, C.red, C.amber, C.violet, C.blue]));
  let b = `<rect width="${W}" height="${H}" fill="${C.snow}"/>`;
  b += `<circle cx="200" cy="150" r="118" fill="${C.ice}" opacity=".28"/>`;
  b += `<path d="M0,${H}V238l60,-30l40,18l60,-44l70,50l50,-26l60,34l60,-20V${H}z" fill="${C.ice}" opacity=".25"/>`;
  b += drawer(r);
  const label = bot.icelandicName && bot.icelandicName !== bot.name ? `${bot.name} · ${bot.icelandicName}` : bot.name;
  const fit = fitText(label, 340, 18, 11, 1, true);
  const tw = Math.min(360, measure(fit.lines[0]!, fit.size, true) + 32);
  b += `<rect x="${i0(200 - tw / 2)}" y="${H - 38}" width="${i0(tw)}" height="28" rx="14" fill="${C.night2}"/>`;
  b += text(200, H - 24 + fit.size * 0.36, fit.lines[0]!, {
    size: fit.size,
    fill: C.snow,
    weight: 700,
    anchor: "middle",
    maxW: 340,
  });
  return svg(W, H, `${bot.name} botanical illustration`, b);
}

// ---------------------------------------------------------------------------------------------
// 5. Blog featured images
// ---------------------------------------------------------------------------------------------
function copaGlass(x: number, y: number, s: number): string {
  const top = y - 250 * s;
  return (
    `<path d="M${i0(x - 70 * s)},${i0(top)}Q${i0(x - 70 * s)},${i0(top + 120 * s)} ${i0(x)},${i0(top + 130 * s)}Q${i0(x + 70 * s)},${i0(top + 120 * s)} ${i0(x + 70 * s)},${i0(top)}z" fill="${C.ice}" opacity=".35" stroke="${C.snow}" stroke-width="3"/>` +
    `<path d="M${i0(x - 66 * s)},${i0(top + 30 * s)}H${i0(x + 66 * s)}Q${i0(x + 62 * s)},${i0(top + 118 * s)} ${i0(x)},${i0(top + 126 * s)}Q${i0(x - 62 * s)},${i0(top + 118 * s)} ${i0(x - 66 * s)},${i0(top + 30 * s)}z" fill="${C.ice}" opacity=".5"/>` +
    `<path d="M${i0(x - 36 * s)},${i0(top + 44 * s)}l28,-10l10,28l-28,10zM${i0(x + 6 * s)},${i0(top + 50 * s)}l26,6l-6,26l-26,-6z" fill="${C.snow}" opacity=".7"/>` +
    berries(
      [
        [x - 10 * s, top + 96 * s],
        [x + 14 * s, top + 100 * s],
        [x + 2 * s, top + 88 * s],
      ],
      6 * s,
      C.berry,
    ) +
    `<circle cx="${i0(x + 62 * s)}" cy="${i0(top + 4 * s)}" r="${i0(24 * s)}" fill="${C.amber}" stroke="${C.snow}" stroke-width="4"/>` +
    `<path d="M${i0(x)},${i0(top + 130 * s)}V${i0(y - 8 * s)}" stroke="${C.snow}" stroke-width="${i0(6 * s)}"/>` +
    `<ellipse cx="${i0(x)}" cy="${i0(y - 6 * s)}" rx="${i0(46 * s)}" ry="${i0(8 * s)}" fill="${C.snow}"/>`
  );
}

function potStill(x: number, y: number, s: number): string {
  return (
    `<path d="M${i0(x - 80 * s)},${i0(y)}C${i0(x - 110 * s)},${i0(y - 150 * s)} ${i0(x + 110 * s)},${i0(y - 150 * s)} ${i0(x + 80 * s)},${i0(y)}z" fill="${C.amber}"/>` +
    `<path d="M${i0(x - 26 * s)},${i0(y - 108 * s)}C${i0(x - 40 * s)},${i0(y - 170 * s)} ${i0(x + 40 * s)},${i0(y - 170 * s)} ${i0(x + 26 * s)},${i0(y - 108 * s)}z" fill="${mix(C.amber, C.basalt, 0.2)}"/>` +
    `<path d="M${i0(x)},${i0(y - 150 * s)}C${i0(x + 40 * s)},${i0(y - 230 * s)} ${i0(x + 120 * s)},${i0(y - 190 * s)} ${i0(x + 170 * s)},${i0(y - 110 * s)}" stroke="${C.amber}" stroke-width="${i0(12 * s)}" fill="none" stroke-linecap="round"/>` +
    `<rect x="${i0(x + 150 * s)}" y="${i0(y - 110 * s)}" width="${i0(50 * s)}" height="${i0(110 * s)}" rx="${i0(8 * s)}" fill="${C.ice}" opacity=".8"/>` +
    `<path d="M${i0(x - 60 * s)},${i0(y - 60 * s)}c40,-14 80,-14 120,0" stroke="${C.snow}" stroke-width="4" fill="none" opacity=".4"/>`
  );
}

function longship(x: number, y: number, s: number): string {
  return (
    `<path d="M${i0(x)},${i0(y - 200 * s)}V${i0(y - 20 * s)}" stroke="${C.basalt}" stroke-width="${i0(6 * s)}"/>` +
    `<path d="M${i0(x - 70 * s)},${i0(y - 190 * s)}H${i0(x + 70 * s)}L${i0(x + 80 * s)},${i0(y - 60 * s)}H${i0(x - 80 * s)}z" fill="${C.snow}"/>` +
    `<path d="M${i0(x - 42 * s)},${i0(y - 190 * s)}h${i0(28 * s)}l${i0(2 * s)},${i0(130 * s)}h${i0(-34 * s)}zM${i0(x + 14 * s)},${i0(y - 190 * s)}h${i0(28 * s)}l${i0(6 * s)},${i0(130 * s)}h${i0(-32 * s)}z" fill="${C.red}" opacity=".85"/>` +
    `<path d="M${i0(x - 190 * s)},${i0(y - 70 * s)}c${i0(-10 * s)},${i0(-40 * s)} ${i0(30 * s)},${i0(-50 * s)} ${i0(36 * s)},${i0(-20 * s)}L${i0(x - 150 * s)},${i0(y - 40 * s)}H${i0(x + 150 * s)}L${i0(x + 154 * s)},${i0(y - 90 * s)}c${i0(6 * s)},${i0(-30 * s)} ${i0(46 * s)},${i0(-20 * s)} ${i0(36 * s)},${i0(20 * s)}L${i0(x + 130 * s)},${i0(y)}H${i0(x - 130 * s)}z" fill="${C.basalt}"/>` +
    `<path d="${[-100, -60, -20, 20, 60, 100].map((dx) => `M${i0(x + dx * s)},${i0(y - 28 * s)}h0`).join("")}" stroke="${C.amber}" stroke-width="${i0(16 * s)}" stroke-linecap="round"/>`
  );
}

/** Left-to-right darkening behind title text (id "o"). */
const overlayGradient = () =>
  linGrad(
    "o",
    [
      [0, C.night, 0.92],
      [0.55, C.night, 0.7],
      [1, C.night, 0],
    ],
    1,
    0,
  );

function blogSvg(p: { slug: string; title: string; category?: string }): string {
  return withinBudget((lite) => blogSvgAt(p, lite));
}

function blogSvgAt(p: { slug: string; title: string; category?: string }, lite: boolean): string {
  const W = 1200;
  const H = 630;
  const key = `${p.slug} ${p.title}`.toLowerCase();
  const cat = p.category ?? "";
  const history = /history|culture/i.test(cat) || /viking|saga|history/.test(key);
  const feature: Feature = /glaci|water|\bice\b/.test(key)
    ? "glacier"
    : /lava|volcan|salt|smok/.test(key)
      ? "lava"
      : history
        ? "sea"
        : /aurora|northern lights/.test(key)
          ? "aurora"
          : /landscape|nature/.test(key)
            ? "mountains"
            : FEATURES[hash(p.slug) % FEATURES.length]!;
  const sc = scene({
    w: W,
    h: H,
    seed: `blog:${p.slug}`,
    feature,
    featureX: 720,
    detailFrom: 420,
    lite,
    sky: feature === "aurora" ? "night" : hash(p.slug) % 3 === 2 ? "twilight" : "night",
  });
  let b = sc.body;
  const mx = 1000;
  if (history) b += longship(mx, (sc.seaY ?? H - 80) + 40, 0.9);
  else if (/review/i.test(cat)) b += copaGlass(mx, H - 40, 1.25);
  else b += potStill(mx - 60, H - 40, 1.1);
  const defs = sc.defs + overlayGradient();
  b += `<rect width="760" height="${H}" fill="url(#o)"/>`;
  const fit = fitText(p.title, 620, 60, 34, 4, true);
  const lh = fit.size * 1.15;
  const blockH = fit.lines.length * lh;
  const y0 = Math.round(330 - blockH / 2 + fit.size * 0.8);
  if (cat) {
    const cw = measure(cat.toUpperCase(), 16, true, 2) + 36;
    b += `<rect x="72" y="${y0 - fit.size - 58}" width="${i0(cw)}" height="36" rx="18" fill="${C.amber}"/>`;
    b += text(90, y0 - fit.size - 34, cat.toUpperCase(), { size: 16, fill: C.night, weight: 700, spacing: 2 });
  }
  b += textLines(72, y0, fit.lines, lh, { size: fit.size, fill: C.snow, weight: 800, maxW: 640 });
  b += `<path d="M72,${H - 66}h40" stroke="${C.green}" stroke-width="4"/>`;
  b += text(124, H - 60, "THE GINS OF ICELAND", { size: 18, fill: C.ice, weight: 700, spacing: 3 });
  return svg(W, H, p.title, b, defs);
}

// ---------------------------------------------------------------------------------------------
// 6. Curator portrait and the default social card
// ---------------------------------------------------------------------------------------------
function curatorSvg(): string {
  const W = 400;
  const H = 400;
  const r = rng("curator");
  const defs = `<clipPath id="c"><circle cx="200" cy="180" r="150"/></clipPath>`;
  let b = `<rect width="${W}" height="${H}" fill="${C.snow}"/>`;
  b += `<circle cx="200" cy="180" r="150" fill="${C.night2}"/>`;
  b += `<g clip-path="url(#c)">`;
  b += stars(r, 14, W, 40, 150, 2.5, 0.7);
  b += auroraBand(r, W, 90, 20, C.green, 30, 0.3);
  b += `<path d="M30,260L110,190L160,230L230,170L320,250L370,220V340H30z" fill="${mix(C.night2, C.ice, 0.2)}"/>`;
  b += `<path d="M110,190l-14,12l10,2l12,-6zM230,170l-18,16l12,2l14,-8z" fill="${C.snow}" opacity=".8"/>`;
  // shoulders in a lopapeysa with a patterned yoke
  b += `<path d="M70,340C80,270 130,250 200,250C270,250 320,270 330,340z" fill="${C.teal}"/>`;
  b += `<path d="M112,272C150,300 250,300 288,272" stroke="${C.snow}" stroke-width="14" fill="none"/>`;
  b += `<path d="M112,272C150,300 250,300 288,272" stroke="${C.night2}" stroke-width="5" stroke-dasharray="6 6" fill="none"/>`;
  b += `<path d="M98,296C150,326 250,326 302,296" stroke="${C.amber}" stroke-width="6" fill="none"/>`;
  b += `<path d="M176,252h48v-28h-48z" fill="${mix(C.amber, C.snow, 0.55)}"/>`;
  b += `</g>`;
  b += `<circle cx="200" cy="180" r="150" fill="none" stroke="${C.teal}" stroke-width="4"/>`;
  // head: neutral, faceless
  b += `<ellipse cx="200" cy="182" rx="46" ry="54" fill="${mix(C.amber, C.snow, 0.55)}"/>`;
  b += `<path d="M152,176C148,124 252,116 250,178C238,150 196,140 160,160z" fill="${C.basalt}"/>`;
  // beanie
  b += `<path d="M150,160C150,104 250,104 250,160z" fill="${C.violet}"/><rect x="146" y="150" width="108" height="16" rx="8" fill="${mix(C.violet, C.night, 0.3)}"/><circle cx="200" cy="106" r="10" fill="${C.snow}"/>`;
  b += text(200, 372, "The Curator", { size: 26, fill: C.night2, weight: 700, anchor: "middle" });
  return svg(W, H, "The Curator — illustrated portrait placeholder", b, defs);
}

function ogSvg(): string {
  const W = 1200;
  const H = 630;
  const sc = scene({ w: W, h: H, seed: "og-default", feature: "mountains", sky: "night", detailFrom: 300 });
  const spec = bottleSpec({ name: "Gin", type: "Gin", slug: "og", alcohol: "" } as ProductRecord, "gin");
  const bx = 960;
  const d = bottlePath(spec, bx, H - 50);
  let b = sc.body;
  b += `<path d="${d}" fill="${C.ice}" fill-opacity=".3" stroke="${C.snow}" stroke-width="3"/>`;
  b += `<rect x="${bx - 23}" y="${H - 50 - spec.bh - spec.sh - spec.nh - 28}" width="46" height="34" rx="4" fill="${C.amber}"/>`;
  b += `<rect x="${bx - 52}" y="${H - 190}" width="104" height="90" rx="4" fill="${C.snow}"/>`;
  b += `<path d="${starPath(bx, H - 150, 18, 7)}" fill="${C.amber}"/>`;
  b += `<path d="M${bx - 30},${H - 118}h60" stroke="${C.teal}" stroke-width="3"/>`;
  b += `<rect width="860" height="${H}" fill="url(#o)"/>`;
  b += text(80, 300, "The Gins of Iceland", { size: 84, fill: C.snow, weight: 800, maxW: 760 });
  b += text(84, 360, "Gin, vodka, whisky & brennivín from the land of fire and ice", { size: 28, fill: C.ice, maxW: 760 });
  b += `<path d="M84,400h80" stroke="${C.green}" stroke-width="5"/>`;
  return svg(W, H, "The Gins of Iceland", b, sc.defs + overlayGradient());
}

// ---------------------------------------------------------------------------------------------
// Content loading and writing
// ---------------------------------------------------------------------------------------------
type Loaded = { status: "ok"; mod: Record<string, unknown> } | { status: "missing" } | { status: "error"; error: string };
const warnings: string[] = [];
const warn = (msg: string) => {
  warnings.push(msg);
  console.warn(`warning: ${msg}`);
};

async function load(rel: string): Promise<Loaded> {
  const file = join(ROOT, rel);
  if (!existsSync(file)) return { status: "missing" };
  try {
    return { status: "ok", mod: (await import(pathToFileURL(file).href)) as Record<string, unknown> };
  } catch (e) {
    return { status: "error", error: e instanceof Error ? (e.message.split("\n")[0] ?? "") : String(e) };
  }
}

/** One catalogue folder or file (content/catalogue-files.ts); undefined, with a warning, when it has problems. */
function readContent<T>(rel: string, skipped: string, read: () => T): T | undefined {
  try {
    return read();
  } catch (e) {
    const problems = e instanceof ContentError ? e.problems.join("; ") : e instanceof Error ? e.message : String(e);
    warn(`${rel} could not be read (${problems}); ${skipped}`);
    return undefined;
  }
}

const isRecord = (v: unknown): v is { slug: string; name: string } =>
  !!v &&
  typeof v === "object" &&
  typeof (v as { slug?: unknown }).slug === "string" &&
  typeof (v as { name?: unknown }).name === "string";
const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Named exports (arrays or single records); falls back to any product-like export. */
function recordsOf<T>(mod: Record<string, unknown>, names: string[], rel: string, looksRight: (v: unknown) => boolean): T[] {
  const out: unknown[] = [];
  let found = false;
  for (const name of names) {
    const v = mod[name];
    if (v === undefined) {
      warn(`${rel}: export "${name}" not found`);
      continue;
    }
    found = true;
    out.push(...(Array.isArray(v) ? v : [v]));
  }
  if (!found) {
    for (const v of Object.values(mod)) {
      const list = Array.isArray(v) ? v : [v];
      if (list.length && list.every(looksRight)) out.push(...list);
    }
  }
  return out.filter((v) => {
    if (!looksRight(v)) return false;
    if (!SLUG_RE.test((v as { slug: string }).slug)) {
      warn(`${rel}: skipping record with unusable slug "${(v as { slug: string }).slug}"`);
      return false;
    }
    return true;
  }) as T[];
}

interface Family {
  name: string;
  dir: string;
  files: Map<string, string>;
  /** whether stale files in the folder may be deleted */
  complete: boolean;
}
const families: Family[] = [];
function family(name: string, dir: string): Family {
  const f: Family = { name, dir, files: new Map(), complete: true };
  families.push(f);
  return f;
}

interface WriteStats {
  written: number;
  unchanged: number;
  deleted: number;
  largest: { path: string; bytes: number };
  oversize: string[];
}
const stats: WriteStats = { written: 0, unchanged: 0, deleted: 0, largest: { path: "", bytes: 0 }, oversize: [] };

function writeFile(path: string, content: string) {
  const bytes = Buffer.byteLength(content);
  if (bytes > stats.largest.bytes) stats.largest = { path, bytes };
  if (bytes > MAX_BYTES) stats.oversize.push(`${path} (${bytes} B)`);
  if (existsSync(path) && readFileSync(path, "utf8") === content) {
    stats.unchanged++;
    return;
  }
  if (CHECK) {
    outOfDate.push(`${existsSync(path) ? "differs" : "missing"}: ${path}`);
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  stats.written++;
}

async function main() {
  // 1. bottles
  const bottles = family("bottles", "bottles");
  const productSources: { folder: ProductFolder; fallback?: Category }[] = [
    { folder: "gins", fallback: "gin" },
    { folder: "whiskies", fallback: "whisky" },
    { folder: "vodkas", fallback: "vodka" },
    { folder: "brennivin", fallback: "brennivin" },
    { folder: "otherSpirits" },
  ];
  for (const src of productSources) {
    const records = readContent(`content/${PRODUCT_FOLDERS[src.folder]}`, "its bottles are skipped", () =>
      loadProducts(src.folder, CONTENT),
    );
    if (!records) {
      bottles.complete = false;
      continue;
    }
    for (const rec of records) {
      if (bottles.files.has(rec.slug)) {
        warn(`duplicate product slug "${rec.slug}" in content/${PRODUCT_FOLDERS[src.folder]}; first one kept`);
        continue;
      }
      const category = guessCategory(rec, src.fallback);
      bottles.files.set(rec.slug, bottleSvg(rec, category));
    }
  }

  // 2-3. distillery scenes and logos
  const scenes = family("distilleries", "distilleries");
  const logos = family("logos", "logos");
  const reyka: DistilleryLike = { slug: "reyka-distillery", name: "Reyka Distillery", location: "Borgarnes" };
  const profiles = readContent(
    `content/${DISTILLERY_FOLDER}`,
    "distillery scenes/logos are skipped except the fixed ones",
    () => loadDistilleries(CONTENT).distilleryProfiles,
  );
  if (!profiles) {
    scenes.complete = false;
    logos.complete = false;
  }
  for (const p of profiles ?? []) {
    scenes.files.set(p.slug, distillerySvg(p));
    if (p.hasLogo) logos.files.set(p.slug, logoSvg(p));
  }
  if (!scenes.files.has(reyka.slug)) scenes.files.set(reyka.slug, distillerySvg(reyka));
  if (!logos.files.has(reyka.slug)) logos.files.set(reyka.slug, logoSvg(reyka));
  scenes.files.set(
    "distillery-default",
    distillerySvg({ slug: "distillery-default", name: "Icelandic Distillery", location: "Iceland" }),
  );

  // 4. botanicals
  const bots = family("botanicals", "botanicals");
  const botanicals = readContent(`content/${BOTANICALS_FILE}`, "botanicals skipped", () => loadBotanicals(CONTENT));
  if (!botanicals) bots.complete = false;
  for (const bot of botanicals ?? []) bots.files.set(bot.slug, botanicalSvg(bot));
  bots.files.set("botanical-default", botanicalSvg({ slug: "botanical-default", name: "Icelandic Botanicals" }));

  // 5. blog: one Markdown file per post, its title and category in the YAML front matter
  const blog = family("blog", "blog");
  const postsDir = join(ROOT, "content/blog/posts");
  if (!existsSync(postsDir)) warn("content/blog/posts is missing; blog images skipped");
  else {
    const { parseFrontMatter } = await import(pathToFileURL(join(ROOT, "app/lib/catalogue/blog-body.ts")).href);
    for (const f of readdirSync(postsDir)
      .filter((f) => f.endsWith(".md"))
      .sort()) {
      const rel = `content/blog/posts/${f}`;
      let post: Partial<BlogPostRecord> | undefined;
      try {
        post = parseFrontMatter(readFileSync(join(postsDir, f), "utf8")).data as Partial<BlogPostRecord>;
      } catch (error) {
        warn(`${rel} could not be read (${(error as Error).message}); skipped`);
        blog.complete = false;
        continue;
      }
      if (!post || typeof post.title !== "string") {
        warn(`${rel} has no title in its front matter; skipped`);
        blog.complete = false;
        continue;
      }
      const slug = basename(f, ".md");
      blog.files.set(slug, blogSvg({ slug, title: post.title, category: post.category }));
    }
  }

  // write families, delete stale files
  for (const fam of families) {
    const dir = join(OUT, fam.dir);
    for (const [slug, content] of [...fam.files].sort(([a], [b]) => a.localeCompare(b)))
      writeFile(join(dir, `${slug}.svg`), content);
    if (!existsSync(dir)) continue;
    const stale = readdirSync(dir).filter((f) => f.endsWith(".svg") && !fam.files.has(f.slice(0, -4)));
    if (!stale.length) continue;
    if (!fam.complete) {
      warn(`${fam.dir}: ${stale.length} file(s) without a current slug kept, because a content file failed to import`);
      continue;
    }
    for (const f of stale) {
      if (CHECK) {
        outOfDate.push(`stale: ${join(dir, f)}`);
        continue;
      }
      unlinkSync(join(dir, f));
      stats.deleted++;
      console.log(`deleted stale ${fam.dir}/${f}`);
    }
  }
  // 6. singles
  writeFile(join(OUT, "curator.svg"), curatorSvg());
  writeFile(join(OUT, "og-default.svg"), ogSvg());

  // summary
  console.log("\nArtwork summary");
  for (const fam of families) {
    const sizes = [...fam.files.values()].map((content) => Buffer.byteLength(content));
    console.log(`  ${fam.name.padEnd(13)} ${String(fam.files.size).padStart(3)} file(s), largest ${Math.max(0, ...sizes)} B`);
  }
  console.log(`  singles         2 file(s) (curator.svg, og-default.svg)`);
  console.log(`  written ${stats.written}, unchanged ${stats.unchanged}, deleted ${stats.deleted}`);
  console.log(`  largest file: ${stats.largest.path.replace(ROOT + "/", "")} (${stats.largest.bytes} B)`);
  if (stats.oversize.length) console.log(`  OVER ${MAX_BYTES} B: ${stats.oversize.join(", ")}`);
  if (warnings.length) console.log(`  ${warnings.length} warning(s); see above`);
  if (CHECK && outOfDate.length) {
    console.error(`\nThe committed artwork is out of date; run \`npm run artwork\` and commit:\n  ${outOfDate.join("\n  ")}`);
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
