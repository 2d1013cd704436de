/** Botanical illustrations, one drawer per plant family. */
import { C, between, fitText, i0, measure, mix, n, pick, rng, svg, text, type Pt } from "./svg";

// ---------------------------------------------------------------------------------------------
// 4. Botanicals
// ---------------------------------------------------------------------------------------------
export type Drawer = (r: () => number) => string;

export const stem = (d: string, colour: string = mix(C.basalt, C.amber, 0.2), w = 4) =>
  `<path d="${d}" stroke="${colour}" stroke-width="${w}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
export const berries = (pts: Pt[], rad: number, fill: string, shine = true) =>
  pts.map(([x, y]) => `<circle cx="${i0(x)}" cy="${i0(y)}" r="${n(rad)}" fill="${fill}"/>`).join("") +
  (shine
    ? `<path d="${pts.map(([x, y]) => `M${i0(x - rad * 0.35)},${i0(y - rad * 0.35)}h0`).join("")}" stroke="${C.snow}" stroke-width="${n(rad * 0.5)}" stroke-linecap="round" opacity=".7"/>`
    : "");
/** A pointed leaf from (x, y) at angle a (degrees), length l, half-width hw. */
export function leaf(x: number, y: number, a: number, l: number, hw: number): string {
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
export function along(p0: Pt, p1: Pt, p2: Pt, count: number, from = 0.1, to = 0.95): Pt[] {
  const pts: Pt[] = [];
  for (let k = 0; k < count; k++) {
    const t = from + ((to - from) * k) / Math.max(1, count - 1);
    const u = 1 - t;
    pts.push([u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]]);
  }
  return pts;
}

export const juniper: Drawer = (r) => {
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

export const angelica: Drawer = (r) => {
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

export const thyme: Drawer = (r) => {
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

export const moss: Drawer = (r) => {
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

export const crowberry: Drawer = (r) => {
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

export const rhubarb: Drawer = () => {
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

export const seaweed: Drawer = (r) => {
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

export const bramble: Drawer = () => {
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

export const seaBuckthorn: Drawer = (r) => {
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

export const birch: Drawer = () => {
  let leaves = "";
  for (let k = 0; k < 6; k++) leaves += leaf(130 + k * 30, 150 + (k % 2 ? 12 : -12), k % 2 ? 80 : -80, 42, 18);
  return (
    stem(`M90,160C150,150 250,170 320,140`, C.snow, 9) +
    `<path d="M120,156h8M180,158h6M250,158h8M300,146h5" stroke="${C.black}" stroke-width="3"/>` +
    `<path d="${leaves}" fill="${C.leaf}" stroke="${C.green}" stroke-width="1.5"/>` +
    stem(`M300,146q14,20 8,60M270,152q10,24 2,56`, mix(C.amber, C.basalt, 0.3), 8)
  );
};

export const blueberry: Drawer = (r) => {
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

export const cloudberry: Drawer = () => {
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

export const seeds: Drawer = (r) => {
  let d = "";
  for (let k = 0; k < 22; k++) {
    const x = between(r, 120, 280);
    const y = between(r, 150, 240);
    d += leaf(x, y, between(r, 0, 360), 20, 4);
  }
  return angelica(r).replace(/stroke-width="7"/, 'stroke-width="4"') + `<path d="${d}" fill="${mix(C.amber, C.basalt, 0.45)}"/>`;
};

export const citrus: Drawer = () => {
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

export const flowers: Drawer = (r) => {
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

export const genericSprig: (colour: string) => Drawer = (colour) => (r) => {
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

export const BOTANICAL_DRAWERS: [RegExp, Drawer][] = [
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

export function botanicalSvg(bot: { slug: string; name: string; icelandicName?: string }): string {
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
  // No name pill: every page that shows this picture prints the name beside it.
  return svg(W, H, `${bot.name} botanical illustration`, b);
}
