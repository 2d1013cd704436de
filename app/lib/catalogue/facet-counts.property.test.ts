import { describe, expect, it } from "vitest";
import { GIN_STYLES } from "@content/styles";
import {
  ABV_BANDS,
  NO_PRICE_BAND,
  PRICE_BANDS,
  SINGLE_FACETS,
  facetCounts,
  facetValues,
  filterProducts,
  type Criteria,
  type FamilyDefinition,
  type FilterableProduct,
} from "./catalogue-filter";

/** A small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], chance: number) => values.filter(() => next() < chance);
  return { next, pick, some };
}

const BOTANICALS = ["Juniper", "Lemon Peel", "Bergamot", "Rhubarb", "Crowberry", "Angelica", "Thyme", "Butterfly Pea Flower"];
const families: FamilyDefinition[] = [
  { id: "citrus", name: "Citrus", botanicals: ["Lemon Peel", "Bergamot"] },
  { id: "berry", name: "Berry", botanicals: ["Rhubarb", "Crowberry"] },
  { id: "herbal", name: "Herbal", botanicals: ["Angelica", "Thyme"] },
  { id: "floral", name: "Floral", botanicals: ["Butterfly Pea Flower"] },
];
const TYPES = ["Premium", "Unfiltered", "Navy Strength"];
const DISTILLERIES = ["A", "B", "C", "D"];

function catalogue(rng: ReturnType<typeof random>, size: number): FilterableProduct[] {
  return Array.from({ length: size }, (_, i) => ({
    slug: `bottle-${i}`,
    name: `Bottle ${i}`,
    type: rng.pick(TYPES),
    distillery: rng.pick(DISTILLERIES),
    botanicals: ["Juniper", ...rng.some(BOTANICALS.slice(1), 0.3)],
    alcohol: `${rng.pick([37.5, 40, 41.3, 43, 45, 47, 57])}% vol`,
    style: rng.next() < 0.6 ? rng.pick(GIN_STYLES).name : undefined,
    shownOffer: rng.next() < 0.5 ? { price: { amount: Math.round(4000 + rng.next() * 12000), currency: "ISK" } } : undefined,
  }));
}

function randomCriteria(rng: ReturnType<typeof random>): Criteria {
  const criteria: Criteria = {};
  const family = rng.some(
    families.map((f) => f.id),
    0.2,
  );
  const style = rng.some(
    GIN_STYLES.map((s) => s.id),
    0.15,
  );
  if (family.length) criteria.family = family;
  if (style.length) criteria.style = style;
  if (rng.next() < 0.3) criteria.type = rng.pick(TYPES);
  if (rng.next() < 0.3) criteria.botanical = rng.pick(BOTANICALS);
  if (rng.next() < 0.3) criteria.abv = rng.pick(ABV_BANDS).id;
  if (rng.next() < 0.3) criteria.price = rng.pick([...PRICE_BANDS, NO_PRICE_BAND]).id;
  if (rng.next() < 0.3) criteria.distillery = rng.pick(DISTILLERIES);
  return criteria;
}

describe("facet counts, held to the filter over random choices", () => {
  // Across groups a choice narrows (AND). Flavour families narrow too (a gin tastes of both); styles
  // are either-or (a gin has one), so a style's count is what the list shows with that style alone
  // ticked in its group: the chosen styles' counts add up to the list.
  it("every option's count is the size of the list that ticking it gives, the rest of the choice kept", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rng = random(seed);
      const products = catalogue(rng, 5 + Math.floor(rng.next() * 30));
      const criteria = randomCriteria(rng);
      const values = facetValues(products);
      const counts = facetCounts(products, criteria, families, values);
      const size = (choice: Criteria) => filterProducts(products, choice, families).length;
      const where = (what: string) => `seed ${seed}, ${JSON.stringify(criteria)}: ${what}`;

      for (const family of families)
        expect(counts.family.get(family.id), where(`family ${family.id}`)).toBe(
          size({ ...criteria, family: [...new Set([...(criteria.family ?? []), family.id])] }),
        );
      for (const style of GIN_STYLES)
        expect(counts.style.get(style.id), where(`style ${style.id}`)).toBe(size({ ...criteria, style: [style.id] }));
      for (const key of SINGLE_FACETS) {
        expect(counts[key].all, where(`${key} all`)).toBe(size({ ...criteria, [key]: undefined }));
        for (const value of values[key])
          expect(counts[key].counts.get(value), where(`${key} ${value}`)).toBe(size({ ...criteria, [key]: value }));
      }
    }
  });

  it("a chosen style narrows the other groups' counts: London Dry chosen, Herbal counts only London Dry gins", () => {
    const products: FilterableProduct[] = [
      {
        slug: "dry",
        name: "Dry",
        type: "Premium",
        distillery: "A",
        botanicals: ["Juniper", "Lemon Peel"],
        alcohol: "40% vol",
        style: "London Dry",
      },
      {
        slug: "herb",
        name: "Herb",
        type: "Premium",
        distillery: "A",
        botanicals: ["Juniper", "Thyme"],
        alcohol: "40% vol",
        style: "Old Tom",
      },
    ];
    const counts = facetCounts(products, { style: ["london-dry"] }, families, facetValues(products));
    expect(counts.family.get("herbal")).toBe(0);
    expect(counts.family.get("citrus")).toBe(1);
    expect(counts.type.all).toBe(1);
    expect(counts.botanical.counts.get("Thyme")).toBe(0);
  });
});
