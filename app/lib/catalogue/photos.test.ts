import { describe, expect, it } from "vitest";
import { bottlePictureAlt, isBottleIllustration } from "./photos";

const photo = { file: "olafsson-gin-3f9a1c2b7d.jpg", width: 900, height: 1200 };

describe("which bottle pictures are illustrations", () => {
  it("counts the generated artwork as an illustration", () => {
    expect(isBottleIllustration({ image: "/images/bottles/lundey-gin.svg" })).toBe(true);
  });

  it("counts a photo as no illustration, even where the artwork's address is still the image", () => {
    expect(isBottleIllustration({ image: "/images/bottles/olafsson-gin.svg", photo })).toBe(false);
    // a search row's small photo version
    expect(isBottleIllustration({ image: "/photos/olafsson-gin-3f9a1c2b7d-240.webp" })).toBe(false);
  });

  it("counts a record's own picture (another address) as no illustration", () => {
    expect(isBottleIllustration({ image: "https://example.com/real-bottle.jpg" })).toBe(false);
    expect(isBottleIllustration({ image: "/images/distilleries/eimverk-distillery.svg" })).toBe(false);
  });

  it("says in the alt text that an illustration is one", () => {
    expect(bottlePictureAlt("Lundey Gin", { image: "/images/bottles/lundey-gin.svg" })).toBe(
      "Illustration of a bottle of Lundey Gin",
    );
    expect(bottlePictureAlt("Ólafsson Gin", { image: "/images/bottles/olafsson-gin.svg", photo })).toBe("Bottle of Ólafsson Gin");
  });
});
