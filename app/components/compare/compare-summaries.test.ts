import { describe, expect, it } from "vitest";
import { productRecords } from "@content/load";
import { comparableProductsJson, type ComparableProduct } from "~/lib/routing/site-files";
import {
  allSame,
  awardsSummary,
  botanicalsSummary,
  presenceSummary,
  priceSummary,
  strengthSummary,
  valueSummary,
} from "./compare-summaries";

// The records as the compare page receives them (/data/products.json).
const all: ComparableProduct[] = JSON.parse(comparableProductsJson()).products;
const pick = (...slugs: string[]) => slugs.map((slug) => all.find((p) => p.slug === slug)!);

describe("compare row summaries, from the records", () => {
  it("carries each gin's style with its mark, and none for a bottle without one", () => {
    const records = new Map(productRecords.map((record) => [record.slug, record]));
    for (const product of all) {
      const record = records.get(product.slug)!;
      expect(product.style, product.slug).toBe(record.style);
      expect(product.unverified.includes("style"), product.slug).toBe(
        Boolean(record.style) && record.facts?.style === "unverified",
      );
    }
    const sourced = all.find((p) => p.style && !p.unverified.includes("style"))!;
    const marked = all.find((p) => p.style && p.style !== sourced.style && p.unverified.includes("style"))!;
    const none = all.find((p) => !p.style)!;
    expect(valueSummary([sourced, marked, none], (p) => p.style ?? "none given", "style")).toEqual({
      text: "All 3 differ",
      unverified: true,
    });
  });

  it("names the botanical only one bottle has, with that bottle", () => {
    const products = pick("olafsson-gin", "himbrimi-old-tom-gin");
    const honey = products[1]!;
    expect(honey.botanicals).toContain("Honey");
    expect(products[0]!.botanicals).not.toContain("Honey");
    const summary = botanicalsSummary(products)!;
    // each bottle's first botanical the other lacks, in the table's order
    const own = (p: ComparableProduct, other: ComparableProduct) => p.botanicals.find((b) => !other.botanicals.includes(b));
    expect(summary.text).toBe(
      `Only one with ${own(products[0]!, honey)}: ${products[0]!.name}; ${own(honey, products[0]!)}: ${honey.name}`,
    );
    expect(summary.unverified).toBe(products.some((p) => p.unverified.includes("botanicals")));
  });

  it("says so when both list the same botanicals, and what all share otherwise", () => {
    const one = { name: "A", unverified: [], botanicals: ["Juniper", "Birch"] };
    expect(botanicalsSummary([one, { ...one, name: "B", botanicals: ["Birch", "Juniper"] }])!.text).toBe(
      "The same botanicals in all",
    );
    const three = [
      one,
      { ...one, name: "B", botanicals: ["Juniper", "Kelp"] },
      { ...one, name: "C", botanicals: ["Juniper", "Kelp", "Birch"] },
    ];
    expect(botanicalsSummary(three)!.text).toBe("In all: Juniper");
  });

  it("strength: the strongest and the lightest, marked when a strength is unconfirmed", () => {
    const products = pick("vor-gin", "helviti-gin", "himbrimi-old-tom-gin");
    const summary = strengthSummary(products)!;
    const byStrength = [...products].sort((a, b) => parseFloat(b.alcohol!) - parseFloat(a.alcohol!));
    expect(summary.text).toBe(
      `Strongest: ${byStrength[0]!.name} (${byStrength[0]!.alcohol}); lightest: ${byStrength[2]!.name} (${byStrength[2]!.alcohol})`,
    );
    expect(summary.unverified).toBe(products.some((p) => p.unverified.includes("alcohol")));
    const same = { name: "A", unverified: [], alcohol: "40% vol" };
    expect(strengthSummary([same, { ...same, name: "B" }])).toEqual({ text: "Same for all: 40% vol", unverified: false });
    // A strength no source gives cannot be ranked: no summary rather than a guess.
    expect(strengthSummary([same, { name: "C", unverified: [] }])).toBeNull();
    expect(
      strengthSummary([
        { name: "C", unverified: [] },
        { name: "D", unverified: [] },
      ]),
    ).toBeNull();
  });

  it("one value per bottle: the same for all, the odd one out, or that they differ", () => {
    const p = (name: string, type: string, unverified: string[] = []) => ({ name, type, unverified });
    const type = (x: { type: string }) => x.type;
    expect(valueSummary([p("A", "Old Tom"), p("B", "Old Tom")], type, "type")).toEqual({
      text: "Same for all: Old Tom",
      unverified: false,
    });
    expect(valueSummary([p("A", "Dry"), p("B", "Dry"), p("C", "Old Tom", ["type"])], type, "type")).toEqual({
      text: "Only C differs: Old Tom",
      unverified: true,
    });
    expect(valueSummary([p("A", "Dry"), p("B", "Pink")], type, "type")!.text).toBe("The two differ");
    expect(valueSummary([p("A", "Dry"), p("B", "Dry"), p("C", "Pink"), p("D", "Pink")], type, "type")!.text).toBe(
      "Dry for 2 of 4",
    );
    expect(valueSummary([p("A", "Dry")], type, "type")).toBeNull();
  });

  it("price: only checked prices, the lowest named within one currency", () => {
    const price = (amount: number, currency = "ISK") => ({
      amount,
      currency,
      text: `${amount} ${currency}`,
      inStock: true,
      stock: "",
    });
    const offer = (amount: number, currency?: string) =>
      ({
        shop: "s",
        shopName: "S",
        url: "",
        affiliate: true,
        age: "current",
        checked: "",
        checkedText: "",
        price: price(amount, currency),
      }) as const;
    expect(priceSummary([{ name: "A" }, { name: "B" }])!.text).toBe("No price checked for any of them");
    expect(
      priceSummary([{ name: "A", shownOffer: offer(9000) }, { name: "B", shownOffer: offer(7000) }, { name: "C" }])!.text,
    ).toBe("Lowest checked price: B (7000 ISK); 1 not checked");
    expect(
      priceSummary([
        { name: "A", shownOffer: offer(9000) },
        { name: "B", shownOffer: offer(70, "EUR") },
      ])!.text,
    ).toBe("Checked in different currencies");
  });

  it("awards and things only some have", () => {
    const products = pick("olafsson-gin", "vor-gin", "lundey-gin");
    const most = Math.max(...products.map((p) => p.awards.length));
    const top = products.filter((p) => p.awards.length === most);
    expect(top).toHaveLength(1);
    expect(awardsSummary(products)!.text).toBe(`Most awards: ${top[0]!.name} (${most})`);
    const [brennivin, vor] = pick("brennivin", "vor-gin");
    expect(brennivin!.heritage.length).toBeGreaterThan(0);
    expect(vor!.heritage).toEqual([]);
    const heritage = ["lists heritage", "list heritage"] as [string, string];
    expect(presenceSummary([brennivin!, vor!], (p) => p.heritage.length > 0, heritage)!.text).toBe(
      `Only ${brennivin!.name} lists heritage`,
    );
    expect(presenceSummary([vor!, vor!], (p) => p.heritage.length > 0, heritage)!.text).toBe("None lists heritage");
  });

  it("a row is the same only when every bottle shows the same value, and only with two or more", () => {
    expect(allSame([{ v: "a" }, { v: "a" }], (x) => x.v)).toBe(true);
    expect(allSame([{ v: "a" }, { v: "b" }], (x) => x.v)).toBe(false);
    expect(allSame([{ v: "a" }], (x) => x.v)).toBe(false);
  });
});
