/**
 * The search index budget at scale: with the catalogue 20 times larger (scripts/synthetic-catalogue.ts),
 * the index the browser loads on the first search stays under 100 KB gzip. The content loader's lists
 * are extended here, so the index comes from the same function the resource route serves.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";

const synthetic = vi.hoisted(() => async (real: typeof import("@content/load")) => {
  const { syntheticCatalogue } = await import("../../../scripts/synthetic-catalogue");
  return syntheticCatalogue({
    gins: real.ginRecords,
    vodkas: real.vodkaRecords,
    whiskies: real.whiskyRecords,
    brennivins: real.brennivinRecords,
    otherSpirits: real.otherSpiritRecords,
    distilleries: real.distilleryProfiles,
  });
});

vi.mock("@content/load", async (actual) => {
  const real = await actual<typeof import("@content/load")>();
  const extra = await synthetic(real);
  return {
    ...real,
    ginRecords: [...real.ginRecords, ...extra.gins],
    vodkaRecords: [...real.vodkaRecords, ...extra.vodkas],
    whiskyRecords: [...real.whiskyRecords, ...extra.whiskies],
    brennivinRecords: [...real.brennivinRecords, ...extra.brennivins],
    otherSpiritRecords: [...real.otherSpiritRecords, ...extra.otherSpirits],
    distilleryProfiles: [...real.distilleryProfiles, ...extra.distilleries],
  };
});

describe("search index at 20 times the catalogue", () => {
  it("stays under 100 KB gzip and still has every bottle and distillery", async () => {
    const { listAllProducts, listDistilleries } = await import("@content/index");
    const { searchIndexJson } = await import("./site-files");
    const { entries } = JSON.parse(searchIndexJson()) as { entries: { kind: string; href: string }[] };
    const bottles = new Set(listAllProducts().map((p) => p.slug)).size;
    expect(bottles).toBeGreaterThanOrEqual(950);
    expect(entries.filter((e) => e.kind === "product")).toHaveLength(bottles);
    expect(entries.filter((e) => e.kind === "distillery")).toHaveLength(listDistilleries().length);
    const gzip = gzipSync(searchIndexJson(), { level: 9 }).length;
    expect(gzip).toBeLessThan(100 * 1024);
    // resolves a thousand bottles: more than the default five seconds on a busy host
  }, 60_000);
});
