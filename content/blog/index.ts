/**
 * The blog: one Markdown file per post in content/blog/posts/<slug>.md, read at build time.
 * The YAML front matter holds the post's fields (validated by blogPostSchema; the slug is the
 * file name), the Markdown below it is the body, rendered to HTML here. `order` keeps the
 * posts' order in the list (posts of the same date keep it too).
 *
 * `sources` in the front matter are shaped like a record's; the body cites them, and
 * `:fact[field]{bottle=slug}` reads a record's value through `recordFact` below. The post's
 * `sources` as read here are every cited source in the order of first citation (the numbers of
 * its references), record sources included.
 */
import { contentPath } from "../content-path";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseFrontMatter, renderPost, type FactResolution, type FactResolver } from "../blog-body";
import {
  brennivinRecords,
  distilleryProfiles,
  ginRecords,
  otherSpiritRecords,
  spiritTableGins,
  vodkaRecords,
  whiskyRecords,
} from "../load";
import { blogPostSchema, type BlogPostRecord, type DistilleryProfile, type ProductRecord, type Source } from "../schema";
import { factSupport } from "../facts";
import { sourceDate } from "../dates";

/** The posts folder: beside this module, or (when bundled into the build) under the working directory. */
const postsFolder = () => contentPath("./posts", import.meta.url, "content/blog/posts");

const FIELDS = new Set([
  "order",
  "title",
  "excerpt",
  "publishedDate",
  "updated",
  "readTime",
  "category",
  "isLocal",
  "externalUrl",
  "sources",
]);

/** The record fields a post may state through :fact, and how each reads as text. */
// Maps: a post names the field, and "constructor" or "toString" must find none.
const BOTTLE_FIELDS = new Map<string, (record: ProductRecord) => string | undefined>([
  ["producer", (record) => record.distillery],
  ["type", (record) => record.type],
  ["alcohol", (record) => record.alcohol],
  ["size", (record) => record.size],
  ["awards", (record) => record.awards.join("; ")],
  ["heritage", (record) => record.heritage?.join("; ")],
]);
const DISTILLERY_FIELDS = new Map<string, (record: DistilleryProfile) => string | undefined>([
  ["founded", (record) => record.founded],
  ["location", (record) => record.location],
]);

const bottleBySlug = new Map(
  [ginRecords, spiritTableGins, whiskyRecords, vodkaRecords, brennivinRecords, otherSpiritRecords]
    .flat()
    .map((record) => [record.slug, record]),
);
const distilleryBySlug = new Map(distilleryProfiles.map((record) => [record.slug, record]));

/** A record's value for a field with the record's own mark: its sources for the field, or "unverified". */
export const recordFact: FactResolver = (kind, slug, field) => {
  const [record, fields] =
    kind === "bottle" ? [bottleBySlug.get(slug), BOTTLE_FIELDS] : [distilleryBySlug.get(slug), DISTILLERY_FIELDS];
  if (!record) throw new Error(`no ${kind} record "${slug}"`);
  const read = (fields as Map<string, (record: ProductRecord | DistilleryProfile) => string | undefined>).get(field);
  if (!read)
    throw new Error(
      `the ${kind} record "${slug}" has no field "${field}" a post may state (fields: ${[...fields.keys()].join(", ")})`,
    );
  const value = read(record);
  if (!value) throw new Error(`the ${kind} record "${slug}" has no ${field}`);
  const support = factSupport(record.facts, field);
  if (!support) throw new Error(`the ${kind} record "${slug}" gives neither sources nor "unverified" for ${field}`);
  if (support === "unverified") return { value, support } satisfies FactResolution;
  const sources = support.map(
    (id) =>
      record.sources?.find((source: Source) => source.id === id) ??
      (() => {
        throw new Error(`the ${kind} record "${slug}" cites an unknown source "${id}" for ${field}`);
      })(),
  );
  return { value, support: sources };
};

/** One post file as a record; errors name the file and the field. */
export function readPostFile(file: string, text: string, name = file): BlogPostRecord & { order: number } {
  const fail = (message: string): never => {
    throw new Error(`${name}: ${message}`);
  };
  const slug = /([^/\\]+)\.md$/.exec(file)?.[1] ?? fail("a post file is named <slug>.md");
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(text);
  } catch (error) {
    return fail((error as Error).message);
  }
  const data = parsed.data;
  if (!data || typeof data !== "object" || Array.isArray(data)) return fail("the front matter must be a set of fields");
  const fields = data as Record<string, unknown>;
  for (const key of Object.keys(fields)) if (!FIELDS.has(key)) fail(`${key}: unknown field (fields: ${[...FIELDS].join(", ")})`);
  const { order, ...rest } = fields;
  if (typeof order !== "number" || !Number.isInteger(order)) fail("order: a whole number is required");
  const result = blogPostSchema.safeParse({ slug, ...rest });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    fail(`${issue.path.join(".") || "(front matter)"}: ${issue.message}`);
  }
  const record = result.data!;
  if (record.updated && record.updated <= record.publishedDate)
    fail(`updated: ${record.updated} must come after publishedDate ${record.publishedDate}`);
  if (!parsed.body.trim()) return { ...record, order: order as number };
  try {
    const { html, sources } = renderPost(parsed.body, { sources: record.sources, resolveFact: recordFact });
    return { ...record, content: html, sources, order: order as number };
  } catch (error) {
    return fail(`body: ${(error as Error).message}`);
  }
}

/**
 * The cited pages dated after the post's last date (its updated date, else its published one): a
 * post cannot have cited them on that date, so it needs an updated date at least as new.
 */
export function pagesNewerThanPost(post: BlogPostRecord): string[] {
  const last = post.updated ?? post.publishedDate;
  return (post.sources ?? []).filter((source) => (sourceDate(source) ?? "") > last).map((source) => source.id);
}

/** Every post file of a folder, in `order`; a duplicate order is an error. */
export function readPostsFolder(folder: string): BlogPostRecord[] {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .sort();
  const seen = new Map<number, string>();
  const records = files.map((file) => {
    const path = join(folder, file);
    const name = relative(process.cwd(), path) || path;
    const record = readPostFile(file, readFileSync(path, "utf8"), name);
    const other = seen.get(record.order);
    if (other) throw new Error(`${name}: order: ${record.order} is also the order of ${other}`);
    seen.set(record.order, file);
    return record;
  });
  return records.sort((a, b) => a.order - b.order).map(({ order: _order, ...record }) => record);
}

export const blogPosts: BlogPostRecord[] = readPostsFolder(postsFolder());
