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
  price: "$50",
  ...over,
});

const list = [
  product("vor", {
    name: "Vor Gin",
    type: "Unfiltered",
    distillery: "Eimverk",
    botanicals: ["Juniper", "Rhubarb"],
    alcohol: "47% vol",
    price: "$50",
  }),
  product("lundey", {
    name: "Lundey Gin",
    type: "Color-Changing",
    botanicals: ["Juniper", "Butterfly Pea Flower"],
    alcohol: "43% vol",
    price: "$49",
  }),
  product("helviti", { name: "Helvíti Gin", type: "Navy Strength", alcohol: "57% vol", price: "$62" }),
  product("pure", { name: "Pure North Gin", alcohol: "37.5% vol", price: "$25" }),
  product("winterbird", { name: "Winterbird", alcohol: "42% vol", price: "€45" }),
];

describe("filters", () => {
  it("narrow by type, botanical (any case), distillery, ABV band and price band", () => {
    expect(filterProducts(list, { type: "Navy Strength" }).map((p) => p.slug)).toEqual(["helviti"]);
    expect(filterProducts(list, { botanical: "rhubarb" }).map((p) => p.slug)).toEqual(["vor"]);
    expect(filterProducts(list, { distillery: "Eimverk" }).map((p) => p.slug)).toEqual(["vor"]);
    expect(filterProducts(list, { abv: "under-40" }).map((p) => p.slug)).toEqual(["pure"]);
    expect(filterProducts(list, { abv: "43-50" }).map((p) => p.slug)).toEqual(["vor", "lundey"]);
    expect(filterProducts(list, { price: "40-60" }).map((p) => p.slug)).toEqual(["vor", "lundey", "winterbird"]);
    expect(filterProducts(list, { price: "40-60", abv: "40-43" }).map((p) => p.slug)).toEqual(["winterbird"]);
  });

  it("an empty result is empty, no criteria keeps everything in order", () => {
    expect(filterProducts(list, { type: "Pink" })).toEqual([]);
    expect(filterProducts(list, {})).toEqual(list);
  });
});

describe("sort", () => {
  it("by name, price and ABV in both directions; default keeps the published order", () => {
    expect(sortProducts(list, "name").map((p) => p.slug)).toEqual(["helviti", "lundey", "pure", "vor", "winterbird"]);
    expect(sortProducts(list, "price-asc").map((p) => p.slug)).toEqual(["pure", "winterbird", "lundey", "vor", "helviti"]);
    expect(sortProducts(list, "price-desc")[0]!.slug).toBe("helviti");
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
