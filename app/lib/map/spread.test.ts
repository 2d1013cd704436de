import { describe, expect, it } from "vitest";
import { spreadMarkers, type Point } from "./spread";

describe("spreadMarkers", () => {
  // Six pins of one town and two nearby, as the map shows Reykjavík's distilleries.
  const town: Point[] = [
    [100, 100],
    [100, 100],
    [100, 100],
    [101.3, 99.2],
    [100, 100],
    [100, 100],
    [140.7, 118.9],
    [62.1, 77.4],
  ];

  it("keeps every box apart", () => {
    const placed = spreadMarkers(town, 36);
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1))
        expect(Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]))).toBeGreaterThanOrEqual(37.999);
  });

  it("moves with the map: panning moves every marker by the pan, none jumps to another cell", () => {
    const still = spreadMarkers(town, 36);
    // fractional pans, as a finger's moves give: a rounding error must not make a touching cell look taken
    for (let step = 1; step <= 400; step++) {
      const [dx, dy] = [step * 0.37, -step * 0.73];
      const moved = spreadMarkers(
        town.map(([x, y]) => [x + dx, y + dy]),
        36,
      );
      moved.forEach(([x, y], i) => {
        expect(x - still[i]![0], `marker ${i} after a pan of ${dx}, ${dy}`).toBeCloseTo(dx, 6);
        expect(y - still[i]![1], `marker ${i} after a pan of ${dx}, ${dy}`).toBeCloseTo(dy, 6);
      });
    }
  });
});
