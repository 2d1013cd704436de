import { describe, expect, it } from "vitest";
import { trayLabel } from "./compare-tray";

describe("the compare tray's label", () => {
  it("names the first two bottles and counts the rest", () => {
    const vor = { slug: "vor-gin", name: "Vor Gin" };
    const himbrimi = { slug: "himbrimi-old-tom-gin", name: "Himbrimi Old Tom Gin" };
    expect(trayLabel([vor])).toBe("Vor Gin");
    expect(trayLabel([vor, himbrimi])).toBe("Vor Gin, Himbrimi Old Tom Gin");
    expect(trayLabel([vor, himbrimi, { slug: "lundey-gin", name: "Lundey Gin" }])).toBe("Vor Gin, Himbrimi Old Tom Gin, + 1");
  });

  it("counts bottles whose names are not known yet (a list kept before names were stored)", () => {
    expect(trayLabel([{ slug: "vor-gin" }, { slug: "lundey-gin" }])).toBe("2 bottles");
    expect(trayLabel([{ slug: "vor-gin", name: "Vor Gin" }, { slug: "lundey-gin" }])).toBe("Vor Gin, + 1");
  });
});
