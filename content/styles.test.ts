import { describe, expect, it } from "vitest";
import { readFlavourFamilies } from "./flavour-families";
import { listAllProducts } from "./index";
import { ginRecords, spiritTableGins } from "./load";
import { GIN_STYLES, ginStyleProblems, styleOfType } from "./styles";

describe("a gin's style", () => {
  it("is one of the published styles, with a source or the unverified mark (the rule, on fixtures)", () => {
    const sources = [{ id: "press" }];
    expect(ginStyleProblems({ style: "London Dry", sources, facts: { style: ["press"] } })).toEqual([]);
    expect(ginStyleProblems({ style: "Contemporary", facts: { style: "unverified" } })).toEqual([]);
    expect(ginStyleProblems({ facts: {} })).toEqual(["style: every gin has one (mark it unverified when no source names it)"]);
    expect(ginStyleProblems({ style: "Maritime", facts: { style: "unverified" } })).toEqual([
      `style: "Maritime" is not one of ${GIN_STYLES.map((style) => style.name).join(", ")}`,
    ]);
    expect(ginStyleProblems({ style: "Sloe", facts: {} })).toEqual(['style: neither a source nor "unverified"']);
    expect(ginStyleProblems({ style: "Sloe", sources, facts: { style: [] } })).toEqual([
      'style: neither a source nor "unverified"',
    ]);
    expect(ginStyleProblems({ style: "Sloe", sources, facts: { style: ["blog"] } })).toEqual(['style: unknown source id "blog"']);
  });

  // One test per gin, so a curator sees which file to fix.
  for (const gin of [...ginRecords, ...spiritTableGins])
    it(`${gin.slug} has one, sourced or marked`, () => expect(ginStyleProblems(gin)).toEqual([]));

  it("an old address's type names the style it became, or none", () => {
    expect(styleOfType("Old Tom")).toBe("old-tom");
    expect(styleOfType("Rosé")).toBe("flavoured");
    expect(styleOfType("Heritage")).toBeUndefined();
    expect(styleOfType("constructor")).toBeUndefined();
  });
});

describe("one taxonomy", () => {
  it("no flavour family is named like a type badge or a style", () => {
    const taken = new Set(
      [...listAllProducts().map((product) => product.type), ...GIN_STYLES.map((style) => style.name)].map((name) =>
        name.toLowerCase(),
      ),
    );
    const clashes = readFlavourFamilies().families.filter((family) => taken.has(family.name.toLowerCase()));
    expect(clashes.map((family) => family.name)).toEqual([]);
  });
});
