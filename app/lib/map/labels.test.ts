import { describe, expect, it } from "vitest";
import { labelBox, placeLabels, type LabelBox } from "./labels";

const MARKER = 28;
const frame = { width: 800, height: 600 };
const overlap = (a: LabelBox, b: LabelBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const markerBox = ([x, y]: readonly [number, number]): LabelBox => ({
  left: x - MARKER / 2,
  right: x + MARKER / 2,
  top: y - MARKER / 2,
  bottom: y + MARKER / 2,
});

describe("placeLabels: the towns' names where they fit", () => {
  it("names every town with room, whatever the zoom: two towns far apart", () => {
    const labels = placeLabels(
      [
        { name: "Borgarnes", markers: [[200, 200]] },
        { name: "Húsavík", markers: [[600, 100]] },
      ],
      MARKER,
      frame,
    );
    expect(labels.map((label) => label.name)).toEqual(["Borgarnes", "Húsavík"]);
  });

  it("covers no pin of a producer whose town has no name on the map either", () => {
    const unnamed: [number, number] = [400, 440];
    const [label] = placeLabels([{ name: "Garðabær", markers: [[400, 400]] }], MARKER, frame, [[400, 400], unnamed]);
    expect(label).toBeDefined();
    expect(overlap(labelBox(label!), markerBox(unnamed))).toBe(false);
  });

  it("covers no marker and no other name, and stays inside the frame", () => {
    const towns = [
      {
        name: "Reykjavík",
        markers: [
          [300, 300],
          [330, 300],
          [300, 330],
        ] as [number, number][],
      },
      { name: "Hafnarfjörður", markers: [[305, 345]] as [number, number][] },
      { name: "Garðabær", markers: [[320, 335]] as [number, number][] },
      { name: "Edge", markers: [[795, 300]] as [number, number][] },
    ];
    const labels = placeLabels(towns, MARKER, frame);
    const markers = towns.flatMap((town) => town.markers.map(markerBox));
    for (const [i, label] of labels.entries()) {
      const box = labelBox(label);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(frame.width);
      for (const marker of markers) expect(overlap(box, marker), `${label.name} over a marker`).toBe(false);
      for (const other of labels.slice(i + 1))
        expect(overlap(box, labelBox(other)), `${label.name} over ${other.name}`).toBe(false);
    }
    expect(labels.map((label) => label.name)).toContain("Reykjavík");
  });

  it("leaves out a name only when no place beside its pins is free", () => {
    // A town hemmed in by pins on every side has no room; alone, it is named.
    const ring: [number, number][] = [];
    for (let x = 0; x <= 800; x += 30) for (let y = 0; y <= 600; y += 30) if (x !== 390 || y !== 300) ring.push([x, y]);
    const crowded = placeLabels(
      [
        { name: "Hidden", markers: [[390, 300]] },
        { name: "Crowd", markers: ring },
      ],
      MARKER,
      frame,
    );
    expect(crowded.map((label) => label.name)).not.toContain("Hidden");
    expect(placeLabels([{ name: "Hidden", markers: [[390, 300]] }], MARKER, frame).map((label) => label.name)).toEqual([
      "Hidden",
    ]);
  });
});
