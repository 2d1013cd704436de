import { describe, expect, it } from "vitest";
import {
  filterOptions,
  filterProducts,
  hasFilters,
  parseCriteria,
  sortProducts,
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
});

describe("URL state", () => {
  it("reads the known keys and ignores blanks", () => {
    const criteria = parseCriteria(new URLSearchParams("type=Pink&botanical=&sort=name&utm=x"));
    expect(criteria).toEqual({ type: "Pink", sort: "name" });
    expect(hasFilters(criteria)).toBe(true);
    expect(hasFilters({ sort: "name" })).toBe(false);
  });

  it("offers the list's own types, botanicals and distilleries", () => {
    expect(filterOptions(list).types).toEqual(["Color-Changing", "Navy Strength", "Premium", "Unfiltered"]);
    expect(filterOptions(list).distilleries).toEqual(["A", "Eimverk"]);
  });
});
