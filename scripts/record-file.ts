/**
 * The content file behind a page, for the scripts that write into records (`npm run photo`,
 * `npm run social`, `npm run offer`): a bottle's page (/gin/, /vodka/, /spirit/ or /whisky/<slug>)
 * or a distillery's (/all-distillery/<slug>), found by the same rules as the routes
 * (app/routes/bottle.tsx, content/index.ts); and how they write a record back.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, parseDocument, type Document, type ToStringOptions } from "yaml";
import {
  CONTENT_DIR,
  DISTILLERY_FOLDER,
  loadDistilleries,
  loadProducts,
  PRODUCT_FOLDERS,
  type ProductFolder,
} from "../content/catalogue-files";
import {
  BOTTLE_KINDS,
  bottleAddress,
  bottleKindOf,
  foldersOfPage,
  listedKindOfFolder,
  type BottleKind,
} from "../content/bottle-kinds";

export interface RecordFile {
  kind: "bottle" | "distillery";
  slug: string;
  yamlFile: string;
  /** re-reads the record's folder; throws a ContentError on any problem */
  validate: () => void;
}

const SLUG = "([a-z0-9]+(?:-[a-z0-9]+)*)";
/** Which product folders each bottle route reads: the folders of its page (content/bottle-kinds.ts). */
const routeFolders = (kind: BottleKind) => foldersOfPage(BOTTLE_KINDS[kind].page);

/** The path of a page address as pasted: a full URL or a path, without query or fragment. */
const pathOf = (pagePath: string) => pagePath.replace(/^https?:\/\/[^/]+/, "").replace(/[?#].*$/, "");

const isSpiritTableGin = (yamlFile: string) => parseDocument(readFileSync(yamlFile, "utf8")).get("category") === "gin";

/** The record a page shows, or undefined when no content file stands behind it. */
export function findRecordFile(pagePath: string, contentDir = CONTENT_DIR): RecordFile | undefined {
  const path = pathOf(pagePath);
  const distillery = new RegExp(`^/all-distillery/${SLUG}/?$`).exec(path);
  if (distillery) {
    const yamlFile = join(contentDir, DISTILLERY_FOLDER, `${distillery[1]}.yaml`);
    if (existsSync(yamlFile))
      return { kind: "distillery", slug: distillery[1]!, yamlFile, validate: () => loadDistilleries(contentDir) };
  }
  const kind = bottleKindOf(path);
  const bottle = new RegExp(`^/[a-z]+/${SLUG}/?$`).exec(path);
  if (kind && bottle) {
    const slug = bottle[1]!;
    const page = BOTTLE_KINDS[kind].page;
    for (const folder of routeFolders(kind)) {
      const yamlFile = join(contentDir, PRODUCT_FOLDERS[folder], `${slug}.yaml`);
      if (!existsSync(yamlFile)) continue;
      // The spirit page shows a gin only when it is the spirit table's (`category: gin`).
      if (page !== "gin" && folder === "gins" && !isSpiritTableGin(yamlFile)) continue;
      return { kind: "bottle", slug, yamlFile, validate: () => loadProducts(folder, contentDir) };
    }
  }
  return undefined;
}

/** Each bottle's page by the address its list links (gins /gin/, vodkas /vodka/, the rest /spirit/). */
export function bottlePagePaths(contentDir = CONTENT_DIR): string[] {
  return (Object.keys(PRODUCT_FOLDERS) as ProductFolder[]).flatMap((folder) => {
    const dir = join(contentDir, PRODUCT_FOLDERS[folder]);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => bottleAddress(listedKindOfFolder(folder), name.slice(0, -".yaml".length)));
  });
}

/** Single-character edits (insert, delete, replace) from a to b. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The page among `paths` whose slug is nearest the given page's (a typo, or a bottle asked for
 * under another route), or undefined when none is close: at most a third of the slug differs.
 */
export function nearestPagePath(pagePath: string, paths: string[]): string | undefined {
  const slug = pathOf(pagePath).replace(/\/$/, "").split("/").pop() ?? "";
  let best: { path: string; distance: number } | undefined;
  for (const path of paths) {
    const distance = editDistance(slug, path.split("/").pop()!);
    if (!best || distance < best.distance) best = { path, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(slug.length / 3)) ? best.path : undefined;
}

/** How the record-writing scripts print YAML: no line folding, flow lists written [a, b] as the files do. */
export const YAML_OUTPUT: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

/** A record file as an editable document (comments, key order and quoting kept) and its text as read. */
export function readRecordDocument(
  yamlFile: string,
  toError: (message: string) => Error = (message) => new Error(message),
): { original: string; doc: Document } {
  const original = readFileSync(yamlFile, "utf8");
  const doc = parseDocument(original);
  if (doc.errors.length > 0 || !isMap(doc.contents)) throw toError(`${yamlFile} is not a YAML map`);
  return { original, doc };
}

/** Top-level key names of a record, in file order. */
export const topLevelKeys = (doc: Document): string[] =>
  isMap(doc.contents) ? doc.contents.items.map((pair) => String((pair.key as { value?: unknown })?.value ?? pair.key)) : [];
