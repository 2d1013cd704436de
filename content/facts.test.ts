/**
 * Every fact a page shows has a source or the visible "unverified" mark (docs/decisions.md,
 * "Content honesty"). One test per record, so a curator sees which file to fix.
 */
import { describe, expect, it } from "vitest";
import { DISTILLERY_FACTS, PRODUCT_FACTS } from "./facts";
import {
  brennivinRecords,
  distilleryProfiles,
  ginRecords,
  otherSpiritRecords,
  spiritTableGins,
  vodkaRecords,
  whiskyRecords,
} from "./load";
import type { DistilleryProfile, ProductRecord } from "./schema";

const products: ProductRecord[] = [
  ...ginRecords,
  ...spiritTableGins,
  ...whiskyRecords,
  ...vodkaRecords,
  ...brennivinRecords,
  ...otherSpiritRecords,
];

/** Problems with how a record's facts rest on its sources. */
function checkSupport(
  record: { sources?: { id: string }[]; facts?: Record<string, readonly string[] | "unverified"> },
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
  return problems;
}

describe("every shown fact of a bottle has a source or the unverified mark", () => {
  for (const product of products) {
    it(product.slug, () => {
      const shown: Record<string, boolean> = Object.fromEntries(PRODUCT_FACTS.map((field) => [field, true]));
      shown.size = Boolean(product.size);
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
      // One truth: a bottle of a profiled distillery takes its distillery card from the profile.
      if (product.distilleryRef) expect(product.distilleryInfo, "distilleryInfo copy beside distilleryRef").toBeUndefined();
    });
  }
});

describe("every shown fact of a distillery has a source or the unverified mark", () => {
  const mustBeSourced = ["founded", "website", "facebook", "instagram", "linkedin", "youtube", "bookTour"];
  for (const distillery of distilleryProfiles) {
    it(distillery.slug, () => {
      const shown: Record<string, boolean> = Object.fromEntries(
        DISTILLERY_FACTS.map((field) => [field, Boolean(distillery[field as keyof DistilleryProfile])]),
      );
      shown.people = Boolean(distillery.facts?.people);
      // Awards are stored once: on the bottle they were given to, or here only when given to the distillery itself.
      shown.awards = Boolean(distillery.awards?.length);
      expect(checkSupport(distillery, shown, [...mustBeSourced, "awards"])).toEqual([]);
      if (distillery.facts?.coordinates === "unverified") expect(distillery.locationApproximate).toBe(true);
    });
  }
});
