/**
 * Editorial pages written in Markdown (content/pages/<slug>.md): front matter for the title and
 * meta description, the body rendered to HTML at build time like the blog's. A heading may end
 * with `{#anchor}` to give it an address other pages link to; a line `{{name}}` is replaced by a
 * block written from a content file (so a list the site filters by is published from that same list).
 *
 * Pages laid out by a component (the home page, Why Icelandic Gin) keep their words here too, as
 * copy pages: each `## Heading {#id}` starts a section the component places (`## {#id}`: a section
 * with no heading), each `### Heading` in it an item (a card), and short words such as button
 * labels sit under `labels:`. They hold to the posts' rule: a claim cites the page's `sources:`
 * with :cite[id] (listed under Sources on the page) or carries :unverified[...]. A `{name}` is a
 * number the site counts, filled in by the page's loader.
 */
import { contentPath } from "../content-path";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { parseFrontMatter, renderParts, renderPostMarkdown } from "../blog-body";
import { sourceSchema, type Source } from "../schema";
import { flavourFamiliesMarkdown } from "../flavour-families";
import { protectedGinMarkdown } from "../protected-name";
import { GIN_STYLES } from "../styles";

const frontMatter = z.object({ title: z.string().min(1), metaDescription: z.string().min(50).max(170) });

export interface EditorialPage extends z.infer<typeof frontMatter> {
  slug: string;
  html: string;
}

const pageFile = (slug: string) => contentPath(`./${slug}.md`, import.meta.url, `content/pages/${slug}.md`);

/** `## Title {#anchor}` -> `<h2 id="anchor">Title</h2>` */
const withAnchors = (html: string) => html.replace(/<h([23])>(.*?)\s*\{#([a-z0-9-]+)\}<\/h\1>/g, '<h$1 id="$3">$2</h$1>');

/** The blocks a page may place with a `{{name}}` line, as Markdown. */
const BLOCKS = new Map<string, () => string>([
  ["flavour-families", () => flavourFamiliesMarkdown()],
  ["protected-name", () => protectedGinMarkdown()],
  ["gin-styles", () => GIN_STYLES.map((style) => `- **${style.name}**: ${style.means}`).join("\n")],
]);

const withBlocks = (slug: string, body: string) =>
  body.replace(/^\{\{([a-z-]+)\}\}[ \t]*$/gm, (_, name: string) => {
    // A Map: a page's `{{constructor}}` is no block.
    const block = BLOCKS.get(name);
    if (!block) throw new Error(`content/pages/${slug}.md: no block named "${name}"`);
    return block();
  });

/** A page file's front matter checked against `schema`, and its body; throws naming the file and field. */
function readPageFile<T extends z.ZodType>(schema: T, slug: string, text: string): { data: z.infer<T>; body: string } {
  const { data, body } = parseFrontMatter(text);
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`content/pages/${slug}.md: ${issue.path.join(".") || "(front matter)"}: ${issue.message}`);
  }
  return { data: result.data, body };
}

export function readEditorialPage(slug: string, text = readFileSync(pageFile(slug), "utf8")): EditorialPage {
  const { data, body } = readPageFile(frontMatter, slug, text);
  return { ...data, slug, html: withAnchors(renderPostMarkdown(withBlocks(slug, body))) };
}

/** The copy pages, the sections each component places and the labels it shows. */
const COPY_PAGES = {
  home: {
    sections: ["hero", "products", "about", "spirits", "distilleries"],
    labels: [
      "exploreGins",
      "seeAllGins",
      "gins",
      "whiskies",
      "vodkas",
      "distilleries",
      "exploreCategory",
      "brennivinLead",
      "brennivinLink",
      "distilleryMap",
    ],
    counts: ["gins"],
  },
  "why-icelandic-gin": {
    sections: ["water", "water-note", "botanicals", "protected-name", "traditions"],
    labels: [],
    counts: ["botanicals"],
  },
} as const;
export type CopySlug = keyof typeof COPY_PAGES;
export const COPY_PAGE_SLUGS = Object.keys(COPY_PAGES) as CopySlug[];
type Spec<S extends CopySlug> = (typeof COPY_PAGES)[S];

const copyFrontMatter = frontMatter
  .extend({
    /** the line under the page's title */
    intro: z.string().min(1).optional(),
    labels: z.record(z.string(), z.string().min(1)).default({}),
    sources: z.array(sourceSchema).default([]),
  })
  .strict();

export interface CopyItem {
  heading: string;
  html: string;
}
export interface CopySection {
  heading: string;
  /** the section's text before its first item ("" when it has none) */
  html: string;
  items: CopyItem[];
}
export interface CopyPage<S extends CopySlug = CopySlug> {
  slug: S;
  title: string;
  metaDescription: string;
  intro?: string;
  labels: Record<Spec<S>["labels"][number], string>;
  sections: Record<Spec<S>["sections"][number], CopySection>;
  /** every cited source in the order of first citation: the numbers of the references */
  sources: Source[];
}

interface SectionSource {
  id: string;
  heading: string;
  text: string;
  items: { heading: string; text: string }[];
}

/** The body cut at its `## Heading {#id}` and `### Heading` lines. */
function splitSections(file: string, body: string): SectionSource[] {
  const sections: SectionSource[] = [];
  for (const line of body.split(/\r?\n/)) {
    const section = /^## (.*?)\s*\{#([a-z0-9-]+)\}\s*$/.exec(line);
    const item = /^### (.+?)\s*$/.exec(line);
    const current = sections.at(-1);
    if (section) sections.push({ id: section[2]!, heading: section[1]!, text: "", items: [] });
    else if (/^##\s/.test(line)) throw new Error(`${file}: "${line}": a section heading ends with {#id}`);
    else if (!current) {
      if (line.trim()) throw new Error(`${file}: text before the first section: "${line.trim().slice(0, 60)}"`);
    } else if (item) current.items.push({ heading: item[1]!, text: "" });
    else if (current.items.length) current.items.at(-1)!.text += line + "\n";
    else current.text += line + "\n";
  }
  return sections;
}

/** `{name}` in a copy page's words: the site's count, never a figure typed in the file. */
const fillCounts = (file: string, text: string, counts: Readonly<Record<string, number>>) =>
  text.replace(/\{([a-z]+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(counts, name)) throw new Error(`${file}: no count named {${name}}`);
    return String(counts[name]);
  });

/**
 * A copy page with its counts filled in (build time). Throws, naming the file, on a missing
 * section or label, a section the page does not place, or a source not cited.
 */
export function readCopyPage<S extends CopySlug>(
  slug: S,
  counts: Readonly<Record<Spec<S>["counts"][number], number>>,
  text = readFileSync(pageFile(slug), "utf8"),
): CopyPage<S> {
  const file = `content/pages/${slug}.md`;
  const spec: { sections: readonly string[]; labels: readonly string[] } = COPY_PAGES[slug];
  const { data, body } = readPageFile(copyFrontMatter, slug, text);
  const { labels, sources, ...meta } = data;
  for (const name of spec.labels) if (!labels[name]) throw new Error(`${file}: labels.${name} is missing`);
  for (const name of Object.keys(labels))
    if (!spec.labels.includes(name)) throw new Error(`${file}: labels.${name} is not shown on the page`);
  const parts = splitSections(file, withBlocks(slug, body));
  for (const id of spec.sections) if (!parts.some((part) => part.id === id)) throw new Error(`${file}: no section {#${id}}`);
  for (const part of parts)
    if (!spec.sections.includes(part.id)) throw new Error(`${file}: section {#${part.id}} is not placed on the page`);
  const texts = parts.flatMap((part) => [part.text, ...part.items.map((item) => item.text)]);
  let rendered: ReturnType<typeof renderParts>;
  try {
    rendered = renderParts(texts, { sources });
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const html = rendered.html.map((part) => fillCounts(file, part, counts));
  let next = 0;
  const sections = Object.fromEntries(
    parts.map((part) => [
      part.id,
      {
        heading: part.heading,
        html: html[next++]!,
        items: part.items.map((item) => ({ heading: item.heading, html: html[next++]! })),
      },
    ]),
  );
  return {
    ...meta,
    slug,
    labels: Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, fillCounts(file, label, counts)])),
    sections,
    sources: rendered.sources,
  } as CopyPage<S>;
}
