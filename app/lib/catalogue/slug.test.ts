import { describe, expect, it } from "vitest";
import { getGin, listGins } from "@content/index";
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

describe("the catalogue's gins", () => {
  it("gin slugs follow the slug rule, including names with ó ð í ú", () => {
    for (const gin of listGins()) expect(gin.slug).toBe(ginSlug(gin.name));
    expect(listGins().some((g) => /[óðíú]/i.test(g.name))).toBe(true);
    expect(getGin("einiberja-gin")).toBeUndefined();
  });
});
