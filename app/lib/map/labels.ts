/**
 * Town names on the map: each beside its town's pins wherever there is room, at any zoom. A name
 * goes below its pins, else above, right or left; it never covers a pin or another name and stays
 * in the frame; a town with no free place goes unnamed. Pure, so the pre-rendered map and the
 * browser agree.
 */
export type Point = readonly [number, number];

export interface TownLabel {
  name: string;
  /** centre of the text */
  x: number;
  /** its baseline */
  y: number;
}

export interface LabelBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The labels' 13 px bold font, measured generously (Chromium on Linux draws it in a wide sans: about 9 px a letter), plus the white halo. */
const CHAR_PX = 9.5;
const HALO_PX = 2;
const ASCENT_PX = 16;
const DESCENT_PX = 5;
/** Space between a pin's hit box and a name. */
const GAP_PX = 4;

const halfWidth = (name: string) => (name.length * CHAR_PX) / 2 + HALO_PX;

export function labelBox({ name, x, y }: TownLabel): LabelBox {
  const half = halfWidth(name);
  return { left: x - half, right: x + half, top: y - ASCENT_PX, bottom: y + DESCENT_PX };
}

const overlap = (a: LabelBox, b: LabelBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * `towns` in the order they claim room (the first keeps its place); each with its name and its
 * pins' drawn centres. `box` is a pin's hit box in CSS px. `pins`: every pin drawn, named town or
 * not, none of which a name may cover.
 */
export function placeLabels(
  towns: readonly { name: string; markers: readonly Point[] }[],
  box: number,
  frame: { width: number; height: number },
  pins: readonly Point[] = towns.flatMap((town) => town.markers),
): TownLabel[] {
  const half = box / 2;
  const taken: LabelBox[] = pins.map(([x, y]) => ({ left: x - half, right: x + half, top: y - half, bottom: y + half }));
  const placed: TownLabel[] = [];
  for (const { name, markers } of towns) {
    if (markers.length === 0) continue;
    const xs = markers.map((m) => m[0]);
    const ys = markers.map((m) => m[1]);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const midX = (minX + maxX) / 2;
    const midY = (minY + maxY) / 2;
    const w = halfWidth(name);
    const candidates: TownLabel[] = [
      { name, x: midX, y: maxY + half + GAP_PX + ASCENT_PX },
      { name, x: midX, y: minY - half - GAP_PX - DESCENT_PX },
      { name, x: maxX + half + GAP_PX + w, y: midY + ASCENT_PX / 2 - DESCENT_PX / 2 },
      { name, x: minX - half - GAP_PX - w, y: midY + ASCENT_PX / 2 - DESCENT_PX / 2 },
    ];
    const fits = candidates.find((label) => {
      const b = labelBox(label);
      return b.left >= 0 && b.top >= 0 && b.right <= frame.width && b.bottom <= frame.height && !taken.some((t) => overlap(b, t));
    });
    if (!fits) continue;
    placed.push(fits);
    taken.push(labelBox(fits));
  }
  return placed;
}
