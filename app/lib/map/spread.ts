/**
 * Marker placement on screen: markers whose hit boxes would overlap (several distilleries share
 * one town's pin) are pushed apart, box from box, until none covers another. Pure and
 * deterministic, so the pre-rendered map and the browser agree.
 */
export type Point = [number, number];

/** Cell offsets around a spot, nearest first (ties in a fixed order): where a crowded marker may go. */
const rings = (() => {
  const cells: [number, number][] = [];
  for (let i = -6; i <= 6; i++) for (let j = -6; j <= 6; j++) cells.push([i, j]);
  const key = ([i, j]: [number, number]) => Math.hypot(i, j) * 1000 + Math.atan2(j, i);
  return cells.sort((a, b) => key(a) - key(b));
})();

/** Far below a pixel, far above floating-point rounding at screen coordinates. */
const ROUNDING_PX = 1e-6;

/**
 * Each marker's hit box is `box` CSS px square; placed boxes end at least `gap` px apart. Markers
 * are placed in order: each at its own spot if free, otherwise in the nearest free cell of a grid
 * around that spot (so six pins of one town form a tight rosette, not a line).
 */
export function spreadMarkers(points: readonly (readonly [number, number])[], box: number, gap = 2): Point[] {
  const need = box + gap;
  const placed: Point[] = [];
  // A cell next to a placed one is exactly `need` away, but only up to rounding, which changes as the
  // map pans: without the allowance a marker jumped a whole cell under a moving finger.
  const free = ([x, y]: Point) => placed.every(([px, py]) => Math.max(Math.abs(px - x), Math.abs(py - y)) >= need - ROUNDING_PX);
  for (const [x, y] of points) {
    const cell = rings.find(([i, j]) => free([x + i * need, y + j * need]));
    // 169 cells always hold a page's markers; past that, the spot itself.
    const [i, j] = cell ?? [0, 0];
    placed.push([x + i * need, y + j * need]);
  }
  return placed;
}

/** Whether two boxes of side `box` centred at a and b overlap. */
export const boxesOverlap = (a: readonly [number, number], b: readonly [number, number], box: number) =>
  Math.abs(a[0] - b[0]) < box && Math.abs(a[1] - b[1]) < box;
