import { describe, expect, it } from "vitest";
import { locatorImage } from "./locator-image";

describe("the locator's base map", () => {
  it("draws the base map as a standalone SVG of the locator's size", () => {
    const svg = locatorImage();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 256" width="512" height="256">/);
    expect(svg).toContain('<path d="M');
    expect(svg.endsWith("</svg>")).toBe(true);
  });
});
