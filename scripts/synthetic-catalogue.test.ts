import { describe, expect, it } from "vitest";
import {
  brennivinRecords,
  distilleryProfiles,
  ginRecords,
  otherSpiritRecords,
  spiritTableGins,
  vodkaRecords,
  whiskyRecords,
} from "../content/load";
import { distilleryProfileSchema, productSchema } from "../content/schema";
import { syntheticCatalogue, type CatalogueSource } from "./synthetic-catalogue";

const real: CatalogueSource = {
  gins: ginRecords,
  vodkas: vodkaRecords,
  whiskies: whiskyRecords,
  brennivins: brennivinRecords,
  otherSpirits: otherSpiritRecords,
  distilleries: distilleryProfiles,
};
const products = (source: CatalogueSource) => [
  ...source.gins,
  ...source.vodkas,
  ...source.whiskies,
  ...source.brennivins,
  ...source.otherSpirits,
];
const realBottles = products(real).length + spiritTableGins.length; // + the gins of the spirit table

describe("synthetic catalogue", () => {
  const synthetic = syntheticCatalogue(real, 20);

  it("makes the catalogue about 20 times larger, in bottles and in distilleries", () => {
    const bottles = realBottles + products(synthetic).length;
    const distilleries = distilleryProfiles.length + synthetic.distilleries.length;
    // Counted from the content files: about 20 times today's bottles, whatever today's are.
    expect(bottles).toBeGreaterThanOrEqual(19 * realBottles);
    expect(bottles).toBeLessThanOrEqual(21 * realBottles);
    expect(distilleries).toBe(distilleryProfiles.length * 20);
    for (const key of ["gins", "vodkas", "whiskies", "brennivins", "otherSpirits"] as const) {
      expect(real[key].length + synthetic[key].length).toBe(real[key].length * 20);
    }
  });

  it("passes the content schema, with synthetic names and slugs no real record uses", () => {
    for (const record of products(synthetic)) expect(productSchema.safeParse(record).error?.issues).toBeUndefined();
    for (const record of synthetic.distilleries) {
      expect(distilleryProfileSchema.safeParse(record).error?.issues).toBeUndefined();
    }
    const all = [...products(real), ...spiritTableGins, ...products(synthetic)];
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    expect(products(synthetic).every((p) => /^Synthetic (Gin|Vodka|Whisky|Brennivin|Spirit) \d{4}$/.test(p.name))).toBe(true);
    expect(synthetic.distilleries.every((d) => /^Synthetic Distillery \d{3}$/.test(d.name))).toBe(true);
    const slugs = new Set(synthetic.distilleries.map((d) => d.slug));
    expect(products(synthetic).every((p) => p.distilleryRef && slugs.has(p.distilleryRef))).toBe(true);
  });

  it("is the same every time", () => {
    expect(syntheticCatalogue(real, 20)).toEqual(synthetic);
  });
});
