/** Flat-vector Icelandic landscapes: the backdrop of distillery scenes, blog images and the social card. */
import { C, areaD, between, i0, linGrad, mix, n, pick, polyD, ridge, rng, stars, type Pt } from "./svg";

// ---------------------------------------------------------------------------------------------
// Landscapes (distillery scenes, blog images, social card)
// ---------------------------------------------------------------------------------------------
export type Sky = "night" | "twilight" | "day";
export type Feature = "mountains" | "glacier" | "sea" | "lava" | "aurora";
export const FEATURES: Feature[] = ["mountains", "glacier", "sea", "lava", "aurora"];

export interface SkyColours {
  top: string;
  bottom: string;
  far: string;
  near: string;
  ground: string;
  sea: string;
  window: string;
}
export const SKIES: Record<Sky, SkyColours> = {
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

/** Snow caps on the peaks of a ridge that rise above `above`. */
export function snowCaps(pts: Pt[], above: number, t = 0.3, xMin = 0): string {
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
export function auroraBand(
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
export function building(x: number, y: number, s: number, windowColour: string): string {
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

export interface SceneOpts {
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
export interface Scene {
  defs: string;
  body: string;
  sky: Sky;
  feature: Feature;
  groundY: number;
  seaY?: number;
}

export function scene(o: SceneOpts): Scene {
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
