/** Blog featured images, the curator portrait and the default social card. */
import { C, hash, i0, linGrad, mix, rng, stars, svg, text } from "./svg";
import { auroraBand, scene, type Feature } from "./scenes";
import { berries, juniper, thyme } from "./botanicals";
import { emblem } from "./bottles";

// ---------------------------------------------------------------------------------------------
// 5. Blog featured images
// ---------------------------------------------------------------------------------------------
export function copaGlass(x: number, y: number, s: number): string {
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

export function potStill(x: number, y: number, s: number): string {
  return (
    `<path d="M${i0(x - 80 * s)},${i0(y)}C${i0(x - 110 * s)},${i0(y - 150 * s)} ${i0(x + 110 * s)},${i0(y - 150 * s)} ${i0(x + 80 * s)},${i0(y)}z" fill="${C.amber}"/>` +
    `<path d="M${i0(x - 26 * s)},${i0(y - 108 * s)}C${i0(x - 40 * s)},${i0(y - 170 * s)} ${i0(x + 40 * s)},${i0(y - 170 * s)} ${i0(x + 26 * s)},${i0(y - 108 * s)}z" fill="${mix(C.amber, C.basalt, 0.2)}"/>` +
    `<path d="M${i0(x)},${i0(y - 150 * s)}C${i0(x + 40 * s)},${i0(y - 230 * s)} ${i0(x + 120 * s)},${i0(y - 190 * s)} ${i0(x + 170 * s)},${i0(y - 110 * s)}" stroke="${C.amber}" stroke-width="${i0(12 * s)}" fill="none" stroke-linecap="round"/>` +
    `<rect x="${i0(x + 150 * s)}" y="${i0(y - 110 * s)}" width="${i0(50 * s)}" height="${i0(110 * s)}" rx="${i0(8 * s)}" fill="${C.ice}" opacity=".8"/>` +
    `<path d="M${i0(x - 60 * s)},${i0(y - 60 * s)}c40,-14 80,-14 120,0" stroke="${C.snow}" stroke-width="4" fill="none" opacity=".4"/>`
  );
}

export function longship(x: number, y: number, s: number): string {
  return (
    `<path d="M${i0(x)},${i0(y - 200 * s)}V${i0(y - 20 * s)}" stroke="${C.basalt}" stroke-width="${i0(6 * s)}"/>` +
    `<path d="M${i0(x - 70 * s)},${i0(y - 190 * s)}H${i0(x + 70 * s)}L${i0(x + 80 * s)},${i0(y - 60 * s)}H${i0(x - 80 * s)}z" fill="${C.snow}"/>` +
    `<path d="M${i0(x - 42 * s)},${i0(y - 190 * s)}h${i0(28 * s)}l${i0(2 * s)},${i0(130 * s)}h${i0(-34 * s)}zM${i0(x + 14 * s)},${i0(y - 190 * s)}h${i0(28 * s)}l${i0(6 * s)},${i0(130 * s)}h${i0(-32 * s)}z" fill="${C.red}" opacity=".85"/>` +
    `<path d="M${i0(x - 190 * s)},${i0(y - 70 * s)}c${i0(-10 * s)},${i0(-40 * s)} ${i0(30 * s)},${i0(-50 * s)} ${i0(36 * s)},${i0(-20 * s)}L${i0(x - 150 * s)},${i0(y - 40 * s)}H${i0(x + 150 * s)}L${i0(x + 154 * s)},${i0(y - 90 * s)}c${i0(6 * s)},${i0(-30 * s)} ${i0(46 * s)},${i0(-20 * s)} ${i0(36 * s)},${i0(20 * s)}L${i0(x + 130 * s)},${i0(y)}H${i0(x - 130 * s)}z" fill="${C.basalt}"/>` +
    `<path d="${[-100, -60, -20, 20, 60, 100].map((dx) => `M${i0(x + dx * s)},${i0(y - 28 * s)}h0`).join("")}" stroke="${C.amber}" stroke-width="${i0(16 * s)}" stroke-linecap="round"/>`
  );
}

export interface BlogLike {
  slug: string;
  title: string;
  category?: string;
}

/** What a post is about, from its title and category: decides the picture's subject. */
export type Motif = "viking" | "review" | "salt" | "water" | "botanicals" | "ingredients" | "landscape" | "tonic" | "aurora";
export const MOTIFS: [RegExp, Motif][] = [
  [/viking|saga|\bmead\b|history/, "viking"],
  [/review/, "review"],
  [/salt/, "salt"],
  [/glacial|water/, "water"],
  [/botanical/, "botanicals"],
  [/made from|ingredient/, "ingredients"],
  [/landscape|nature/, "landscape"],
  [/good gin|tonic/, "tonic"],
];
export const MOTIF_FEATURE: Record<Motif, Feature> = {
  viking: "sea",
  review: "aurora",
  salt: "lava",
  water: "glacier",
  botanicals: "mountains",
  ingredients: "glacier",
  landscape: "lava",
  tonic: "sea",
  aurora: "aurora",
};

export function blogMotif(p: Pick<BlogLike, "title" | "category">): Motif {
  const key = `${p.title} ${p.category ?? ""}`.toLowerCase();
  return MOTIFS.find(([re]) => re.test(key))?.[1] ?? "aurora";
}

/** Budget for a blog image (a full-width picture with its own subject). */
export const BLOG_BYTES = 6000;

export function blogSvg(p: BlogLike): string {
  const full = blogSvgAt(p, false);
  return Buffer.byteLength(full) <= BLOG_BYTES ? full : blogSvgAt(p, true);
}

export const g = (x: number, y: number, s: number, body: string) =>
  `<g transform="translate(${i0(x)} ${i0(y)}) scale(${s})">${body}</g>`;

export function highball(x: number, y: number): string {
  let bubbles = "";
  for (let k = 0; k < 9; k++) bubbles += `M${x - 40 + ((k * 37) % 80)},${y - 30 - ((k * 53) % 170)}h0`;
  return (
    `<path d="M${x - 62},${y - 250}L${x - 54},${y}H${x + 54}L${x + 62},${y - 250}z" fill="${C.ice}" fill-opacity=".25" stroke="${C.snow}" stroke-width="4"/>` +
    `<path d="M${x - 59},${y - 200}L${x - 53},${y - 6}H${x + 53}L${x + 59},${y - 200}z" fill="${C.ice}" fill-opacity=".4"/>` +
    `<path d="M${x - 40},${y - 170}l34,-12l10,32l-34,12zM${x + 6},${y - 120}l30,8l-8,30l-30,-8z" fill="${C.snow}" opacity=".7"/>` +
    `<path d="${bubbles}" stroke="${C.snow}" stroke-width="6" stroke-linecap="round" opacity=".7"/>` +
    `<circle cx="${x + 58}" cy="${y - 246}" r="40" fill="${C.lemon}" stroke="${C.snow}" stroke-width="6"/>` +
    `<path d="M${x + 30},${y - 246}h56M${x + 58},${y - 274}v56" stroke="${C.snow}" stroke-width="3"/>` +
    emblem("juniper", x - 92, y - 40, 26, C.berry)
  );
}

export function rocksGlass(x: number, y: number): string {
  let rim = "";
  for (let k = 0; k < 22; k++) rim += `M${x - 84 + k * 8},${y - 168 + (k % 3) * 3}h0`;
  let crystals = "";
  for (let k = 0; k < 7; k++) crystals += `M${x + 110 + (k % 4) * 26},${y - 8 - Math.floor(k / 4) * 22}l10,-14l12,8l-4,14z`;
  return (
    `<path d="M${x - 90},${y - 170}L${x - 76},${y}H${x + 76}L${x + 90},${y - 170}z" fill="${C.ice}" fill-opacity=".25" stroke="${C.snow}" stroke-width="4"/>` +
    `<path d="M${x - 84},${y - 110}L${x - 74},${y - 6}H${x + 74}L${x + 84},${y - 110}z" fill="${C.amber}" fill-opacity=".75"/>` +
    `<path d="${rim}" stroke="${C.black}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${crystals}" fill="${C.black}" stroke="${C.snow}" stroke-opacity=".4"/>`
  );
}

export function waterDrop(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="150" ry="22" fill="none" stroke="${C.snow}" stroke-width="4" opacity=".6"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="90" ry="12" fill="none" stroke="${C.snow}" stroke-width="4" opacity=".8"/>` +
    `<path d="M${x},${y - 300}C${x + 30},${y - 230} ${x + 80},${y - 180} ${x + 80},${y - 130}A80,80 0 0,1 ${x - 80},${y - 130}C${x - 80},${y - 180} ${x - 30},${y - 230} ${x},${y - 300}z" fill="${C.ice}" fill-opacity=".85" stroke="${C.snow}" stroke-width="5"/>` +
    `<path d="M${x - 44},${y - 150}q0,40 34,56" stroke="${C.snow}" stroke-width="10" fill="none" stroke-linecap="round" opacity=".8"/>`
  );
}

export function puffin(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y - 80}" rx="52" ry="80" fill="${C.black}"/>` +
    `<ellipse cx="${x + 10}" cy="${y - 60}" rx="34" ry="58" fill="${C.snow}"/>` +
    `<circle cx="${x + 6}" cy="${y - 170}" r="40" fill="${C.black}"/>` +
    `<ellipse cx="${x + 14}" cy="${y - 166}" rx="26" ry="24" fill="${C.snow}"/>` +
    `<circle cx="${x + 20}" cy="${y - 172}" r="5" fill="${C.black}"/>` +
    `<path d="M${x + 38},${y - 186}q34,10 30,30q-10,12 -30,8z" fill="${C.amber}"/><path d="M${x + 44},${y - 178}q14,6 14,18" stroke="${C.red}" stroke-width="5" fill="none"/>` +
    `<path d="M${x - 20},${y}l-8,10h24zM${x + 16},${y}l-6,10h24z" fill="${C.amber}"/>`
  );
}

export function drinkingHorn(x: number, y: number): string {
  return (
    `<path d="M${x - 120},${y - 170}C${x - 60},${y - 20} ${x + 60},${y - 10} ${x + 110},${y - 60}L${x + 80},${y - 100}C${x + 40},${y - 70} ${x - 40},${y - 90} ${x - 70},${y - 190}z" fill="${mix(C.snow, C.amber, 0.3)}"/>` +
    `<path d="M${x - 120},${y - 170}l50,-20" stroke="${C.amber}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${x - 60},${y - 110}l26,-14M${x},${y - 70}l20,-22M${x + 60},${y - 60}l12,-24" stroke="${C.amber}" stroke-width="8"/>`
  );
}

export function blogSvgAt(p: BlogLike, lite: boolean): string {
  const W = 1200;
  const H = 630;
  const motif = blogMotif(p);
  const cat = (p.category ?? "").toLowerCase();
  const review = /review/.test(cat);
  const history = /history|culture/.test(cat);
  // the category sets the light: reviews at night, history at dusk, everything else by day
  const sky = review || MOTIF_FEATURE[motif] === "aurora" ? "night" : history ? "twilight" : "day";
  const sc = scene({
    w: W,
    h: H,
    seed: `blog:${p.slug}`,
    feature: MOTIF_FEATURE[motif],
    featureX: hash(p.slug) % 2 ? 300 : 900,
    lite,
    sky,
  });
  let b = sc.body;
  const cx = 600;
  const base = H - 70;
  // the category's frame: a tasting table for reviews, a lit disc for guides; history keeps its open sea
  if (review)
    b += `<path d="M0,${base}H${W}V${H}H0z" fill="${mix(C.amber, C.basalt, 0.6)}"/><path d="M0,${base}H${W}" stroke="${C.amber}" stroke-width="6" opacity=".6"/>`;
  else if (!history) b += `<circle cx="${cx}" cy="${base - 170}" r="220" fill="${C.snow}" opacity=".55"/>`;
  switch (motif) {
    case "viking":
      b += longship(cx + 230, (sc.seaY ?? H - 80) + 40, 0.9) + drinkingHorn(cx - 200, base);
      break;
    case "review":
      b +=
        g(
          cx - 380,
          base - 250,
          1,
          `<defs>${linGrad("cc", [
            [0, C.blue],
            [1, C.pink],
          ])}</defs>`,
        ) +
        copaGlass(cx - 90, base, 1.5).replace(/fill="[^"]+" opacity="\.5"/, 'fill="url(#cc)" opacity=".85"') +
        puffin(cx + 200, base);
      break;
    case "salt":
      b += rocksGlass(cx - 40, base);
      break;
    case "water":
      b += waterDrop(cx, base);
      break;
    case "botanicals":
      b +=
        g(cx - 310, base - 330, 0.95, juniper(rng(p.slug))) +
        (lite ? emblem("sprig", cx + 100, base - 180, 70, C.leaf) : g(cx - 90, base - 330, 0.95, thyme(rng(p.slug))));
      break;
    case "ingredients": {
      const items = ["grain", "wave", "juniper", "umbel", "leaf"] as const;
      items.forEach((e, k) => {
        const x = cx - 240 + k * 120;
        b +=
          `<circle cx="${x}" cy="${base - 170}" r="52" fill="${C.night2}"/>` +
          emblem(e, x, base - 170, 34, [C.amber, C.ice, C.berry, C.green, C.lemon][k]!);
      });
      break;
    }
    case "landscape":
      b +=
        potStill(cx - 40, base, 1.1) +
        emblem("grain", cx - 250, base - 60, 60, C.amber) +
        emblem("sprig", cx + 250, base - 50, 50, C.leaf);
      break;
    case "tonic":
      b += highball(cx, base);
      break;
    case "aurora":
      b += copaGlass(cx, base, 1.4);
      break;
  }
  // No title, category or brand printed: the card and the post print them beside the picture.
  return svg(W, H, p.title, b, sc.defs);
}

// ---------------------------------------------------------------------------------------------
// 6. Curator portrait and the default social card
// ---------------------------------------------------------------------------------------------
export function curatorSvg(): string {
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
