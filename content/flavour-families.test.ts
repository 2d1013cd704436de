import { describe, expect, it } from "vitest";
import { flavourFamiliesMarkdown, readFlavourFamilies } from "./flavour-families";
import { listGins } from "./index";

describe("flavour families", () => {
  const published = readFlavourFamilies();

  it("are the six a taster thinks in", () => {
    expect(published.families.map((family) => family.id)).toEqual(["citrus", "herbal", "floral", "berry", "coastal", "spice"]);
  });

  it("place every botanical a gin lists: in a family, or among those that set no family apart", () => {
    const placed = new Set(
      [...published.families.flatMap((family) => family.botanicals), ...published.noFamily.botanicals].map((name) =>
        name.toLowerCase(),
      ),
    );
    const unplaced = listGins().flatMap((gin) =>
      gin.botanicals.filter((name) => !placed.has(name.toLowerCase())).map((name) => `${gin.slug}: ${name}`),
    );
    expect(unplaced).toEqual([]);
  });

  it("name no botanical that no gin lists (a family is a list of the records' own words)", () => {
    const listed = new Set(listGins().flatMap((gin) => gin.botanicals.map((name) => name.toLowerCase())));
    const names = published.families.flatMap((family) => family.botanicals);
    expect(names.filter((name) => !listed.has(name.toLowerCase()))).toEqual([]);
  });

  it("refuse a botanical in two places and a family id used twice", () => {
    const twice = `families:
  - { id: citrus, name: Citrus, botanicals: [Lemon] }
  - { id: citrus, name: Zest, botanicals: [lemon] }
noFamily: { botanicals: [Juniper], reason: Every gin. }
`;
    expect(() => readFlavourFamilies(twice)).toThrow(/content\/flavour-families\.yaml: .*(twice)/);
  });

  it("are published as one line per family naming its botanicals", () => {
    const markdown = flavourFamiliesMarkdown(published);
    expect(markdown).toContain("- **Citrus**: Bergamot, Citrus Peel, Grapefruit Peel, Lemon, Lemon Peel");
    expect(markdown.split("\n").filter((line) => line.startsWith("- "))).toHaveLength(6);
  });
});
