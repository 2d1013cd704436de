/**
 * Search over the real index, as the browser gets it (/data/search-index.json): what a visitor
 * typing a word finds, in what order, and what is offered when nothing matches.
 */
import { describe, expect, it } from "vitest";
import { getBotanicalPage, listAllProducts, listGins } from "@content/index";
import { houseCocktails } from "~/lib/catalogue/house-cocktails";
import { search, showResults, type SearchIndex } from "~/lib/catalogue/search";
import { TASTER_WORDS } from "~/lib/catalogue/search-synonyms";
import { searchIndexJson } from "./site-files";

const index = JSON.parse(searchIndexJson()) as SearchIndex;
const find = (query: string) => search(index.entries, query, { synonyms: index.synonyms, origin: index.origin });
const hrefs = (query: string) => find(query).map((result) => result.href);

describe("the search index", () => {
  it("says once the country every bottle's distillery is in, so each bottle is found by it", () => {
    expect(index.origin).toBeTruthy();
    for (const product of listAllProducts())
      expect(product.distilleryCard.location.endsWith(index.origin!), product.name).toBe(true);
    const bottles = index.entries.filter((entry) => entry.kind === "product").map((entry) => entry.href);
    expect(
      hrefs(index.origin!)
        .filter((href) => bottles.includes(href))
        .sort(),
    ).toEqual(bottles.sort());
  });

  it("has the cocktail index, found by “cocktail” first and by each recipe's name", () => {
    expect(hrefs("cocktail")[0]).toBe("/cocktails");
    for (const bottle of houseCocktails())
      for (const recipe of bottle.recipes) expect(hrefs(recipe.name), recipe.name).toContain("/cocktails");
  });

  it("a botanical row says how many bottles list it, in its page's words when none does", () => {
    const rows = index.entries.filter((entry) => entry.kind === "botanical");
    const seaBuckthorn = rows.find((entry) => entry.href === "/botanicals/sea-buckthorn");
    expect(getBotanicalPage("sea-buckthorn")?.products).toHaveLength(0);
    expect(seaBuckthorn?.subtitle).toBe("No bottle in the catalogue lists it yet.");
    expect(rows.map((entry) => entry.subtitle)).not.toContainEqual(expect.stringMatching(/\b0 bottles/));
    expect(rows.find((entry) => entry.href === "/botanicals/lemon-peel")?.subtitle).toMatch(/^\d+ bottles$/);
  });

  it("finds every gin whose record lists a citrus botanical for “citrus”, and not Vor, whose text says “no citrus at all”", () => {
    const citrusWords = ["citrus", ...TASTER_WORDS.citrus];
    const citrusGins = listGins().filter((gin) =>
      gin.botanicals.some((name) => citrusWords.some((word) => name.toLowerCase().split(/\W+/).includes(word))),
    );
    expect(citrusGins.length).toBeGreaterThanOrEqual(10);
    const found = hrefs("citrus");
    for (const gin of citrusGins)
      expect(
        found.some((href) => href.endsWith(`/${gin.slug}`)),
        gin.name,
      ).toBe(true);
    expect(found).not.toContain("/gin/vor-gin");
    expect(found).not.toContain("/spirit/vor-gin");
  });

  it("a gin with several citrus botanicals ranks above one with lemon peel alone", () => {
    const ginBySlug = new Map(listGins().map((gin) => [gin.slug, gin]));
    const gins = find("citrus").flatMap((result) => ginBySlug.get(result.href.split("/").at(-1)!) ?? []);
    const counts = gins.map(
      (gin) => gin.botanicals.filter((name) => /lemon|grapefruit|bergamot|citrus|orange|lime/i.test(name)).length,
    );
    expect(Math.max(...counts)).toBeGreaterThan(1);
    expect(counts[0]).toBe(Math.max(...counts));
  });

  it("knows the Icelandic names of botanicals: blóðberg and blodberg find the Arctic Thyme page first, then its gins", () => {
    const arcticThyme = getBotanicalPage("arctic-thyme")!;
    for (const query of ["blóðberg", "blodberg"]) {
      const found = hrefs(query);
      expect(found[0], query).toBe("/botanicals/arctic-thyme");
      for (const product of arcticThyme.products) expect(found.some((href) => href.endsWith(`/${product.slug}`))).toBe(true);
    }
    expect(hrefs("einiber")).toContain("/botanicals/juniper-berries");
    expect(hrefs("rabarbari")).toContain("/botanicals/rhubarb");
  });

  it("lists botanical pages: “rhubarb” has /botanicals/rhubarb first and its bottles after", () => {
    // The whole list (the drop-down's 8 rows also keep one for each other kind: distilleries that
    // name rhubarb, the cocktail index whose recipes use it). The botanical leads, then its bottles.
    const shown = showResults(index, "rhubarb");
    expect(shown.groups.map((group) => group.name).slice(0, 2)).toEqual(["Botanicals", "Bottles"]);
    expect(shown.groups[0]!.entries[0]!.href).toBe("/botanicals/rhubarb");
    const bottles = shown.groups[1]!.entries.map((entry) => entry.href.split("/").at(-1));
    for (const product of getBotanicalPage("rhubarb")!.products) expect(bottles).toContain(product.slug);
  });

  it("groups results by kind, the best group first, every kind keeping a row in a short list", () => {
    const shown = showResults(index, "eimverk", 8);
    expect(shown.groups[0]!.name).toBe("Distilleries");
    expect(shown.groups.map((group) => group.name)).toContain("Bottles");
    expect(shown.groups.flatMap((group) => group.entries)).toHaveLength(Math.min(8, shown.total));
    const all = showResults(index, "gin", 8);
    expect(all.total).toBeGreaterThan(8);
    expect(all.groups.map((group) => group.name)).toEqual(expect.arrayContaining(["Bottles", "Articles"]));
  });

  it("orders by relevance after an exact match, not A-Z: the name the query covers most comes next", () => {
    for (const query of ["vor", "vor gin"]) {
      const found = find(query).map((result) => result.title);
      expect(found.slice(0, 3), query).toEqual(["Vor Gin", "Vor Sloe Gin", "Vor Barrel Aged Gin"]);
    }
  });

  it("a query that is the start of a word ranks no page above the names that have the word: gin lists gins before Ginger", () => {
    const shown = showResults(index, "gin", 8);
    expect(shown.groups[0]!.name).toBe("Bottles");
    expect(find("gin")[0]!.kind).toBe("product");
    // between names the query covers as much, those with a confirmed maker first
    const gins = shown.groups[0]!.entries;
    const confirmed = gins.map((entry) => !entry.unverified?.includes("producer"));
    expect(confirmed).toEqual([...confirmed].sort((a, b) => Number(b) - Number(a)));
    expect(confirmed[0]).toBe(true);
    const citrus = showResults(index, "citrus", 8);
    expect(citrus.groups[0]!.entries[0]!.title).toBe("Citrus Peel");
    expect(citrus.groups.find((group) => group.name === "Bottles")!.entries.length).toBeGreaterThanOrEqual(4);
  });

  it("keeps forgiving misspellings: olafson, brenivin, floki", () => {
    expect(find("olafson")[0]!.title).toBe("Ólafsson Gin");
    expect(find("brenivin")[0]!.title).toBe("Brennivín");
    expect(find("floki")[0]!.title).toMatch(/^Flóki/);
  });

  it("when nothing matches, offers the closest names and botanical pages", () => {
    const shown = showResults(index, "brenivinn", 8);
    expect(shown.total).toBe(0);
    expect(shown.groups.map((group) => group.name)).toEqual(["Did you mean", "Browse botanicals"]);
    expect(shown.groups[0]!.entries[0]!.title).toBe("Brennivín");
    expect(shown.groups[1]!.entries.every((entry) => entry.href.startsWith("/botanicals/"))).toBe(true);
    expect(showResults(index, "qqxqq", 8).groups.map((group) => group.name)).toEqual(["Browse botanicals"]);
  });

  it("gives bottle rows their strength, a price only from a checked offer, and the picture", () => {
    const lundey = index.entries.find((entry) => entry.href === "/gin/lundey-gin")!;
    expect(lundey.strength).toMatch(/^\d+(\.\d+)?% vol$/);
    expect(lundey).not.toHaveProperty("price");
    expect(lundey).not.toHaveProperty("image");
  });
});
