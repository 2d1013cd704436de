/**
 * A synthetic catalogue for the scale bench (`npm run bench`, scripts/bench-scale.mjs): the real
 * catalogue plus clearly named made-up bottles and distilleries ("Synthetic Gin 0412"), so the
 * catalogue is `scale` times its size. Deterministic; generated into a copy of the project (as
 * YAML files beside the real ones), never committed. The text is drawn word by word from the real
 * descriptions (same vocabulary and word frequencies, no phrasing), so sizes and gzip ratios are
 * like real prose or a little worse.
 *
 *   npx tsx scripts/synthetic-catalogue.ts <copy of the project> [scale=20]
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse, stringify } from "yaml";
import type { DistilleryProfile, ProductRecord } from "../content/schema";

/** The real records the synthetic ones are modelled on, one list per content file. */
export interface CatalogueSource {
  gins: ProductRecord[];
  vodkas: ProductRecord[];
  whiskies: ProductRecord[];
  brennivins: ProductRecord[];
  otherSpirits: ProductRecord[];
  distilleries: DistilleryProfile[];
}

/** Where each list lives: its folder of one-record YAML files under content/ (content/load.ts). */
export const CONTENT_FOLDERS: Record<keyof CatalogueSource, string> = {
  gins: "products/gins",
  vodkas: "products/vodkas",
  whiskies: "products/whiskies",
  brennivins: "products/brennivin",
  otherSpirits: "products/other-spirits",
  distilleries: "distilleries",
};

const LABEL: Record<Exclude<keyof CatalogueSource, "distilleries">, string> = {
  gins: "Gin",
  vodkas: "Vodka",
  whiskies: "Whisky",
  brennivins: "Brennivin",
  otherSpirits: "Spirit",
};

/** mulberry32: a small seeded generator, so every run writes the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * The synthetic records only (the real ones stay in place): each list and the distilleries grow
 * to `scale` times their real length. Products belong to the synthetic distilleries in turn.
 */
export function syntheticCatalogue(source: CatalogueSource, scale = 20): CatalogueSource {
  const next = random(20260414);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));

  const realProducts = [...source.gins, ...source.vodkas, ...source.whiskies, ...source.brennivins, ...source.otherSpirits];
  const corpus = [
    ...realProducts.map((p) => `${p.description} ${p.longDescription}`),
    ...source.distilleries.map((d) => d.description),
  ]
    .join(" ")
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}°]+|[^\p{L}\p{N}%]+$/gu, ""))
    .filter(Boolean);
  const prose = (min: number, max: number) => {
    const words = Array.from({ length: int(min, max) }, () => pick(corpus));
    return `${words.join(" ")}.`;
  };

  const extra = (real: number) => Math.max(0, Math.round(real * scale) - real);
  const distilleries: DistilleryProfile[] = Array.from({ length: extra(source.distilleries.length) }, (_, i) => {
    const name = `Synthetic Distillery ${pad(i + 1, 3)}`;
    return {
      slug: slugOf(name),
      name,
      location: `Synthetic Town ${pad(int(1, 60), 2)}, Iceland`,
      founded: String(int(1990, 2024)),
      description: `A synthetic benchmark distillery: ${prose(16, 30)}`,
      longDescription: `A synthetic benchmark distillery, not a real producer. ${prose(90, 170)}`,
      coordinates: [-24 + next() * 10.5, 63.4 + next() * 3] as [number, number],
      specialties: Array.from({ length: int(2, 3) }, () => prose(2, 5).slice(0, -1)),
    };
  });

  let serial = 0;
  const products = (key: Exclude<keyof CatalogueSource, "distilleries">): ProductRecord[] => {
    const real = source[key];
    const botanicalPool = [...new Set(real.flatMap((p) => p.botanicals))];
    return Array.from({ length: extra(real.length) }, (_, i) => {
      const template = real[i % real.length]!;
      const name = `Synthetic ${LABEL[key]} ${pad(i + 1, 4)}`;
      const distillery = distilleries[serial++ % distilleries.length] ?? source.distilleries[0]!;
      const botanicals = [...new Set(Array.from({ length: int(3, 6) }, () => pick(botanicalPool)))];
      const record: ProductRecord = {
        id: 100000 + serial,
        slug: slugOf(name),
        name,
        distillery: distillery.name,
        distilleryRef: distillery.slug,
        price: `$${int(29, 129)}`,
        description: `A synthetic benchmark bottle: ${prose(20, 38)}`,
        longDescription: `A synthetic benchmark bottle, not a real product. ${prose(110, 200)}`,
        botanicals,
        alcohol: `${int(37, 47)}% vol`,
        type: template.type,
        ...(template.style ? { style: template.style } : {}),
        tastingNotes: { nose: prose(8, 14), palate: prose(8, 16), finish: prose(6, 12) },
        awards: [],
        servingSuggestions: Array.from({ length: int(2, 3) }, () => prose(3, 7).slice(0, -1)),
      };
      if (template.category) record.category = template.category;
      // Like its template, a bottle may have no strength (no source gives one): the pages' other path.
      if (!template.alcohol) delete record.alcohol;
      return record;
    });
  };

  return {
    gins: products("gins"),
    vodkas: products("vodkas"),
    whiskies: products("whiskies"),
    brennivins: products("brennivins"),
    otherSpirits: products("otherSpirits"),
    distilleries,
  };
}

/** The real records of a project folder (its content loader, run on its own files). */
export async function loadSource(dir: string): Promise<CatalogueSource> {
  const content = (await import(pathToFileURL(join(dir, "content", "load.ts")).href)) as typeof import("../content/load");
  return {
    gins: content.ginRecords,
    vodkas: content.vodkaRecords,
    whiskies: content.whiskyRecords,
    brennivins: content.brennivinRecords,
    otherSpirits: content.otherSpiritRecords,
    distilleries: content.distilleryProfiles,
  };
}

/** Writes the synthetic records into the content folders of `dir` (a copy of the project), listed after the real ones. */
export async function writeSyntheticCatalogue(dir: string, scale = 20) {
  const synthetic = syntheticCatalogue(await loadSource(dir), scale);
  for (const [key, folder] of Object.entries(CONTENT_FOLDERS)) {
    const path = join(dir, "content", folder);
    const last = Math.max(
      0,
      ...readdirSync(path)
        .filter((name) => name.endsWith(".yaml"))
        .map((name) => Number((parse(readFileSync(join(path, name), "utf8")) as { order?: unknown }).order) || 0),
    );
    synthetic[key as keyof CatalogueSource].forEach((record, index) => {
      writeFileSync(join(path, `${record.slug}.yaml`), stringify({ order: last + index + 1, ...record }, { lineWidth: 0 }));
    });
  }
  const count = (keys: (keyof CatalogueSource)[]) => keys.reduce((sum, key) => sum + synthetic[key].length, 0);
  return { products: count(["gins", "vodkas", "whiskies", "brennivins", "otherSpirits"]), distilleries: count(["distilleries"]) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [dir, scale] = process.argv.slice(2);
  if (!dir) throw new Error("usage: tsx scripts/synthetic-catalogue.ts <copy of the project> [scale]");
  const added = await writeSyntheticCatalogue(dir, scale ? Number(scale) : 20);
  console.log(`synthetic catalogue: +${added.products} bottles, +${added.distilleries} distilleries in ${dir}`);
}
