import { describe, expect, it } from "vitest";
import { ginCards, listFlavourFamilies } from "@content/index";
import { productRecords } from "@content/load";
import { GIN_STYLES } from "@content/styles";
import {
  criteriaParams,
  facetCounts,
  facetValues,
  styleCounts,
  filterOptions,
  filterProducts,
  hasFilters,
  parseCriteria,
  sortProducts,
  styleInPlaceOfType,
  SINGLE_FACETS,
  type Criteria,
  type FamilyDefinition,
  type FilterableProduct,
} from "./catalogue-filter";

const product = (slug: string, over: Partial<FilterableProduct>): FilterableProduct => ({
  slug,
  name: slug,
  type: "Premium",
  distillery: "A",
  botanicals: ["Juniper"],
  alcohol: "40% vol",
  ...over,
});
/** The shown offer's price as the cards have it (content/offers.ts). */
const priced = (amount: number, currency = "ISK") => ({ shownOffer: { price: { amount, currency } } });

const list = [
  product("vor", {
    name: "Vor Gin",
    type: "Unfiltered",
    distillery: "Eimverk",
    botanicals: ["Juniper", "Rhubarb"],
    alcohol: "47% vol",
    ...priced(8990),
  }),
  product("lundey", {
    name: "Lundey Gin",
    type: "Color-Changing",
    botanicals: ["Juniper", "Butterfly Pea Flower"],
    alcohol: "43% vol",
    ...priced(10490),
  }),
  product("helviti", { name: "Helvíti Gin", type: "Navy Strength", alcohol: "57% vol", ...priced(14990) }),
  // no checked price shown (none checked, or its check expired)
  product("pure", { name: "Pure North Gin", alcohol: "37.5% vol" }),
  product("expired", { name: "Arctic Gin", alcohol: "41% vol", shownOffer: {} }),
  product("winterbird", { name: "Winterbird", alcohol: "42% vol", ...priced(45, "EUR") }),
  product("katla", { name: "Katla Gin", alcohol: "42% vol", ...priced(6490) }),
];

describe("filters", () => {
  it("narrow by type, botanical (any case), distillery, ABV band and price band", () => {
    expect(filterProducts(list, { type: "Navy Strength" }).map((p) => p.slug)).toEqual(["helviti"]);
    expect(filterProducts(list, { botanical: "rhubarb" }).map((p) => p.slug)).toEqual(["vor"]);
    expect(filterProducts(list, { distillery: "Eimverk" }).map((p) => p.slug)).toEqual(["vor"]);
    expect(filterProducts(list, { abv: "under-40" }).map((p) => p.slug)).toEqual(["pure"]);
    expect(filterProducts(list, { abv: "43-50" }).map((p) => p.slug)).toEqual(["vor", "lundey"]);
  });

  it("price bands read the shown offer's price in krónur; another currency is in none; No checked price", () => {
    const slugs = (price: string) => filterProducts(list, { price }).map((p) => p.slug);
    expect(slugs("under-7000")).toEqual(["katla"]);
    expect(slugs("7000-10000")).toEqual(["vor"]);
    expect(slugs("10000-14000")).toEqual(["lundey"]);
    expect(slugs("14000-plus")).toEqual(["helviti"]);
    expect(slugs("none")).toEqual(["pure", "expired"]);
    expect(filterProducts(list, { price: "none", abv: "40-43" }).map((p) => p.slug)).toEqual(["expired"]);
    // an address kept from before (the old dollar bands) filters nothing out
    expect(slugs("40-60")).toHaveLength(list.length);
  });

  it("an empty result is empty, no criteria keeps everything in order", () => {
    expect(filterProducts(list, { type: "Pink" })).toEqual([]);
    expect(filterProducts(list, {})).toEqual(list);
  });
});

describe("sort", () => {
  it("by name, price and ABV in both directions; default keeps the published order", () => {
    expect(sortProducts(list, "name").map((p) => p.name)).toEqual([
      "Arctic Gin",
      "Helvíti Gin",
      "Katla Gin",
      "Lundey Gin",
      "Pure North Gin",
      "Vor Gin",
      "Winterbird",
    ]);
  });

  it("by price: each currency apart (never converted), bottles without a checked price last, by name", () => {
    expect(sortProducts(list, "price-asc").map((p) => p.slug)).toEqual([
      "winterbird",
      "katla",
      "vor",
      "lundey",
      "helviti",
      "expired",
      "pure",
    ]);
    expect(sortProducts(list, "price-desc").map((p) => p.slug)).toEqual([
      "winterbird",
      "helviti",
      "lundey",
      "vor",
      "katla",
      "expired",
      "pure",
    ]);
    expect(sortProducts(list, "abv-asc")[0]!.slug).toBe("pure");
    expect(sortProducts(list, "abv-desc")[0]!.slug).toBe("helviti");
    expect(sortProducts(list, undefined)).toEqual(list);
  });

  it("a bottle whose strength no source gives is in no ABV band and comes last in both ABV sorts", () => {
    const unknown = product("unknown", { name: "A Unknown" });
    delete unknown.alcohol;
    const withUnknown = [unknown, ...list];
    for (const band of ["under-40", "40-43", "43-50", "50-plus"])
      expect(filterProducts(withUnknown, { abv: band }).map((p) => p.slug)).not.toContain("unknown");
    expect(filterProducts(withUnknown, {}).map((p) => p.slug)).toContain("unknown");
    expect(sortProducts(withUnknown, "abv-asc").at(-1)!.slug).toBe("unknown");
    expect(sortProducts(withUnknown, "abv-desc").at(-1)!.slug).toBe("unknown");
  });

  it("Featured keeps the published order with bottles of an unconfirmed maker after the confirmed ones", () => {
    const unconfirmed = { unverified: ["producer", "type"] };
    const featured = [
      product("a", unconfirmed),
      product("b", { unverified: ["type"] }),
      product("c", unconfirmed),
      product("d", {}),
    ];
    expect(sortProducts(featured, undefined).map((p) => p.slug)).toEqual(["b", "d", "a", "c"]);
    expect(sortProducts(featured, "name").map((p) => p.slug)).toEqual(["a", "b", "c", "d"]);
  });
});

const families: FamilyDefinition[] = [
  { id: "citrus", name: "Citrus", botanicals: ["Lemon Peel", "Bergamot"] },
  { id: "berry", name: "Berry", botanicals: ["Rhubarb", "Crowberry"] },
  { id: "floral", name: "Floral", botanicals: ["Butterfly Pea Flower"] },
];
const tasted = [
  product("lemon", { botanicals: ["Juniper", "Lemon Peel"], alcohol: "40% vol" }),
  product("bergamot", { botanicals: ["juniper", "bergamot", "crowberry"], alcohol: "43% vol" }),
  product("rhubarb", { botanicals: ["Juniper", "Rhubarb"], alcohol: "47% vol" }),
  product("plain", { botanicals: ["Juniper"], alcohol: "40% vol" }),
];
const slugsOf = (criteria: Criteria) => filterProducts(tasted, criteria, families).map((p) => p.slug);

describe("flavour families", () => {
  it("a bottle belongs by the botanicals it lists (any case); several families ask for all of them", () => {
    expect(slugsOf({ family: ["citrus"] })).toEqual(["lemon", "bergamot"]);
    expect(slugsOf({ family: ["berry"] })).toEqual(["bergamot", "rhubarb"]);
    expect(slugsOf({ family: ["citrus", "berry"] })).toEqual(["bergamot"]);
    expect(slugsOf({ family: ["citrus"], abv: "40-43" })).toEqual(["lemon"]);
    // an unknown family (an old address) filters nothing out
    expect(slugsOf({ family: ["smoky"] })).toHaveLength(tasted.length);
  });

  it("the citrus family finds every gin whose record lists a citrus-family botanical", () => {
    const published = listFlavourFamilies();
    const citrus = published.find((family) => family.id === "citrus")!;
    expect(citrus.botanicals).toEqual(["Bergamot", "Citrus Peel", "Grapefruit Peel", "Lemon", "Lemon Peel"]);
    const gins = ginCards();
    const citrusNames = new Set(citrus.botanicals.map((name) => name.toLowerCase()));
    const expected = gins.filter((gin) => gin.botanicals.some((name) => citrusNames.has(name.toLowerCase())));
    // The bottles whose citrus was split over single botanicals: Bergamot, Citrus Peel, Grapefruit Peel.
    expect(expected.map((gin) => gin.slug)).toEqual(expect.arrayContaining(["glacier-gin", "olafsson-gin", "marberg-gin"]));
    expect(filterProducts(gins, { family: ["citrus"] }, published)).toEqual(expected);
    // ...and not one bottle more: every other gin lists no citrus botanical
    const others = gins.filter((gin) => !expected.includes(gin));
    expect(others.flatMap((gin) => gin.botanicals.filter((name) => citrusNames.has(name.toLowerCase())))).toEqual([]);
  });
});

const styled = [
  product("old-tom", { style: "Old Tom", alcohol: "40% vol" }),
  product("dry-a", { style: "London Dry", alcohol: "42% vol" }),
  product("dry-b", { style: "London Dry", alcohol: "40% vol" }),
  product("navy", { style: "Navy Strength", alcohol: "57% vol" }),
  product("none", { alcohol: "40% vol" }),
];
const styledSlugs = (criteria: Criteria) => filterProducts(styled, criteria).map((p) => p.slug);

describe("styles", () => {
  it("several styles find gins of any of them (a gin has one style); a gin with none is in no style", () => {
    expect(styledSlugs({ style: ["london-dry"] })).toEqual(["dry-a", "dry-b"]);
    expect(styledSlugs({ style: ["london-dry", "old-tom"] })).toEqual(["old-tom", "dry-a", "dry-b"]);
    expect(styledSlugs({ style: ["london-dry"], abv: "40-43" })).toEqual(["dry-a", "dry-b"]);
    expect(styledSlugs({ style: ["navy-strength"], abv: "40-43" })).toEqual([]);
    expect(styledSlugs({ style: ["sloe"] })).toEqual([]);
    // an unknown style (an old address) filters nothing out
    expect(styledSlugs({ style: ["genever"] })).toHaveLength(styled.length);
  });

  it("each style's count is the gins of that style the rest of the choice keeps, so chosen counts add up to the results", () => {
    for (const criteria of [
      {},
      { abv: "40-43" },
      { style: ["old-tom"] },
      { style: ["old-tom", "navy-strength"], abv: "40-43" },
    ] as Criteria[]) {
      const counts = styleCounts(styled, criteria, []);
      for (const style of GIN_STYLES)
        expect(counts.get(style.id), `${JSON.stringify(criteria)} ${style.id}`).toBe(
          styledSlugs({ ...criteria, style: [style.id] }).length,
        );
      const chosen = criteria.style ?? [];
      if (chosen.length > 0) expect(chosen.reduce((sum, id) => sum + counts.get(id)!, 0)).toBe(styledSlugs(criteria).length);
    }
  });

  it("the gin list: each style finds exactly the gins whose record names it, and its count says so", () => {
    const gins = ginCards();
    const records = new Map(productRecords.map((record) => [record.slug, record]));
    const counts = styleCounts(gins, {}, listFlavourFamilies());
    for (const style of GIN_STYLES) {
      const expected = gins.filter((gin) => records.get(gin.slug)!.style === style.name).map((gin) => gin.slug);
      expect(
        filterProducts(gins, { style: [style.id] }).map((gin) => gin.slug),
        style.name,
      ).toEqual(expected);
      expect(counts.get(style.id), style.name).toBe(expected.length);
    }
    // Every gin has one style (content/styles.test.ts), so the counts add up to the list.
    expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(gins.length);
  });

  it("the gin list has no Type filter: an old address's type finds the style its badge names, or nothing", () => {
    expect(styleInPlaceOfType({ type: "Old Tom", abv: "40-43" })).toEqual({ style: ["old-tom"], abv: "40-43" });
    expect(styleInPlaceOfType({ type: "Navy Strength", style: ["old-tom"] })).toEqual({ style: ["old-tom", "navy-strength"] });
    expect(styleInPlaceOfType({ type: "Navy Strength", style: ["navy-strength"] })).toEqual({ style: ["navy-strength"] });
    expect(styleInPlaceOfType({ type: "Heritage", sort: "name" })).toEqual({ sort: "name" });
    expect(styleInPlaceOfType({ type: "constructor" })).toEqual({});
    expect(styledSlugs(styleInPlaceOfType(parseCriteria(new URLSearchParams("type=Old+Tom"))))).toEqual(["old-tom"]);
    expect(hasFilters(styleInPlaceOfType(parseCriteria(new URLSearchParams("type=Heritage"))))).toBe(false);
  });
});

describe("counts", () => {
  const options = {
    type: ["Premium"],
    botanical: ["Juniper", "Rhubarb", "Lemon Peel"],
    abv: ["40-43", "43-50", "50-plus"],
    price: ["under-7000", "none"],
    distillery: ["A"],
  };

  it("each option's count is what the list shows once it is chosen, the rest of the choice kept", () => {
    for (const criteria of [
      {},
      { family: ["citrus"] },
      { family: ["berry"], abv: "43-50" },
      { botanical: "Rhubarb" },
    ] as Criteria[]) {
      const counts = facetCounts(tasted, criteria, families, options);
      for (const family of families) {
        const chosen = { ...criteria, family: [...new Set([...(criteria.family ?? []), family.id])] };
        expect(counts.family.get(family.id), JSON.stringify(chosen)).toBe(slugsOf(chosen).length);
      }
      for (const key of SINGLE_FACETS) {
        expect(counts[key].all).toBe(slugsOf({ ...criteria, [key]: undefined }).length);
        for (const value of options[key])
          expect(counts[key].counts.get(value), `${key}=${value}`).toBe(slugsOf({ ...criteria, [key]: value }).length);
      }
    }
  });

  it("counting reads each bottle a few times, not once per option (the 20x catalogue has 280 distilleries)", () => {
    let reads = 0;
    const counted = Array.from({ length: 200 }, (_, i) => {
      const bottle = product(`b${i}`, { alcohol: `${40 + (i % 8)}% vol`, ...priced(5000 + i * 50) });
      const own = { distillery: `Distillery ${i}`, botanicals: ["Juniper", `Botanical ${i}`, i % 2 ? "Lemon Peel" : "Rhubarb"] };
      for (const key of ["distillery", "botanicals"] as const)
        Object.defineProperty(bottle, key, { get: () => (reads++, own[key]), enumerable: true });
      return bottle;
    });
    const values = facetValues(counted);
    const criteria: Criteria = { family: ["citrus"], abv: "40-43" };
    const lemonPeel = filterProducts(counted, { ...criteria, botanical: "Lemon Peel" }, families).length;
    reads = 0;
    const counts = facetCounts(counted, criteria, families, values);
    expect(reads).toBeLessThanOrEqual(counted.length * 20);
    expect(counts.botanical.counts.get("Lemon Peel")).toBe(lemonPeel);
    expect(counts.distillery.counts.get("Distillery 1")).toBe(1);
  });

  it("the gin list's counts match its results", () => {
    const gins = ginCards();
    const published = listFlavourFamilies();
    const values = facetValues(gins);
    const counts = facetCounts(gins, { abv: "40-43" }, published, values);
    for (const family of published)
      expect(counts.family.get(family.id)).toBe(filterProducts(gins, { family: [family.id], abv: "40-43" }, published).length);
    for (const key of SINGLE_FACETS)
      for (const value of values[key])
        expect(counts[key].counts.get(value)).toBe(
          filterProducts(gins, { [key]: value, ...(key === "abv" ? {} : { abv: "40-43" }) }).length,
        );
    expect(facetCounts(gins, {}, published, values).family.get("citrus")).toBeGreaterThan(6);
  });
});

describe("URL state", () => {
  it("reads the known keys and ignores blanks", () => {
    const criteria = parseCriteria(new URLSearchParams("type=Pink&botanical=&sort=name&utm=x"));
    expect(criteria).toEqual({ type: "Pink", sort: "name" });
    expect(hasFilters(criteria)).toBe(true);
    expect(hasFilters({ sort: "name" })).toBe(false);
  });

  it("keeps each flavour family as its own key, once, and writes the address back the same way", () => {
    const criteria = parseCriteria(new URLSearchParams("family=citrus&family=spice&family=citrus&family=&abv=40-43"));
    expect(criteria).toEqual({ family: ["citrus", "spice"], abv: "40-43" });
    expect(hasFilters({ family: ["citrus"] })).toBe(true);
    expect(hasFilters({ family: [] })).toBe(false);
    expect(criteriaParams({ ...criteria, sort: "name" }).toString()).toBe("family=citrus&family=spice&abv=40-43&sort=name");
  });

  it("keeps each style as its own key, once, after the families", () => {
    const criteria = parseCriteria(new URLSearchParams("style=old-tom&family=citrus&style=london-dry&style=old-tom&style="));
    expect(criteria).toEqual({ family: ["citrus"], style: ["old-tom", "london-dry"] });
    expect(hasFilters({ style: ["sloe"] })).toBe(true);
    expect(hasFilters({ style: [] })).toBe(false);
    expect(criteriaParams({ ...criteria, sort: "name" }).toString()).toBe(
      "family=citrus&style=old-tom&style=london-dry&sort=name",
    );
  });

  it("offers the list's own types, botanicals and distilleries", () => {
    expect(filterOptions(list).types).toEqual(["Color-Changing", "Navy Strength", "Premium", "Unfiltered"]);
    expect(filterOptions(list).distilleries).toEqual(["A", "Eimverk"]);
  });
});
