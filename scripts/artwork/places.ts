/** Distillery scenes and logo marks. */
import { C, between, fitText, hash, i0, measure, mix, rng, svg, text, textLines, withinBudget } from "./svg";
import { FEATURES, scene } from "./scenes";

// ---------------------------------------------------------------------------------------------
// 2. Distillery scenes
// ---------------------------------------------------------------------------------------------
export interface DistilleryLike {
  slug: string;
  name: string;
  location?: string;
}

export function distillerySvg(d: DistilleryLike): string {
  return withinBudget((lite) => distillerySvgAt(d, lite));
}

export function distillerySvgAt(d: DistilleryLike, lite: boolean): string {
  const W = 800;
  const H = 450;
  const r = rng(`place:${d.slug}`);
  const feature = FEATURES[hash(d.slug) % FEATURES.length]!;
  const bx = Math.round(between(r, 0.4, 0.78) * W);
  const sc = scene({ w: W, h: H, seed: `scene:${d.slug}`, feature, buildingX: bx, lite });
  // No caption: every page that shows this picture prints the name and place beside it.
  const b = sc.body;
  return svg(W, H, `${d.name} — illustrated Icelandic landscape`, b, sc.defs);
}

// ---------------------------------------------------------------------------------------------
// 3. Logos
// ---------------------------------------------------------------------------------------------
export const STOP_WORDS = new Set(["the", "of", "and", "&", "ehf", "ehf.", "hf", "hf.", "og", "a", "an"]);
export const GENERIC = /^(distillery|distillers|distilling|distillerie|brugghús|spirits|co\.?|company|iceland|icelandic)$/i;

export function initials(name: string): string {
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

export function logoSvg(d: DistilleryLike): string {
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
