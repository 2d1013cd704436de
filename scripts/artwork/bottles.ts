/**
 * Bottle drawings. Each is built from what the content says about the bottle: its kind, its words
 * ("Old Tom", "Pink", "Sherry Cask", "Young Malt"...), its botanicals and its distillery. A distillery
 * has a house style (one bottle shape and closure per brand), and each bottle's label layout, colour
 * and emblem tell it apart within the family. A drawing is an illustration, not a claim nor a copy: the label
 * carries no lettering at all (no name, brand, strength, year, medal or ribbon), only its emblem.
 */
import type { ProductFolder } from "../../content/catalogue-files";
import type { ProductRecord } from "../../content/schema";
import { C, linGrad, mix, n, svg } from "./svg";

export type Category = "gin" | "vodka" | "whisky" | "liqueur" | "brennivin" | "limoncello" | "aquavit" | "rum";
const CATEGORIES: Category[] = ["gin", "vodka", "whisky", "liqueur", "brennivin", "limoncello", "aquavit", "rum"];
export const SHAPES = ["slim", "classic", "square", "round", "flask", "apothecary", "decanter", "cone"] as const;
export type Shape = (typeof SHAPES)[number];
export const CLOSURES = ["cork", "screw", "wax", "glass"] as const;
export type Closure = (typeof CLOSURES)[number];
export const LAYOUTS = ["band", "panel", "shield", "oval", "wrap", "collar"] as const;
export type Layout = (typeof LAYOUTS)[number];
export type Emblem =
  "juniper" | "flower" | "umbel" | "sprig" | "leaf" | "berries" | "wave" | "citrus" | "grain" | "smoke" | "seeds" | "peak";

export function guessCategory(rec: { type?: string; name?: string; category?: string }, fallback?: Category): Category {
  if (rec.category && (CATEGORIES as string[]).includes(rec.category)) return rec.category as Category;
  const s = `${rec.type ?? ""} ${rec.name ?? ""}`.toLowerCase();
  if (/limoncello/.test(s)) return "limoncello";
  if (/aqua?vit|akvavit|ákavíti/.test(s)) return "aquavit";
  if (/\brum\b|\bromm\b/.test(s)) return "rum";
  if (/brenniv[ií]n/.test(s)) return "brennivin";
  if (/liqueur|líkjör|likjor|schnapps|cream/.test(s)) return "liqueur";
  if (/whisk/.test(s)) return "whisky";
  if (/vodka/.test(s)) return "vodka";
  if (/\bgin\b/.test(s)) return "gin";
  return fallback ?? "liqueur";
}

/** The kind a catalogue folder's bottles are when their record does not say (other spirits: from their words). */
export const FOLDER_KIND: Record<ProductFolder, Category | undefined> = {
  gins: "gin",
  whiskies: "whisky",
  vodkas: "vodka",
  brennivin: "brennivin",
  otherSpirits: undefined,
};

export interface Design {
  shape: Shape;
  closure: Closure;
  layout: Layout;
  /** glass tint and opacity */
  glass: string;
  glassOp: number;
  liquid: string;
  liquidOp: number;
  /** [top, bottom] liquid instead of a flat colour (colour-changing gin) */
  gradient?: [string, string];
  label: string;
  ink: string;
  accent: string;
  /** closure colour (metal, wood, wax) */
  cap: string;
  /** backdrop tint */
  backdrop: string;
  emblem: Emblem;
}

type Style = Partial<Omit<Design, "emblem">>;
const WOOD = "#9a6a3c";
const CREAM = mix(C.snow, C.amber, 0.22);
const KRAFT = mix(C.amber, C.basalt, 0.35);
const STEEL = mix(C.snow, C.night2, 0.35);
const CLEAR = { glass: C.ice, glassOp: 0.2, liquid: C.snow, liquidOp: 0.12 };

/** Per kind, before the house style. */
const KIND: Record<Category, Style> = {
  gin: {
    shape: "classic",
    closure: "screw",
    layout: "panel",
    ...CLEAR,
    label: C.snow,
    ink: C.night2,
    accent: C.teal,
    cap: STEEL,
  },
  vodka: { shape: "slim", closure: "screw", layout: "band", ...CLEAR, label: C.snow, ink: C.night2, accent: C.ice, cap: STEEL },
  whisky: {
    shape: "decanter",
    closure: "cork",
    layout: "panel",
    glass: C.snow,
    glassOp: 0.16,
    liquid: C.amber,
    liquidOp: 0.9,
    label: CREAM,
    ink: C.night,
    accent: KRAFT,
    cap: WOOD,
  },
  brennivin: {
    shape: "classic",
    closure: "screw",
    layout: "band",
    glass: C.bottle,
    glassOp: 0.9,
    liquid: C.snow,
    liquidOp: 0,
    label: C.black,
    ink: C.snow,
    accent: C.green,
    cap: C.black,
  },
  liqueur: {
    shape: "round",
    closure: "cork",
    layout: "oval",
    ...CLEAR,
    liquid: C.amber,
    liquidOp: 0.85,
    label: CREAM,
    ink: C.night,
    accent: C.leaf,
    cap: WOOD,
  },
  limoncello: {
    shape: "slim",
    closure: "screw",
    layout: "oval",
    ...CLEAR,
    liquid: C.lemon,
    liquidOp: 0.9,
    label: C.snow,
    ink: C.night,
    accent: C.amber,
    cap: C.amber,
  },
  aquavit: {
    shape: "flask",
    closure: "screw",
    layout: "panel",
    ...CLEAR,
    liquid: mix(C.snow, C.amber, 0.3),
    liquidOp: 0.45,
    label: C.snow,
    ink: C.night2,
    accent: C.teal,
    cap: C.teal,
  },
  rum: {
    shape: "round",
    closure: "cork",
    layout: "band",
    ...CLEAR,
    liquid: mix(C.snow, C.amber, 0.15),
    liquidOp: 0.35,
    label: CREAM,
    ink: C.night,
    accent: C.amber,
    cap: WOOD,
  },
};

/**
 * House styles by distillery (distilleryRef, or the slug of the distillery's name). Illustrative, not
 * a record of the real bottles: they give each distillery's bottles one family look.
 */
const HOUSES: Record<string, Partial<Record<Category | "*", Style>>> = {
  "64-reykjavik-distillery": {
    "*": { shape: "square", closure: "cork", cap: WOOD, label: C.snow, accent: C.teal, backdrop: C.teal },
    vodka: { shape: "slim", closure: "screw", layout: "band" },
    aquavit: { shape: "flask", closure: "cork", layout: "panel" },
  },
  "eimverk-distillery": {
    "*": { backdrop: KRAFT },
    gin: { shape: "apothecary", closure: "cork", cap: WOOD, label: C.snow, layout: "band", accent: C.leaf },
    whisky: { shape: "decanter", closure: "cork" },
    brennivin: {
      shape: "flask",
      closure: "screw",
      glass: C.black,
      glassOp: 0.85,
      label: C.red,
      ink: C.snow,
      accent: C.amber,
      cap: C.black,
    },
  },
  "freyja-distillery": {
    "*": { shape: "round", closure: "cork", layout: "oval", label: C.pink, accent: C.violet, cap: WOOD, backdrop: C.violet },
  },
  "glacier-spirits": {
    "*": {
      shape: "cone",
      closure: "screw",
      glass: C.ice,
      glassOp: 0.4,
      label: C.night2,
      ink: C.snow,
      accent: C.ice,
      layout: "band",
      backdrop: C.ice,
    },
  },
  "reykjavik-distillery": {
    "*": {
      shape: "slim",
      closure: "wax",
      glass: C.black,
      glassOp: 0.8,
      cap: C.red,
      label: C.black,
      ink: C.snow,
      accent: C.red,
      layout: "shield",
      backdrop: C.red,
    },
  },
  "himbrimi-distillery": {
    "*": {
      shape: "apothecary",
      closure: "glass",
      label: C.night2,
      ink: C.snow,
      accent: C.amber,
      layout: "panel",
      backdrop: C.night2,
    },
  },
  "volcanic-drinks-distillery": {
    "*": {
      shape: "cone",
      closure: "cork",
      cap: WOOD,
      label: C.basalt,
      ink: C.snow,
      accent: C.amber,
      layout: "shield",
      backdrop: C.basalt,
    },
  },
  "thoran-distillery": {
    "*": {
      shape: "classic",
      closure: "wax",
      cap: C.blue,
      label: C.snow,
      ink: C.night2,
      accent: C.blue,
      layout: "wrap",
      backdrop: C.blue,
    },
    limoncello: { shape: "slim", closure: "screw", cap: C.amber, layout: "oval", accent: C.amber },
  },
  "og-natura": {
    "*": {
      shape: "flask",
      closure: "cork",
      cap: WOOD,
      label: KRAFT,
      ink: C.snow,
      accent: C.green,
      layout: "panel",
      backdrop: C.leaf,
    },
    vodka: { layout: "band", label: C.snow, ink: C.night, accent: C.leaf },
  },
  "eyland-distillery": {
    "*": {
      shape: "decanter",
      closure: "glass",
      label: C.black,
      ink: C.amber,
      accent: C.amber,
      layout: "oval",
      backdrop: C.amber,
    },
  },
  "hovdenak-distillery": {
    "*": {
      shape: "square",
      closure: "screw",
      cap: C.night2,
      label: C.night2,
      ink: C.snow,
      accent: C.ice,
      layout: "band",
      backdrop: C.night2,
    },
    vodka: { shape: "slim", layout: "collar" },
  },
  "studlaberg-distillery": {
    "*": {
      shape: "decanter",
      closure: "wax",
      cap: C.basalt,
      label: C.basalt,
      ink: C.snow,
      accent: C.ice,
      layout: "panel",
      backdrop: C.basalt,
    },
  },
  "reykjavik-spirits": {
    "*": {
      shape: "classic",
      closure: "screw",
      cap: C.night2,
      label: C.snow,
      accent: C.night2,
      layout: "band",
      backdrop: C.teal,
    },
    vodka: { shape: "slim", layout: "collar" },
  },
  "foss-distillery": {
    "*": { shape: "slim", closure: "cork", cap: WOOD, label: C.snow, accent: C.leaf, layout: "collar", backdrop: C.leaf },
    liqueur: { shape: "round", layout: "oval" },
  },
  "olgerdin-egill-skallagrimsson": { "*": { shape: "classic", closure: "screw" } },
  "halogi-distillery-spirits-of-iceland": {
    "*": { shape: "flask", closure: "cork", cap: WOOD, layout: "shield", backdrop: C.teal },
  },
  "reyka-distillery": {
    "*": {
      shape: "slim",
      closure: "screw",
      glass: C.ice,
      glassOp: 0.35,
      label: C.snow,
      accent: C.blue,
      layout: "panel",
      backdrop: C.ice,
    },
  },
};

const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/ð/g, "d")
    .replace(/þ/g, "th")
    .replace(/æ/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** What the words of a bottle say, applied after the house style (first match of each group wins). */
function byWords(s: string, category: Category): Style {
  const o: Style = {};
  // colour of what is inside, and a label to match
  if (/colou?r[- ]?chang/.test(s))
    Object.assign(o, { gradient: [C.blue, C.violet], liquidOp: 0.9, label: C.violet, ink: C.snow, accent: C.pink });
  else if (/\bpink\b|ros[eé]|raspberr/.test(s))
    Object.assign(o, { liquid: C.pink, liquidOp: 0.8, label: mix(C.pink, C.snow, 0.55), ink: C.night, accent: C.red });
  else if (/\bblue\b/.test(s)) Object.assign(o, { liquid: C.blue, liquidOp: 0.75, label: C.blue, ink: C.snow, accent: C.ice });
  else if (/sloe/.test(s))
    Object.assign(o, { liquid: mix(C.berry, C.red, 0.35), liquidOp: 0.85, label: C.berry, ink: C.snow, accent: C.pink });
  else if (/lemon|limoncello/.test(s))
    Object.assign(o, { liquid: C.lemon, liquidOp: 0.85, label: C.lemon, ink: C.night, accent: C.amber });
  else if (/christmas|jóla/.test(s))
    Object.assign(o, { liquid: C.amber, liquidOp: 0.8, label: C.red, ink: C.snow, accent: C.amber, closure: "wax", cap: C.red });
  else if (/barrel|cask-aged/.test(s))
    Object.assign(o, {
      liquid: C.amber,
      liquidOp: 0.85,
      label: KRAFT,
      ink: C.snow,
      accent: C.amber,
      closure: "wax",
      cap: C.night,
    });
  else if (/navy/.test(s))
    Object.assign(o, {
      glass: mix(C.night2, C.blue, 0.3),
      glassOp: 0.9,
      liquidOp: 0,
      label: C.night2,
      ink: C.snow,
      accent: C.amber,
    });
  else if (/crowberr|krækiber/.test(s))
    Object.assign(o, { liquid: mix(C.berry, C.night, 0.3), liquidOp: 0.9, label: C.berry, ink: C.snow, accent: C.violet });
  else if (/coffee|kaffi/.test(s))
    Object.assign(o, { liquid: mix(C.basalt, C.amber, 0.25), liquidOp: 0.95, label: C.black, ink: C.snow, accent: C.amber });
  else if (/chocolate|súkkulaði/.test(s))
    Object.assign(o, { liquid: mix(C.amber, C.basalt, 0.45), liquidOp: 0.9, label: CREAM, ink: C.night, accent: KRAFT });
  else if (/blueberr|bláber/.test(s))
    Object.assign(o, { liquid: mix(C.blue, C.berry, 0.5), liquidOp: 0.9, label: C.ice, ink: C.night, accent: C.blue });
  else if (/birch/.test(s) && /liqueur/.test(s))
    // the sweeter, syrup-sweetened birch liqueur: a darker amber than the birch snaps beside it
    Object.assign(o, { liquid: C.amber, liquidOp: 0.8, label: CREAM, ink: C.night, accent: C.amber });
  else if (/birch/.test(s))
    Object.assign(o, { liquid: mix(C.amber, C.snow, 0.3), liquidOp: 0.7, label: C.snow, ink: C.night, accent: C.black });
  // whisky finishes
  if (category === "whisky") {
    if (/sherry/.test(s))
      Object.assign(o, {
        liquid: mix(C.amber, C.red, 0.35),
        label: mix(C.red, C.basalt, 0.45),
        ink: C.snow,
        accent: C.amber,
        layout: "wrap",
      });
    else if (/stout/.test(s))
      Object.assign(o, { liquid: mix(C.amber, C.basalt, 0.3), label: C.black, ink: C.snow, accent: C.amber, layout: "wrap" });
    else if (/mead/.test(s))
      Object.assign(o, { liquid: mix(C.amber, C.lemon, 0.35), label: C.lemon, ink: C.night, accent: KRAFT, layout: "wrap" });
    else if (/birch/.test(s)) Object.assign(o, { layout: "wrap" });
    else if (/young malt/.test(s))
      Object.assign(o, {
        liquid: mix(C.lemon, C.snow, 0.2),
        liquidOp: 0.7,
        layout: "band",
        label: /smok/.test(s) ? C.basalt : C.snow,
        ink: /smok/.test(s) ? C.snow : C.night2,
      });
    else if (/smok/.test(s)) Object.assign(o, { label: C.basalt, ink: C.snow, accent: C.ice, layout: "collar" });
    else if (/cask strength|distiller'?s choice/.test(s))
      Object.assign(o, {
        closure: "wax",
        cap: mix(C.red, C.basalt, 0.4),
        label: C.night,
        ink: C.amber,
        accent: C.amber,
        layout: "panel",
      });
    else if (/single malt/.test(s)) Object.assign(o, { layout: "shield" });
  }
  if (/old tom/.test(s))
    Object.assign(o, {
      shape: "apothecary",
      layout: "shield",
      label: CREAM,
      ink: C.night,
      liquid: mix(C.snow, C.amber, 0.4),
      liquidOp: 0.5,
    });
  if (/limited|edition/.test(s) && category === "gin")
    Object.assign(o, { layout: "wrap", label: C.black, ink: C.snow, accent: C.ice });
  if (/unfiltered/.test(s)) Object.assign(o, { layout: "collar" });
  if (/\bdry\b/.test(s) && category === "gin") Object.assign(o, { layout: "shield" });
  if (/winterbird|winter/.test(s)) Object.assign(o, { label: C.ice, ink: C.night, accent: C.night2 });
  if (/eagle/.test(s)) Object.assign(o, { layout: "panel", label: C.snow, ink: C.night, accent: C.amber });
  if (/juniper/.test(s) && category === "gin") Object.assign(o, { layout: "band", label: C.leaf, ink: C.snow, accent: C.green });
  if (/maritime/.test(s)) Object.assign(o, { label: C.snow, accent: C.blue });
  return o;
}

const EMBLEMS: [RegExp, Emblem][] = [
  [/smok/, "smoke"],
  [/butterfly|flower|blossom|pea/, "flower"],
  [/sea-?weed|kelp|dulse|söl|maritime|sea\b/, "wave"],
  [/lemon|citrus|orange|lime/, "citrus"],
  [/sloe|crowberr|bilberr|blueberr|raspberr|berry|berries|rhubarb/, "berries"],
  [/birch/, "leaf"],
  [/thyme|herb|moss/, "sprig"],
  [/angelica|hvönn|hvonn/, "umbel"],
  [/caraway|cumin|seed/, "seeds"],
  [/barley|malt|grain|whisk/, "grain"],
  [/glacier|volcan|north|katla|mountain|loki/, "peak"],
  [/juniper/, "juniper"],
];
function emblemFor(rec: ProductRecord, category: Category): Emblem {
  const name = `${rec.name} ${rec.type}`.toLowerCase();
  // the name first, then the botanicals in their order, skipping the ones most bottles share
  const common = /^(juniper|coriander|angelica root|lemon peel)$/i;
  const keys = [
    name,
    ...rec.botanicals.filter((b) => !common.test(b)).map((b) => b.toLowerCase()),
    rec.botanicals.join(" ").toLowerCase(),
  ];
  for (const key of keys) for (const [re, e] of EMBLEMS) if (re.test(key)) return e;
  return category === "gin" ? "juniper" : category === "whisky" ? "grain" : "peak";
}

export function bottleDesign(rec: ProductRecord, category: Category): Design {
  // Own keys only: a content file's distilleryRef of "constructor" is no house.
  const houseOf = (key: string) => (Object.hasOwn(HOUSES, key) ? HOUSES[key] : undefined);
  const house = houseOf(rec.distilleryRef ?? slugOf(rec.distillery)) ?? houseOf(slugOf(rec.distillery)) ?? {};
  const s = `${rec.type} ${rec.name}`.toLowerCase();
  const merged: Style = { backdrop: C.night2, ...KIND[category], ...house["*"], ...house[category], ...byWords(s, category) };
  return { ...(merged as Omit<Design, "emblem">), emblem: emblemFor(rec, category) };
}

// ---------------------------------------------------------------------------------------------
// Geometry: each silhouette is its right half (x from the centre, h above the base), mirrored.
// ---------------------------------------------------------------------------------------------
type Seg = [number, number] | [number, number, number, number]; // [x, h] or [x, h, control x, control h]
const PROFILES: Record<Shape, { segs: Seg[]; label: [number, number, number] }> = {
  // label: [bottom h, top h, half width] of the flat body a label sits on
  slim: {
    segs: [
      [38, 0],
      [46, 8, 46, 0],
      [46, 214],
      [15, 262, 46, 254],
      [15, 318],
    ],
    label: [18, 204, 46],
  },
  classic: {
    segs: [
      [50, 0],
      [62, 12, 62, 0],
      [62, 172],
      [16, 236, 62, 228],
      [16, 290],
    ],
    label: [16, 168, 62],
  },
  square: {
    segs: [
      [58, 0],
      [66, 8, 66, 0],
      [66, 204],
      [54, 214, 66, 214],
      [22, 214],
      [18, 218, 18, 214],
      [18, 284],
    ],
    label: [14, 198, 66],
  },
  round: {
    segs: [
      [46, 0],
      [82, 70, 84, 4],
      [17, 150, 80, 146],
      [17, 208],
    ],
    label: [22, 124, 72],
  },
  flask: {
    segs: [
      [34, 0],
      [60, 26, 60, 0],
      [62, 150, 68, 88],
      [18, 214],
      [18, 262],
    ],
    label: [22, 150, 60],
  },
  apothecary: {
    segs: [
      [76, 0],
      [86, 10, 86, 0],
      [86, 132],
      [70, 152, 86, 152],
      [30, 152],
      [28, 158, 28, 152],
      [28, 184],
      [33, 188],
      [33, 196],
    ],
    label: [14, 130, 86],
  },
  decanter: {
    segs: [
      [78, 0],
      [84, 6],
      [84, 152],
      [70, 172],
      [22, 178],
      [22, 222],
      [26, 226],
      [26, 232],
    ],
    label: [14, 146, 84],
  },
  cone: {
    segs: [
      [74, 0],
      [74, 8],
      [42, 214],
      [16, 240, 34, 236],
      [16, 292],
    ],
    label: [14, 150, 60],
  },
};

const W = 300;
const H = 400;
const CX = 150;
const B = 374;
const X = (x: number) => n(CX + x);
const Y = (h: number) => n(B - h);

function outline(segs: Seg[]): string {
  let d = `M${X(-segs[0]![0])},${Y(segs[0]![1])}L${X(segs[0]![0])},${Y(segs[0]![1])}`;
  for (const s of segs.slice(1)) d += s.length === 4 ? `Q${X(s[2])},${Y(s[3])} ${X(s[0])},${Y(s[1])}` : `L${X(s[0])},${Y(s[1])}`;
  const last = segs[segs.length - 1]!;
  d += `L${X(-last[0])},${Y(last[1])}`;
  for (let k = segs.length - 1; k > 0; k--) {
    const s = segs[k]!;
    const prev = segs[k - 1]!;
    d += s.length === 4 ? `Q${X(-s[2])},${Y(s[3])} ${X(-prev[0])},${Y(prev[1])}` : `L${X(-prev[0])},${Y(prev[1])}`;
  }
  return d + "Z";
}

function closure(kind: Closure, top: number, half: number, cap: string, glass: string): string {
  const t = B - top;
  const x = CX - half;
  const w = half * 2;
  switch (kind) {
    case "screw": {
      let ribs = "";
      for (let k = 4; k < w + 2; k += 5) ribs += `M${n(x - 1 + k)},${n(t - 26)}v24`;
      return `<rect x="${n(x - 2)}" y="${n(t - 30)}" width="${w + 4}" height="32" rx="3" fill="${cap}"/><path d="${ribs}" stroke="#000" stroke-opacity=".25"/>`;
    }
    case "cork":
      return (
        `<rect x="${n(x + 2)}" y="${n(t - 8)}" width="${w - 4}" height="10" fill="${mix(C.amber, C.snow, 0.45)}"/>` +
        `<rect x="${n(x - 8)}" y="${n(t - 30)}" width="${w + 16}" height="23" rx="7" fill="${cap}"/>` +
        `<path d="M${n(x - 2)},${n(t - 22)}h${w + 4}M${n(x + 4)},${n(t - 15)}h${w - 8}" stroke="#000" stroke-opacity=".2" stroke-width="2"/>`
      );
    case "wax":
      return (
        `<path d="M${n(x - 4)},${n(t + 20)}V${n(t - 20)}Q${n(x - 4)},${n(t - 30)} ${n(CX)},${n(t - 30)}Q${n(x + w + 4)},${n(t - 30)} ${n(x + w + 4)},${n(t - 20)}V${n(t + 26)}` +
        `q-3,8 -6,0V${n(t + 12)}q-3,14 -7,0` +
        `H${n(x + 12)}q-3,22 -7,0V${n(t + 30)}q-4,8 -9,-2z" fill="${cap}"/>` +
        `<path d="M${n(x + 2)},${n(t - 18)}h${w - 4}" stroke="${C.snow}" stroke-opacity=".3" stroke-width="2"/>`
      );
    case "glass":
      return (
        `<rect x="${n(x - 4)}" y="${n(t - 6)}" width="${w + 8}" height="8" rx="3" fill="${glass}" fill-opacity=".6"/>` +
        `<path d="M${CX},${n(t - 46)}l${half + 8},20l-${half + 8},20l-${half + 8},-20z" fill="${glass}" fill-opacity=".45" stroke="${C.snow}" stroke-opacity=".6" stroke-width="2"/>` +
        `<path d="M${CX},${n(t - 46)}v40M${n(CX - half - 8)},${n(t - 26)}h${w + 16}" stroke="${C.snow}" stroke-opacity=".35"/>`
      );
  }
}

/** A small emblem centred on (x, y), about 2r across. */
export function emblem(e: Emblem, x: number, y: number, r: number, col: string): string {
  const dot = (dx: number, dy: number, rr: number) =>
    `M${n(x + dx - rr)},${n(y + dy)}a${n(rr)},${n(rr)} 0 1,0 ${n(2 * rr)},0a${n(rr)},${n(rr)} 0 1,0 ${n(-2 * rr)},0`;
  const stroke = (d: string, w = 2) => `<path d="${d}" fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round"/>`;
  const fill = (d: string) => `<path d="${d}" fill="${col}"/>`;
  const q = r / 10;
  switch (e) {
    case "juniper":
      return (
        stroke(
          `M${n(x - 9 * q)},${n(y - 8 * q)}l${n(6 * q)},${n(4 * q)}M${n(x + 9 * q)},${n(y - 8 * q)}l${n(-6 * q)},${n(4 * q)}M${n(x)},${n(y - 10 * q)}v${n(5 * q)}`,
        ) + fill(dot(-4 * q, 2 * q, 3.6 * q) + dot(4 * q, 2 * q, 3.6 * q) + dot(0, 7 * q, 3.6 * q))
      );
    case "flower": {
      let d = "";
      for (let k = 0; k < 5; k++) {
        const a = (k * 2 * Math.PI) / 5;
        d += dot(Math.cos(a) * 5.5 * q, Math.sin(a) * 5.5 * q, 4 * q);
      }
      return fill(d) + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2.5 * q)}" fill="${C.snow}"/>`;
    }
    case "umbel":
      return (
        stroke(
          `M${n(x)},${n(y + 10 * q)}V${n(y)}l${n(-7 * q)},${n(-6 * q)}M${n(x)},${n(y)}v${n(-8 * q)}M${n(x)},${n(y)}l${n(7 * q)},${n(-6 * q)}`,
        ) + fill(dot(-7 * q, -7 * q, 2.6 * q) + dot(0, -9 * q, 2.6 * q) + dot(7 * q, -7 * q, 2.6 * q))
      );
    case "sprig":
      return stroke(
        `M${n(x)},${n(y + 10 * q)}V${n(y - 10 * q)}M${n(x)},${n(y + 4 * q)}l${n(-6 * q)},${n(-5 * q)}M${n(x)},${n(y + 4 * q)}l${n(6 * q)},${n(-5 * q)}M${n(x)},${n(y - 3 * q)}l${n(-5 * q)},${n(-5 * q)}M${n(x)},${n(y - 3 * q)}l${n(5 * q)},${n(-5 * q)}`,
      );
    case "leaf":
      return (
        fill(
          `M${n(x)},${n(y + 10 * q)}Q${n(x - 10 * q)},${n(y)} ${n(x)},${n(y - 10 * q)}Q${n(x + 10 * q)},${n(y)} ${n(x)},${n(y + 10 * q)}z`,
        ) + stroke(`M${n(x)},${n(y + 12 * q)}V${n(y - 6 * q)}`, 1.2).replace(col, C.snow)
      );
    case "berries":
      return fill(dot(-4.5 * q, 2 * q, 4.5 * q) + dot(4.5 * q, 2 * q, 4.5 * q) + dot(0, -5 * q, 4.5 * q));
    case "wave":
      return stroke(
        `M${n(x - 10 * q)},${n(y - 3 * q)}q${n(5 * q)},${n(-5 * q)} ${n(10 * q)},0t${n(10 * q)},0M${n(x - 10 * q)},${n(y + 4 * q)}q${n(5 * q)},${n(-5 * q)} ${n(10 * q)},0t${n(10 * q)},0`,
        2.4,
      );
    case "citrus":
      return (
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(9 * q)}" fill="${col}"/>` +
        stroke(
          `M${n(x - 6 * q)},${n(y)}h${n(12 * q)}M${n(x)},${n(y - 6 * q)}v${n(12 * q)}M${n(x - 4 * q)},${n(y - 4 * q)}l${n(8 * q)},${n(8 * q)}M${n(x + 4 * q)},${n(y - 4 * q)}l${n(-8 * q)},${n(8 * q)}`,
          1.2,
        ).replace(col, C.snow)
      );
    case "grain":
      return (
        stroke(`M${n(x)},${n(y + 11 * q)}V${n(y - 11 * q)}`) +
        fill(
          `M${n(x)},${n(y - 6 * q)}l${n(-6 * q)},${n(-4 * q)}l${n(1 * q)},${n(6 * q)}zM${n(x)},${n(y - 6 * q)}l${n(6 * q)},${n(-4 * q)}l${n(-1 * q)},${n(6 * q)}zM${n(x)},${n(y + 1 * q)}l${n(-6 * q)},${n(-4 * q)}l${n(1 * q)},${n(6 * q)}zM${n(x)},${n(y + 1 * q)}l${n(6 * q)},${n(-4 * q)}l${n(-1 * q)},${n(6 * q)}z`,
        )
      );
    case "smoke":
      return stroke(
        `M${n(x - 4 * q)},${n(y + 10 * q)}c${n(-8 * q)},${n(-6 * q)} ${n(8 * q)},${n(-8 * q)} 0,${n(-14 * q)}c${n(-6 * q)},${n(-4 * q)} ${n(2 * q)},${n(-6 * q)} ${n(4 * q)},${n(-6 * q)}M${n(x + 5 * q)},${n(y + 10 * q)}c${n(-6 * q)},${n(-5 * q)} ${n(6 * q)},${n(-7 * q)} 0,${n(-12 * q)}`,
        2,
      );
    case "seeds":
      return fill(
        dot(-5 * q, -3 * q, 2.4 * q) +
          dot(3 * q, -6 * q, 2.4 * q) +
          dot(5 * q, 3 * q, 2.4 * q) +
          dot(-3 * q, 5 * q, 2.4 * q) +
          dot(0, 0, 2.4 * q),
      );
    case "peak":
      return fill(
        `M${n(x - 11 * q)},${n(y + 7 * q)}l${n(8 * q)},${n(-13 * q)}l${n(4 * q)},${n(5 * q)}l${n(5 * q)},${n(-7 * q)}l${n(5 * q)},${n(15 * q)}z`,
      );
  }
}

export function bottleSvg(rec: ProductRecord, category: Category): string {
  const d = bottleDesign(rec, category);
  const p = PROFILES[d.shape];
  const path = outline(p.segs);
  const segs = p.segs;
  const neckTop = segs[segs.length - 1]!;
  const neckHalf = Math.min(...segs.slice(-2).map((s) => s[0]));
  const [lb, lt, half] = p.label;

  let defs =
    linGrad("bg", [
      [0, mix(d.backdrop, C.night, 0.55)],
      [1, C.night],
    ]) + `<clipPath id="c"><path d="${path}"/></clipPath>`;
  if (d.gradient)
    defs += linGrad("l", [
      [0, d.gradient[0]],
      [1, d.gradient[1]],
    ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  b += `<circle cx="${CX}" cy="190" r="128" fill="${d.backdrop}" opacity=".14"/>`;
  b += `<path d="M0,${B}H${W}V${H}H0z" fill="${C.night}"/>`;
  b += `<ellipse cx="${CX}" cy="${B + 2}" rx="${n(segs[0]![0] + 20)}" ry="7" fill="#000" opacity=".4"/>`;

  // glass and what is in it
  b += `<path d="${path}" fill="${d.glass}" fill-opacity="${d.glassOp}"/>`;
  const fillTop = B - (lt + (neckTop[1] - lt) * 0.35);
  if (d.liquidOp > 0)
    b += `<rect clip-path="url(#c)" x="0" y="${n(fillTop)}" width="${W}" height="${n(B - fillTop)}" fill="${d.gradient ? "url(#l)" : d.liquid}" fill-opacity="${d.liquidOp}"/>`;
  if (d.shape === "decanter")
    b += `<path d="M${X(-42)},${Y(8)}V${Y(150)}M${X(42)},${Y(8)}V${Y(150)}" stroke="${C.snow}" stroke-opacity=".22" stroke-width="2"/>`;
  b += `<path d="${path}" fill="none" stroke="${C.snow}" stroke-opacity=".6" stroke-width="2.5"/>`;
  b += `<path d="M${X(-half + 10)},${Y(lb + 6)}V${Y(lt - 6)}" stroke="${C.snow}" stroke-width="6" stroke-linecap="round" opacity=".2"/>`;
  b += closure(d.closure, neckTop[1], neckHalf, d.cap, d.glass);

  b += label(d, lb, lt, half, neckTop[1], neckHalf);
  return svg(W, H, `${rec.name} bottle illustration`, b, defs);
}

/**
 * The label: its shape and colours from the design, and on it only the bottle's emblem between two
 * plain rules, so the drawing reads as a drawing of a bottle, not as a copy of the maker's label.
 */
function label(d: Design, lb: number, lt: number, half: number, neckTop: number, neckHalf: number): string {
  const mid = (lb + lt) / 2;
  let b = "";
  let tw: number; // width of the label's inner box
  let top: number; // y of the inner box's top
  let boxH: number;
  const full = half * 2;
  switch (d.layout) {
    case "band": {
      boxH = Math.min(96, lt - lb - 10);
      top = B - mid - boxH / 2;
      tw = full - 20;
      b += `<rect clip-path="url(#c)" x="0" y="${n(top)}" width="${W}" height="${n(boxH)}" fill="${d.label}"/>`;
      b += `<path clip-path="url(#c)" d="M0,${n(top + 5)}H${W}M0,${n(top + boxH - 5)}H${W}" stroke="${d.accent}" stroke-width="2"/>`;
      break;
    }
    case "wrap": {
      const y0 = B - lt + 6;
      boxH = lt - lb - 12;
      top = y0 + 4;
      tw = full - 22;
      b += `<rect clip-path="url(#c)" x="0" y="${n(y0)}" width="${W}" height="${n(boxH)}" fill="${d.label}"/>`;
      b += `<path clip-path="url(#c)" d="M0,${n(y0 + boxH - 30)}H${W}" stroke="${d.accent}" stroke-width="10" opacity=".7"/>`;
      boxH -= 34;
      break;
    }
    case "shield": {
      const sw = Math.min(full - 20, 124);
      boxH = Math.min(128, lt - lb - 8);
      top = B - mid - boxH / 2;
      const l = CX - sw / 2;
      b += `<path d="M${n(l)},${n(top)}H${n(l + sw)}V${n(top + boxH * 0.62)}Q${n(l + sw)},${n(top + boxH * 0.9)} ${CX},${n(top + boxH)}Q${n(l)},${n(top + boxH * 0.9)} ${n(l)},${n(top + boxH * 0.62)}z" fill="${d.label}" stroke="${d.accent}" stroke-width="3"/>`;
      tw = sw - 16;
      boxH *= 0.8;
      break;
    }
    case "oval": {
      const rx = Math.min(half - 8, 66);
      const ry = Math.min(56, (lt - lb) / 2 - 4);
      b += `<ellipse cx="${CX}" cy="${n(B - mid)}" rx="${n(rx)}" ry="${n(ry)}" fill="${d.label}"/><ellipse cx="${CX}" cy="${n(B - mid)}" rx="${n(rx - 5)}" ry="${n(ry - 5)}" fill="none" stroke="${d.accent}" stroke-width="1.5"/>`;
      top = B - mid - ry + 8;
      boxH = ry * 2 - 16;
      tw = rx * 1.2;
      break;
    }
    case "collar": {
      const cy = B - neckTop + 34;
      b += `<path d="M${n(CX - neckHalf - 3)},${n(cy)}h${n(neckHalf * 2 + 6)}l6,20h${n(-neckHalf * 2 - 18)}z" fill="${d.accent}"/>`;
      b += emblem(d.emblem, CX, B - neckTop + 44, 6, d.label);
      const lw = Math.min(full - 26, 110);
      boxH = Math.min(84, lt - lb - 10);
      top = B - lb - 10 - boxH;
      b += `<rect x="${n(CX - lw / 2)}" y="${n(top)}" width="${n(lw)}" height="${n(boxH)}" rx="3" fill="${d.label}"/>`;
      tw = lw - 12;
      break;
    }
    default: {
      const lw = Math.min(full - 18, 140);
      boxH = Math.min(118, lt - lb - 10);
      top = B - mid - boxH / 2;
      b += `<rect x="${n(CX - lw / 2)}" y="${n(top)}" width="${n(lw)}" height="${n(boxH)}" rx="4" fill="${d.label}"/><rect x="${n(CX - lw / 2 + 4)}" y="${n(top + 4)}" width="${n(lw - 8)}" height="${n(boxH - 8)}" rx="2" fill="none" stroke="${d.accent}" stroke-width="1.5"/>`;
      tw = lw - 16;
    }
  }
  // the emblem as large as the inner box allows, a short rule above and below it (no lettering)
  const cy = top + boxH / 2;
  const r = Math.max(8, Math.min(20, boxH / 2 - 14, tw / 2 - 6));
  const rule = Math.min(tw * 0.6, 56) / 2;
  b += emblem(d.emblem, CX, cy, r, d.accent);
  b += `<path d="M${n(CX - rule)},${n(cy - r - 8)}h${n(rule * 2)}M${n(CX - rule)},${n(cy + r + 8)}h${n(rule * 2)}" stroke="${d.ink}" stroke-opacity=".45" stroke-width="1.5"/>`;
  return b;
}
