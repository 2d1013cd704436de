/**
 * The catalogue as data files, read at build time (the content reaches the browser only through
 * the route loaders, so node:fs is fine here): content/load.ts reads them once and exports the
 * lists; the artwork script reads each folder on its own. One YAML file per bottle and per distillery:
 *
 *   content/products/gins/<slug>.yaml           the gin list; a gin with `category: gin` is the gin of
 *                                               the spirit table (/spirit/<slug>), the others /gin/<slug>
 *   content/products/whiskies/<slug>.yaml       Flóki whiskies (Eimverk)
 *   content/products/vodkas/<slug>.yaml         `botanicals` holds the vodka's Key Features
 *   content/products/brennivin/<slug>.yaml      `awards` feeds "Heritage & Recognition" (heritage facts)
 *   content/products/other-spirits/<slug>.yaml  aquavits, liqueurs and other spirit-table bottles
 *   content/distilleries/<slug>.yaml            profiles; `mapOrder` lists one on the /distilleries map (pinned only with `coordinates`)
 *   content/botanicals.yaml                     the botanicals of /why-icelandic-gin, in page order
 *   content/shops.yaml                          the shops a bottle's `offers` may name
 *
 * Every file is validated with the schemas of content/schema.ts; `order` (and a distillery's
 * `mapOrder`) set the list order and are not part of the record. A problem names the file and the
 * field, e.g. `content/products/gins/olafsson-gin.yaml: alcohol: Invalid string: must match ...`, and
 * every problem found is reported at once, so `npm run build` fails with the whole list.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { z } from "zod";
import { DISTILLERY_SHOP, offerAddressProblems, shopHomeOf, shownAddress } from "./offer-address";
import {
  botanicalSchema,
  distilleryProfileSchema,
  productSchema,
  shopSchema,
  type Botanical,
  type DistilleryProfile,
  type ProductRecord,
  type Shop,
} from "./schema";

const here = dirname(fileURLToPath(import.meta.url));
/** This folder when run from source; from a bundle (the build's pre-render), ./content of the project. */
export const CONTENT_DIR = existsSync(join(here, "products")) ? here : join(process.cwd(), "content");

/** Every problem found in the content files, one line each, naming the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content files have ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
  }
}

/** The product folders under content/products, by list. */
export const PRODUCT_FOLDERS = {
  gins: "products/gins",
  whiskies: "products/whiskies",
  vodkas: "products/vodkas",
  brennivin: "products/brennivin",
  otherSpirits: "products/other-spirits",
} as const;
export type ProductFolder = keyof typeof PRODUCT_FOLDERS;
export const DISTILLERY_FOLDER = "distilleries";
export const BOTANICALS_FILE = "botanicals.yaml";
export const SHOPS_FILE = "shops.yaml";

/** A path as the curator sees it: from the project folder (the content folder's parent). */
const shown = (contentDir: string, path: string) => relative(dirname(contentDir), path).split("\\").join("/");

function issueLines(file: string, error: z.ZodError, prefix: (string | number)[] = []): string[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path.map(String)].join(".");
    return path ? `${file}: ${path}: ${issue.message}` : `${file}: ${issue.message}`;
  });
}

function readYaml(path: string, file: string, problems: string[]): unknown {
  try {
    return parse(readFileSync(path, "utf8"));
  } catch (error) {
    problems.push(`${file}: ${error instanceof Error ? (error.message.split("\n")[0] ?? "").replace(/:$/, "") : String(error)}`);
    return undefined;
  }
}

interface Entry<T> {
  record: T;
  file: string;
  order: number;
  mapOrder?: number;
}

const order = z.number().int().positive();
/** What one record file may hold: the record and its list position (`order`), nothing else. */
const recordFileSchema = (schema: z.ZodObject, extra: z.ZodRawShape = {}) => schema.extend({ order, ...extra }).strict();

/**
 * The problems the build would report in one bottle's file, given its parsed data (a script that
 * writes a record checks the result before writing it); none when it is valid.
 */
export function productFileProblems(data: unknown, file: string): string[] {
  const result = recordFileSchema(productSchema).safeParse(data);
  return result.success ? [] : issueLines(file, result.error);
}

/** One folder of one-record files: validated, slug = file name, `order` unique; sorted by `order`. */
function readFolder<T extends { slug: string }>(
  contentDir: string,
  folder: string,
  schema: z.ZodObject,
  problems: string[],
  extra: z.ZodRawShape = {},
): Entry<T>[] {
  const dir = join(contentDir, folder);
  if (!existsSync(dir)) {
    problems.push(`${shown(contentDir, dir)}: folder is missing`);
    return [];
  }
  const fileSchema = recordFileSchema(schema, extra);
  const entries: Entry<T>[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith(".")) continue;
    const path = join(dir, name);
    const file = shown(contentDir, path);
    if (!name.endsWith(".yaml")) {
      problems.push(`${file}: not a .yaml file (each record is one <slug>.yaml file)`);
      continue;
    }
    const data = readYaml(path, file, problems);
    if (data === undefined) continue;
    const result = fileSchema.safeParse(data);
    if (!result.success) {
      problems.push(...issueLines(file, result.error));
      continue;
    }
    // The file's own values, in the file's key order, without the list fields.
    const { order: position, mapOrder, ...record } = data as T & { order: number; mapOrder?: number };
    if (record.slug !== basename(name, ".yaml")) {
      problems.push(`${file}: slug: "${record.slug}" differs from the file name (rename the file to ${record.slug}.yaml)`);
      continue;
    }
    entries.push({ record: record as unknown as T, file, order: position, mapOrder });
  }
  duplicates(entries, (entry) => entry.order, "order", problems);
  return entries.sort((a, b) => a.order - b.order);
}

function duplicates<T>(entries: { file: string }[], key: (entry: any) => T | undefined, field: string, problems: string[]) {
  const seen = new Map<T, string>();
  for (const entry of entries) {
    const value = key(entry);
    if (value === undefined) continue;
    const first = seen.get(value);
    if (first) problems.push(`${entry.file}: ${field}: ${JSON.stringify(value)} is also used by ${first}`);
    else seen.set(value, entry.file);
  }
}

function readProducts(contentDir: string, folder: ProductFolder, problems: string[]) {
  return readFolder<ProductRecord>(contentDir, PRODUCT_FOLDERS[folder], productSchema, problems);
}

function readDistilleries(contentDir: string, problems: string[]) {
  const entries = readFolder<DistilleryProfile>(contentDir, DISTILLERY_FOLDER, distilleryProfileSchema, problems, {
    mapOrder: order.optional(),
  });
  duplicates(entries, (entry) => entry.mapOrder, "mapOrder", problems);
  const mapDistilleryIds = entries
    .filter((entry) => entry.mapOrder !== undefined)
    .sort((a, b) => a.mapOrder! - b.mapOrder!)
    .map((entry) => entry.record.slug);
  return { entries, mapDistilleryIds };
}

/**
 * One YAML file holding a list (botanicals, shops): validated item by item, `key` unique. The
 * file's own values come back (zod would drop or default nothing here, but the order and shape
 * stay the curator's).
 */
function readListFile<T>(
  contentDir: string,
  fileName: string,
  itemSchema: z.ZodType,
  key: keyof T & string,
  problems: string[],
): { list: T[]; file: string } {
  const path = join(contentDir, fileName);
  const file = shown(contentDir, path);
  if (!existsSync(path)) {
    problems.push(`${file}: file is missing`);
    return { list: [], file };
  }
  const data = readYaml(path, file, problems);
  if (data === undefined) return { list: [], file };
  const result = z.array(itemSchema).safeParse(data);
  if (!result.success) {
    problems.push(...issueLines(file, result.error));
    return { list: [], file };
  }
  const list = data as T[];
  duplicates(
    list.map((item, index) => ({ file: `${file}: ${index}`, value: item[key] })),
    (entry) => entry.value,
    key,
    problems,
  );
  return { list, file };
}

function readBotanicals(contentDir: string, problems: string[]): Botanical[] {
  return readListFile<Botanical>(contentDir, BOTANICALS_FILE, botanicalSchema.strict(), "slug", problems).list;
}

function readShops(contentDir: string, problems: string[]): Shop[] {
  const { list, file } = readListFile<Shop>(contentDir, SHOPS_FILE, shopSchema, "id", problems);
  if (list.length > 0 && list.filter((shop) => shop.affiliate).length !== 1)
    problems.push(`${file}: exactly one shop must be \`affiliate: true\``);
  list.forEach((shop, index) => {
    if (shop.id !== DISTILLERY_SHOP && !shop.url)
      problems.push(
        `${file}: ${index}.url: a shop other than "${DISTILLERY_SHOP}" needs its home page (its offers must be on its host)`,
      );
  });
  return list;
}

export function loadShops(contentDir = CONTENT_DIR): Shop[] {
  const problems: string[] = [];
  return orThrow(problems, readShops(contentDir, problems));
}

const orThrow = <T>(problems: string[], value: T): T => {
  if (problems.length > 0) throw new ContentError(problems);
  return value;
};

/** One product folder, validated on its own (the artwork script skips a broken folder). */
export function loadProducts(folder: ProductFolder, contentDir = CONTENT_DIR): ProductRecord[] {
  const problems: string[] = [];
  return orThrow(
    problems,
    readProducts(contentDir, folder, problems).map((entry) => entry.record),
  );
}

export function loadDistilleries(contentDir = CONTENT_DIR): {
  distilleryProfiles: DistilleryProfile[];
  mapDistilleryIds: string[];
} {
  const problems: string[] = [];
  const { entries, mapDistilleryIds } = readDistilleries(contentDir, problems);
  return orThrow(problems, { distilleryProfiles: entries.map((entry) => entry.record), mapDistilleryIds });
}

export function loadBotanicals(contentDir = CONTENT_DIR): Botanical[] {
  const problems: string[] = [];
  return orThrow(problems, readBotanicals(contentDir, problems));
}

export interface Catalogue {
  /** the gin detail records (/gin/<slug>) */
  ginRecords: ProductRecord[];
  /** the gins of the spirit table (`category: gin`, /spirit/<slug>) */
  spiritTableGins: ProductRecord[];
  whiskyRecords: ProductRecord[];
  vodkaRecords: ProductRecord[];
  brennivinRecords: ProductRecord[];
  otherSpiritRecords: ProductRecord[];
  distilleryProfiles: DistilleryProfile[];
  /** the distilleries on the /distilleries map, by `mapOrder` */
  mapDistilleryIds: string[];
  botanicals: Botanical[];
  shops: Shop[];
}

/**
 * The whole catalogue, with the checks across files: no slug used twice, every `distilleryRef`
 * names a distillery file, gins carry no category but `gin`, every offer names a shop and is on
 * its host (content/offer-address.ts). Throws a ContentError listing every problem.
 */
export function loadCatalogue(contentDir = CONTENT_DIR): Catalogue {
  const problems: string[] = [];
  const products = Object.fromEntries(
    (Object.keys(PRODUCT_FOLDERS) as ProductFolder[]).map((folder) => [folder, readProducts(contentDir, folder, problems)]),
  ) as Record<ProductFolder, Entry<ProductRecord>[]>;
  const distilleries = readDistilleries(contentDir, problems);
  const botanicals = readBotanicals(contentDir, problems);
  const shops = readShops(contentDir, problems);

  const allProducts = Object.values(products).flat();
  duplicates(allProducts, (entry) => entry.record.slug, "slug", problems);
  const distillerySlugs = new Set(distilleries.entries.map((entry) => entry.record.slug));
  for (const { record, file } of allProducts) {
    if (record.distilleryRef && !distillerySlugs.has(record.distilleryRef)) {
      problems.push(`${file}: distilleryRef: no distillery file content/${DISTILLERY_FOLDER}/${record.distilleryRef}.yaml`);
    }
  }
  const shopIds = new Set(shops.map((shop) => shop.id));
  const websites = new Map(distilleries.entries.map((entry) => [entry.record.slug, entry.record.website]));
  for (const { record, file } of allProducts) {
    record.offers?.forEach((offer, index) => {
      const shop = shops.find((candidate) => candidate.id === offer.shop);
      if (!shop)
        problems.push(
          `${file}: offers.${index}.shop: "${offer.shop}" is not a shop of content/${SHOPS_FILE} (${[...shopIds].join(", ")})`,
        );
      // An offer's address is its shop's: never a link under the shop's name to anywhere else.
      else
        for (const { field, reason } of offerAddressProblems(
          offer,
          shopHomeOf(shop, () => websites.get(record.distilleryRef)),
        ))
          problems.push(`${file}: offers.${index}.${field}: ${shownAddress(offer[field]!)} ${reason}`);
    });
    duplicates(
      (record.offers ?? []).map((offer, index) => ({ file: `${file}: offers.${index}`, shop: offer.shop })),
      (entry) => entry.shop,
      "shop",
      problems,
    );
  }
  for (const { record, file } of products.gins) {
    if (record.category && record.category !== "gin") problems.push(`${file}: category: a gin's category can only be "gin"`);
  }
  if (products.gins.length > 0 && !products.gins.some((entry) => entry.record.category === "gin")) {
    problems.push(`content/${PRODUCT_FOLDERS.gins}: no gin has \`category: gin\` (the gin of the spirit table, /spirit/<slug>)`);
  }

  const records = (entries: Entry<ProductRecord>[]) => entries.map((entry) => entry.record);
  return orThrow(problems, {
    ginRecords: records(products.gins).filter((record) => !record.category),
    spiritTableGins: records(products.gins).filter((record) => record.category === "gin"),
    whiskyRecords: records(products.whiskies),
    vodkaRecords: records(products.vodkas),
    brennivinRecords: records(products.brennivin),
    otherSpiritRecords: records(products.otherSpirits),
    distilleryProfiles: distilleries.entries.map((entry) => entry.record),
    mapDistilleryIds: distilleries.mapDistilleryIds,
    botanicals,
    shops,
  });
}
