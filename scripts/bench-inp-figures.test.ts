import { describe, expect, it } from "vitest";
import { formatInp, interactionLatencies, median, stepInp, type EventTimingEntry } from "./bench-inp-figures";

const entry = (name: string, interactionId: number, startTime: number, duration: number): EventTimingEntry => ({
  name,
  interactionId,
  startTime,
  duration,
});

describe("the interaction bench's reductions", () => {
  it("an interaction lasts as long as its longest event; events of no interaction do not count", () => {
    const entries = [
      entry("pointerdown", 7, 100, 24),
      entry("pointerup", 7, 160, 48),
      entry("click", 7, 161, 40),
      entry("mousemove", 0, 90, 300),
      entry("keydown", 9, 400, 32),
      entry("keyup", 9, 480, 16),
    ];
    expect(interactionLatencies(entries)).toEqual([48, 32]);
    expect(stepInp(entries)).toBe(48);
  });

  it("keeps the order interactions happened in, whatever order the observer reported them", () => {
    const entries = [entry("keydown", 12, 900, 64), entry("keydown", 11, 500, 24), entry("keyup", 11, 560, 200)];
    expect(interactionLatencies(entries)).toEqual([200, 64]);
  });

  it("a step with no entry over the threshold was faster than it: 0, shown as < 16", () => {
    expect(stepInp([])).toBe(0);
    expect(stepInp([entry("mouseover", 0, 1, 80)])).toBe(0);
    expect(formatInp(0)).toBe("< 16");
    expect(formatInp(203.4)).toBe("203");
  });

  it("the median of an odd count is the middle value, of an even count the upper middle one", () => {
    expect(median([120, 40, 72, 300, 56])).toBe(72);
    expect(median([10, 40, 20, 30])).toBe(30);
    expect(Number.isNaN(median([]))).toBe(true);
  });
});
