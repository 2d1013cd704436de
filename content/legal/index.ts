/**
 * The four legal pages, written in Markdown (content/legal/<slug>.md) and read at build time like
 * the editorial pages: front matter for the title and meta description, then the body. The body
 * opens with the introduction, and each `## Heading` starts a section. Internal links are ordinary
 * Markdown links to a site path, and `{{email}}` stands for the configured contact address (the
 * route replaces it with a mailto link: see withContactEmail). The page component adds the
 * breadcrumb and the "Last Updated" line.
 */
import { contentPath } from "../content-path";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { parseFrontMatter, renderPostMarkdown } from "../blog-body";
import { decodeEntities } from "../html-entities";

export const LEGAL_SLUGS = ["privacy-policy", "terms-of-service", "affiliate-disclosure", "cookie-policy"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

const frontMatter = z.strictObject({ title: z.string().min(1), metaDescription: z.string().min(50).max(170) });

export interface LegalSection {
  /** The h2's text. */
  heading: string;
  /** The section as HTML, its h2 first. */
  html: string;
}
export interface LegalPage extends z.infer<typeof frontMatter> {
  slug: LegalSlug;
  /** The text before the first heading, as HTML. */
  introHtml: string;
  sections: LegalSection[];
}

export const EMAIL_PLACEHOLDER = "{{email}}";

const pageFile = (slug: string) => contentPath(`./${slug}.md`, import.meta.url, `content/legal/${slug}.md`);

/** The text of an HTML fragment (tags dropped, the entities Markdown writes decoded). */
export const htmlText = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ""));

/** One legal page; errors name the file and the field (or "body" for the Markdown). */
export function readLegalPage(slug: LegalSlug, text?: string): LegalPage {
  const name = `content/legal/${slug}.md`;
  const fail = (field: string, message: string): never => {
    throw new Error(`${name}: ${field}: ${message}`);
  };
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(text ?? readFileSync(pageFile(slug), "utf8"));
  } catch (error) {
    return fail("(front matter)", (error as Error).message);
  }
  const result = frontMatter.safeParse(parsed.data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.join(".");
    fail(field || "(front matter)", issue.message);
  }
  let html = "";
  try {
    html = renderPostMarkdown(parsed.body);
  } catch (error) {
    fail("body", (error as Error).message);
  }
  const other = /\{\{(?!email\}\})[^}]*\}\}/.exec(html);
  if (other) fail("body", `unknown placeholder ${other[0]} (the only one is ${EMAIL_PLACEHOLDER})`);
  if (/<h[13-6][ >]/.test(html)) fail("body", "use ## headings only: each one starts a section");
  const [introHtml = "", ...rest] = html.split(/(?=<h2[ >])/);
  if (!introHtml.trim() || introHtml.startsWith("<h2"))
    fail("body", "the page opens with an introduction before its first ## heading");
  if (!rest.length) fail("body", "the page has no ## sections");
  const sections = rest.map((sectionHtml) => {
    const heading = htmlText(/^<h2[^>]*>(.*?)<\/h2>/.exec(sectionHtml)![1]!);
    if (!sectionHtml.replace(/^<h2[^>]*>.*?<\/h2>/, "").trim()) fail("body", `the section "${heading}" is empty`);
    return { heading, html: sectionHtml.trim() };
  });
  return { ...result.data!, slug, introHtml: introHtml.trim(), sections };
}

/** The page with every {{email}} made a mailto link to the given address. */
export function withContactEmail(page: LegalPage, email: string): LegalPage {
  const safe = email.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const fill = (html: string) => html.replaceAll(EMAIL_PLACEHOLDER, `<a href="mailto:${safe}">${safe}</a>`);
  return {
    ...page,
    introHtml: fill(page.introHtml),
    sections: page.sections.map((section) => ({ ...section, html: fill(section.html) })),
  };
}

export const legalPages = Object.fromEntries(LEGAL_SLUGS.map((slug) => [slug, readLegalPage(slug)])) as Record<
  LegalSlug,
  LegalPage
>;
