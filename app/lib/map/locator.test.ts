import { describe, expect, it } from "vitest";
import { locatorPosition } from "./locator";

describe("the locator", () => {
  it("places a pin where the place is on Iceland, in percent of the image", () => {
    const reykjavik = locatorPosition([-21.9426, 64.1466]);
    const akureyri = locatorPosition([-18.0878, 65.6885]);
    const hofn = locatorPosition([-15.2083, 64.2539]);
    expect(reykjavik.left).toBeLessThan(akureyri.left); // west of it
    expect(akureyri.left).toBeLessThan(hofn.left);
    expect(akureyri.top).toBeLessThan(reykjavik.top); // north of it
    for (const { left, top } of [reykjavik, akureyri, hofn]) {
      expect(left).toBeGreaterThan(5);
      expect(left).toBeLessThan(95);
      expect(top).toBeGreaterThan(5);
      expect(top).toBeLessThan(95);
    }
  });

  it("keeps a pin on the image for a place off the map", () => {
    expect(locatorPosition([0, 0])).toEqual({ left: 100, top: 100 });
  });
});
