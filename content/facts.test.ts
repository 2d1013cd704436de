/**
 * Every fact a page shows has a source or the visible "unverified" mark (docs/decisions.md,
 * "Content honesty"). One test per record, so a curator sees which file to fix.
 */
import { describe, expect, it } from "vitest";
import { DISTILLERY_FACTS, PRODUCT_FACTS } from "./facts";
import { botanicals, distilleryProfiles, productRecords as products } from "./load";
import type { DistilleryProfile } from "./schema";

/** Problems with how a record's facts rest on its sources. */
function checkSupport(
  record: {
    sources?: { id: string }[];
    facts?: Record<string, readonly string[] | "unverified">;
    markNotes?: Record<string, { note: string; source: string }>;
  },
  shown: Record<string, boolean>,
  mustBeSourced: string[],
): string[] {
  const problems: string[] = [];
  const ids = new Set((record.sources ?? []).map((source) => source.id));
  if (ids.size !== (record.sources ?? []).length) problems.push("two sources share an id");
  const facts = record.facts ?? {};
  for (const [field, isShown] of Object.entries(shown)) {
    const support = facts[field];
    if (isShown && support === undefined) problems.push(`${field}: shown with neither a source nor "unverified"`);
    if (!isShown && support !== undefined) problems.push(`${field}: has support but is not shown`);
    if (support === "unverified" && mustBeSourced.includes(field))
      problems.push(`${field}: cannot be shown unverified (remove it or give a source)`);
    if (Array.isArray(support)) for (const id of support) if (!ids.has(id)) problems.push(`${field}: unknown source id "${id}"`);
  }
  for (const field of Object.keys(facts)) if (!(field in shown)) problems.push(`${field}: not a fact this page shows`);
  // A mark's note says what a source says instead: only beside a shown mark, and only from a listed source.
  for (const [field, { source }] of Object.entries(record.markNotes ?? {})) {
    if (facts[field] !== "unverified") problems.push(`${field}: a mark note on a fact that is not shown unverified`);
    if (!ids.has(source)) problems.push(`${field}: mark note's unknown source id "${source}"`);
  }
  return problems;
}

describe("every shown fact of a bottle has a source or the unverified mark", () => {
  for (const product of products) {
    it(product.slug, () => {
      const shown: Record<string, boolean> = Object.fromEntries(PRODUCT_FACTS.map((field) => [field, true]));
      shown.size = Boolean(product.size);
      shown.alcohol = Boolean(product.alcohol);
      shown.style = Boolean(product.style);
      shown.awards = product.awards.length > 0;
      shown.heritage = Boolean(product.heritage?.length);
      expect(checkSupport(product, shown, ["awards", "heritage"])).toEqual([]);
      // The type badge shows on the page, every card and the comparison: it is a fact like any other.
      expect(product.facts?.type, 'type: a source or "unverified"').toBeDefined();
      // History and standing are heritage, never an award: a line in both would show under "Awards".
      expect(
        product.awards.filter((line) => product.heritage?.includes(line)),
        "heritage lines among the awards",
      ).toEqual([]);
      // One truth: every bottle's distillery card is built from one distillery record, never an inline copy.
      expect(product.distilleryRef, "distilleryRef (the distillery record of its card)").toBeDefined();
      expect(product, "an inline distillery card").not.toHaveProperty("distilleryInfo");
    });
  }
});

describe("every shown fact of a distillery has a source or the unverified mark", () => {
  // A map position without a sourced town is not shown at all (no pin), so coordinates cannot be unverified.
  const mustBeSourced = ["founded", "coordinates", "website", "facebook", "instagram", "linkedin", "youtube", "bookTour"];
  for (const distillery of distilleryProfiles) {
    it(distillery.slug, () => {
      const shown: Record<string, boolean> = Object.fromEntries(
        DISTILLERY_FACTS.map((field) => [field, Boolean(distillery[field as keyof DistilleryProfile])]),
      );
      shown.people = Boolean(distillery.facts?.people);
      // Awards are stored once: on the bottle they were given to, or here only when given to the distillery itself.
      shown.awards = Boolean(distillery.awards?.length);
      expect(checkSupport(distillery, shown, [...mustBeSourced, "awards"])).toEqual([]);
      // A web address rests on the maker's own pages or the press, never on a third party's mock-up in a code repository.
      const websiteSources = (distillery.sources ?? []).filter(
        (source) => Array.isArray(distillery.facts?.website) && distillery.facts.website.includes(source.id),
      );
      expect(websiteSources.filter((source) => new URL(source.url).hostname === "github.com").map((source) => source.id)).toEqual(
        [],
      );
      if (distillery.coordinates) expect(distillery.locationApproximate, "a pin at the town is marked approximate").toBe(true);
    });
  }
});

describe("every botanical's shown statements have a source or the unverified mark", () => {
  for (const botanical of botanicals) {
    it(botanical.slug, () => {
      // A botanical page shows its description; pages for botanicals without an entry say only what the catalogue lists.
      expect(checkSupport(botanical, { description: true }, [])).toEqual([]);
    });
  }
});

describe("tasting notes are the site's own words or carry a named, dated credit", () => {
  for (const product of products) {
    it(product.slug, () => {
      const { nose, palate, finish, credit } = product.tastingNotes;
      // Credits live in tastingNotes.credit, which the page shows beside the notes; unnamed "reviewers" credit no one.
      for (const line of [nose, palate, finish]) expect(line).not.toMatch(/\(after |reviewers?\b|according to/i);
      if (credit) expect(credit, "a credit names whose notes and when").toMatch(/\b(19|20)\d\d\b/);
      // A credit rests on the pages it credits: each a listed source of the record (each with its URL).
      // Notes without a credit are the site's own words, and say nothing a source is needed for.
      const ids = new Set((product.sources ?? []).map((source) => source.id));
      const cited = product.tastingNotes.sources ?? [];
      expect(Boolean(credit), "a credit and its sources go together").toBe(cited.length > 0);
      for (const id of cited) expect(ids, `tasting notes' source "${id}" is a listed source`).toContain(id);
    });
  }
});

describe("the support check itself", () => {
  const sources = [{ id: "press" }];
  it("fails a shown highlight with neither a source nor the mark", () => {
    expect(checkSupport({ sources, facts: {} }, { highlights: true }, [])).toEqual([
      'highlights: shown with neither a source nor "unverified"',
    ]);
  });
  it("takes a mark note only beside the mark, from a listed source", () => {
    const note = { note: "the press gives 500 bottles", source: "press" };
    expect(
      checkSupport(
        { sources, facts: { description: "unverified" }, markNotes: { description: note } },
        { description: true },
        [],
      ),
    ).toEqual([]);
    expect(
      checkSupport({ sources, facts: { description: ["press"] }, markNotes: { description: note } }, { description: true }, []),
    ).toEqual(["description: a mark note on a fact that is not shown unverified"]);
    expect(
      checkSupport(
        { sources, facts: { description: "unverified" }, markNotes: { description: { ...note, source: "blog" } } },
        { description: true },
        [],
      ),
    ).toEqual(['description: mark note\'s unknown source id "blog"']);
  });
});
