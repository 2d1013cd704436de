import { describe, expect, it } from "vitest";
import { mapCopy } from "./map-copy";

const numbers = (line: string) => (line.match(/\d+/g) ?? []).map(Number);

describe("the map's count line", () => {
  it("says how many producers are pinned and how many have an unconfirmed location, adding up to all", () => {
    for (const [pinned, unconfirmed] of [
      [12, 3],
      [1, 1],
      [7, 0],
    ] as const) {
      const line = mapCopy.countLine(pinned, unconfirmed);
      expect(numbers(line)).toEqual(unconfirmed ? [pinned, unconfirmed] : [pinned]);
      expect(numbers(line).reduce((a, b) => a + b, 0)).toBe(pinned + unconfirmed);
      expect(line).not.toMatch(/active/i);
    }
  });

  it("reads right in the singular", () => {
    expect(mapCopy.countLine(1, 1)).toBe("1 producer on the map · 1 more, location unconfirmed");
    expect(mapCopy.countLine(12, 3)).toBe("12 producers on the map · 3 more, location unconfirmed");
    expect(mapCopy.countLine(7, 0)).toBe("7 producers on the map");
  });
});
