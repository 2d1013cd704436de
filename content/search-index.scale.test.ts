/**
 * The search index budget at scale: with the catalogue 20 times larger (scripts/synthetic-catalogue.ts),
 * the index the browser loads on the first search stays under 100 KB gzip. The content modules are
 * extended here, so the index comes from the same function the resource route serves.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { CatalogueSource } from "../scripts/synthetic-catalogue";

const synthetic = vi.hoisted(() => {
  let made: Promise<CatalogueSource> | undefined;
  return () =>
    (made ??= (async () => {
      const { syntheticCatalogue } = await import("../scripts/synthetic-catalogue");
      const [gins, vodkas, whiskies, brennivin, other, profiles] = await Promise.all([
        vi.importActual<typeof import("./products/gins")>("./products/gins"),
        vi.importActual<typeof import("./products/vodkas")>("./products/vodkas"),
        vi.importActual<typeof import("./products/whiskies")>("./products/whiskies"),
        vi.importActual<typeof import("./products/brennivin")>("./products/brennivin"),
        vi.importActual<typeof import("./products/other-spirits")>("./products/other-spirits"),
        vi.importActual<typeof import("./distilleries/profiles")>("./distilleries/profiles"),
      ]);
      return syntheticCatalogue({
        gins: gins.ginRecords,
        vodkas: vodkas.vodkaRecords,
        whiskies: whiskies.whiskyRecords,
        brennivins: brennivin.brennivinRecords,
        otherSpirits: other.otherSpiritRecords,
        distilleries: profiles.distilleryProfiles,
      });
    })());
});

vi.mock("./products/gins", async (actual) => {
  const real = await actual<typeof import("./products/gins")>();
  return { ...real, ginRecords: [...real.ginRecords, ...(await synthetic()).gins] };
});
vi.mock("./products/vodkas", async (actual) => {
  const real = await actual<typeof import("./products/vodkas")>();
  return { ...real, vodkaRecords: [...real.vodkaRecords, ...(await synthetic()).vodkas] };
});
vi.mock("./products/whiskies", async (actual) => {
  const real = await actual<typeof import("./products/whiskies")>();
  return { ...real, whiskyRecords: [...real.whiskyRecords, ...(await synthetic()).whiskies] };
});
vi.mock("./products/brennivin", async (actual) => {
  const real = await actual<typeof import("./products/brennivin")>();
  return { ...real, brennivinRecords: [...real.brennivinRecords, ...(await synthetic()).brennivins] };
});
vi.mock("./products/other-spirits", async (actual) => {
  const real = await actual<typeof import("./products/other-spirits")>();
  return { ...real, otherSpiritRecords: [...real.otherSpiritRecords, ...(await synthetic()).otherSpirits] };
});
vi.mock("./distilleries/profiles", async (actual) => {
  const real = await actual<typeof import("./distilleries/profiles")>();
  return { ...real, distilleryProfiles: [...real.distilleryProfiles, ...(await synthetic()).distilleries] };
});

describe("search index at 20 times the catalogue", () => {
  it("stays under 100 KB gzip and still has every bottle and distillery", async () => {
    const { listAllProducts, listDistilleries } = await import("./index");
    const { searchIndexJson } = await import("./site-files");
    const { entries } = JSON.parse(searchIndexJson()) as { entries: { kind: string; href: string }[] };
    const bottles = new Set(listAllProducts().map((p) => p.slug)).size;
    expect(bottles).toBeGreaterThanOrEqual(950);
    expect(entries.filter((e) => e.kind === "product")).toHaveLength(bottles);
    expect(entries.filter((e) => e.kind === "distillery")).toHaveLength(listDistilleries().length);
    const gzip = gzipSync(searchIndexJson(), { level: 9 }).length;
    expect(gzip).toBeLessThan(100 * 1024);
  });
});
