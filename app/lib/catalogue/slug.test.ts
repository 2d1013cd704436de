import { describe, expect, it } from "vitest";
import { ginSlug } from "./slug";

describe("ginSlug", () => {
  it("lower-cases and turns spaces into hyphens", () => {
    expect(ginSlug("Marberg Gin")).toBe("marberg-gin");
  });
  it("replaces ó ð í ú", () => {
    expect(ginSlug("Ólafsson Gin")).toBe("olafsson-gin");
    expect(ginSlug("Stuðlaberg Gin")).toBe("studlaberg-gin");
    expect(ginSlug("Helvíti Gin")).toBe("helviti-gin");
    expect(ginSlug("Húsavík Úr")).toBe("husavik-ur");
  });
});
