/**
 * Editorial pages written in Markdown (content/pages/<slug>.md): front matter for the title and
 * meta description, the body rendered to HTML at build time like the blog's. A heading may end
 * with `{#anchor}` to give it an address other pages link to; a line `{{name}}` is replaced by a
 * block written from a content file (so a list the site filters by is published from that same list).
 */
import { contentPath } from "../content-path";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { parseFrontMatter, renderPostMarkdown } from "../blog-body";
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

export function readEditorialPage(slug: string, text = readFileSync(pageFile(slug), "utf8")): EditorialPage {
  const { data, body } = parseFrontMatter(text);
  const result = frontMatter.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`content/pages/${slug}.md: ${issue.path.join(".") || "(front matter)"}: ${issue.message}`);
  }
  return { ...result.data, slug, html: withAnchors(renderPostMarkdown(withBlocks(slug, body))) };
}
