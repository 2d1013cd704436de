/**
 * The blog: one Markdown file per post in content/blog/posts/<slug>.md, read at build time.
 * The YAML front matter holds the post's fields (validated by blogPostSchema; the slug is the
 * file name), the Markdown below it is the body, rendered to HTML here. `order` keeps the
 * posts' order in the list (posts of the same date keep it too).
 */
import { contentPath } from "../content-path";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseFrontMatter, renderPostMarkdown } from "../blog-body";
import { blogPostSchema, type BlogPostRecord } from "../schema";

/** The posts folder: beside this module, or (when bundled into the build) under the working directory. */
const postsFolder = () => contentPath("./posts", import.meta.url, "content/blog/posts");

const FIELDS = new Set(["order", "title", "excerpt", "publishedDate", "readTime", "category", "isLocal", "externalUrl"]);

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
  let content: string | undefined;
  if (parsed.body.trim()) {
    try {
      content = renderPostMarkdown(parsed.body);
    } catch (error) {
      fail(`body: ${(error as Error).message}`);
    }
  }
  const result = blogPostSchema.safeParse({ slug, ...rest, ...(content === undefined ? {} : { content }) });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    fail(`${issue.path.join(".") || "(front matter)"}: ${issue.message}`);
  }
  return { ...result.data!, order: order as number };
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
