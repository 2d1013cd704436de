import { describe, expect, it } from "vitest";
import {
  botanicalSlug,
  distilleryNameKey,
  getGin,
  listAllProducts,
  listFlavourFamilies,
  summarize,
  type Product,
} from "@content/index";
import { familiesOf, isProducerConfirmed } from "./catalogue-filter";
import { listInWords, similarBottles } from "./similar-bottles";

const himbrimi = getGin("himbrimi-old-tom-gin")!;
/** A made-up bottle beside Himbrimi Old Tom, changed only where a test says (of no style unless given one). */
const variant = (changes: Partial<Product>): Product => ({
  ...himbrimi,
  slug: "variant",
  name: "Variant Gin",
  style: undefined,
  ...changes,
});

describe("similar bottles: the reason in words", () => {
  it("names the shared botanicals (juniper aside), the type, the maker and the strength", () => {
    const twin = variant({ botanicals: ["Juniper", "Arctic thyme", "Angelica Flower", "Crowberry"] });
    const [similar] = similarBottles(himbrimi, [himbrimi, twin]);
    expect(similar!.slug).toBe("variant");
    expect(similar!.reason).toBe(
      "Shares Arctic thyme and angelica flower; same type: Old Tom; same maker, Brunnur Distillery; same strength, 40% vol",
    );
  });

  it("names a shared style, and the type beside it only when the type says something else", () => {
    const stranger = { distillery: "Another Distillery", distilleryRef: "another", alcohol: "47% vol", botanicals: ["Juniper"] };
    expect(similarBottles(himbrimi, [variant({ ...stranger, style: "Old Tom", type: "Barrel Rested" })])[0]!.reason).toBe(
      "Same Old Tom style",
    );
    expect(similarBottles(himbrimi, [variant({ ...stranger, style: "Old Tom" })])[0]!.reason).toBe("Same Old Tom style");
    expect(similarBottles(himbrimi, [variant(stranger)])[0]!.reason).toBe("Same type: Old Tom");
    expect(similarBottles(himbrimi, [variant({ ...stranger, style: "London Dry", type: "Dry" })])).toEqual([]);
  });

  it("says 'close in strength' within a band, and names at most three botanicals", () => {
    const other = variant({
      botanicals: ["Arctic Thyme", "Angelica Flower", "Honey", "Crowberry"],
      type: "London Dry",
      distillery: "Another Distillery",
      distilleryRef: "another",
      alcohol: "42% vol",
    });
    const wider = variant({ botanicals: ["Arctic Thyme", "Angelica Flower", "Honey", "Rhubarb"] });
    const base = { ...himbrimi, botanicals: [...himbrimi.botanicals, "Rhubarb"] };
    expect(similarBottles(base, [other])[0]!.reason).toBe(
      "Shares Arctic thyme, angelica flower and honey; both in the berry family; close in strength (42% vol against 40% vol)",
    );
    expect(similarBottles(base, [wider])[0]!.reason).toMatch(/^Shares Arctic thyme, angelica flower, honey and 1 more;/);
  });

  it("names no strength when no source gives one of the two", () => {
    const unknown = variant({ botanicals: ["Juniper", "Arctic thyme"] });
    delete unknown.alcohol;
    const alsoUnknown = { ...unknown, slug: "also-unknown" };
    expect(similarBottles(unknown, [alsoUnknown])[0]!.reason).toBe(
      "Shares Arctic thyme; same type: Old Tom; same maker, Brunnur Distillery",
    );
    expect(similarBottles(himbrimi, [unknown])[0]!.reason).not.toMatch(/strength/);
  });

  it("suggests nothing on a matching strength alone, nor on juniper", () => {
    const strangers = variant({
      botanicals: ["Juniper"],
      type: "London Dry",
      distillery: "Elsewhere",
      distilleryRef: "elsewhere",
    });
    expect(similarBottles(himbrimi, [strangers])).toEqual([]);
  });

  it("quotes a vodka's Key Features as written", () => {
    const reyka = listAllProducts().find((product) => product.slug === "reyka-vodka")!;
    const twin = { ...reyka, slug: "twin-vodka", name: "Twin Vodka", botanicals: reyka.botanicals.slice(0, 2) };
    const [similar] = similarBottles(reyka, [twin]);
    expect(similar!.reason).toMatch(new RegExp(`^Both “${reyka.botanicals[0]}” and “${reyka.botanicals[1]}”;`));
  });

  it("names each fact the reason rests on that either record leaves unverified", () => {
    const twin = variant({ facts: { ...himbrimi.facts, type: "unverified" } });
    const [similar] = similarBottles(himbrimi, [twin]);
    // Himbrimi's own strength is unverified; the made-up twin's type is.
    expect(similar!.unconfirmed).toEqual(["type", "strength"]);
  });

  it("joins a list in words", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["a"])).toBe("a");
    expect(listInWords(["a", "b"])).toBe("a and b");
    expect(listInWords(["a", "b", "c"])).toBe("a, b and c");
  });
});

describe("similar bottles by taste", () => {
  it("name a flavour family both belong to when their botanicals differ: lemon peel beside citrus peel", () => {
    const stranger = { distillery: "Another Distillery", distilleryRef: "another", alcohol: "47% vol", type: "Dry" };
    const lemon = variant({ ...stranger, slug: "lemon", botanicals: ["Juniper", "Lemon Peel"] });
    const citrus = variant({ ...stranger, slug: "citrus", name: "Citrus Gin", botanicals: ["Juniper", "Citrus Peel"] });
    expect(similarBottles(lemon, [citrus])[0]!.reason).toMatch(/^Both in the citrus family;/);
  });

  it("put bottles whose maker a source confirms before the others, however alike", () => {
    const stranger = { distillery: "Another Distillery", distilleryRef: "another", alcohol: "47% vol", type: "Dry" };
    const twin = variant({
      ...stranger,
      slug: "twin",
      botanicals: himbrimi.botanicals,
      facts: { ...himbrimi.facts, producer: "unverified" },
    });
    const cousin = variant({ ...stranger, slug: "cousin", botanicals: ["Juniper", "Arctic thyme"] });
    expect(similarBottles(himbrimi, [twin, cousin]).map((item) => item.slug)).toEqual(["cousin", "twin"]);
  });
});

describe("similar bottles across the catalogue", () => {
  const products = listAllProducts();
  const families = listFlavourFamilies();

  it("no bottle of an unconfirmed maker comes before one of a confirmed maker", () => {
    for (const product of products) {
      const confirmed = similarBottles(product).map((item) => isProducerConfirmed(item));
      expect(confirmed, product.slug).toEqual([...confirmed].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it("a citrus-led gin is offered another citrus-led gin when a confirmed one exists", () => {
    const citrus = families.find((family) => family.id === "citrus")!;
    const isCitrus = (product: Pick<Product, "botanicals">) => familiesOf(product, [citrus]).size > 0;
    const bySlug = new Map(products.map((product) => [product.slug, product]));
    for (const product of products.filter(isCitrus)) {
      const others = products.filter(
        (other) => other.slug !== product.slug && isCitrus(other) && isProducerConfirmed(summarize(other)),
      );
      if (others.length === 0) continue;
      expect(
        similarBottles(product).some((item) => isCitrus(bySlug.get(item.slug)!)),
        product.slug,
      ).toBe(true);
    }
  });

  it("every bottle page gets one to four, never the bottle itself, each with a reason", () => {
    for (const product of products) {
      const similar = similarBottles(product);
      expect(similar.length, product.slug).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(4);
      expect(similar.map((item) => item.slug)).not.toContain(product.slug);
      for (const item of similar) expect(item.reason, `${product.slug} -> ${item.slug}`).toMatch(/^[A-Z]/);
    }
  });

  it("each reason is true to both records", () => {
    const bySlug = new Map(products.map((product) => [product.slug, product]));
    for (const product of products)
      for (const item of similarBottles(product)) {
        const other = bySlug.get(item.slug)!;
        const where = `${product.slug} -> ${other.slug}: ${item.reason}`;
        const sameType = product.type.toLowerCase() === other.type.toLowerCase();
        const says = (clause: string) => item.reason.toLowerCase().includes(clause.toLowerCase());
        const sameStyle = Boolean(product.style) && product.style === other.style;
        expect(says(`same ${other.style} style`), where).toBe(sameStyle);
        const typeSaidByStyle = sameStyle && other.type.toLowerCase() === other.style!.toLowerCase();
        expect(says(`same type: ${other.type}`), where).toBe(sameType && !typeSaidByStyle);
        const sameMaker =
          product.distilleryRef === other.distilleryRef ||
          distilleryNameKey(product.distillery) === distilleryNameKey(other.distillery);
        expect(says(`same maker, ${other.distillery}`), where).toBe(sameMaker);
        const otherSlugs = new Set(other.botanicals.map(botanicalSlug));
        const shared = product.botanicals.filter((name) => otherSlugs.has(botanicalSlug(name)) && name !== "Juniper");
        expect(/^(Shares|Both) (?!in the )/.test(item.reason), where).toBe(shared.length > 0);
        // A family named is one both belong to that the shared botanicals do not already show.
        const sharedFamilies = familiesOf({ botanicals: shared }, families);
        for (const family of families) {
          const both = familiesOf(product, families).has(family.id) && familiesOf(other, families).has(family.id);
          const named = new RegExp(`both in the [a-z, ]*\\b${family.name.toLowerCase()}\\b[a-z, ]* famil`).test(
            item.reason.toLowerCase(),
          );
          expect(named, `${where} (${family.name})`).toBe(both && !sharedFamilies.has(family.id));
        }
      }
  });

  it("the most alike comes first: Vor's barrel-aged sister for Vor", () => {
    expect(similarBottles(getGin("vor-gin")!)[0]!.slug).toBe("vor-barrel-aged-gin");
  });
});
