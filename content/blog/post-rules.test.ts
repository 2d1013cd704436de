/**
 * Every post holds to the records' rule: it has sources and ends with them, and it states a
 * bottle's strength, a founding year, an award or a batch size only through :fact[...] (the
 * record's value and mark) or :unverified[...] (the text and the mark). No post presents a
 * tasting the site did not do.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogPostPage } from "~/components/blog/blog-post-page";
import { loader } from "~/routes/blog-post";
import { listBlogPosts } from "../index";

/** What a post may say only through :fact[...] or :unverified[...]. */
const RECORD_STATEMENTS: [string, RegExp][] = [
  ["a strength", /\d+(\.\d+)?% ?vol|% ABV/i],
  ["a founding year", /\b(founded|established)\b[^.\n]*?\b\d{4}\b/i],
  ["an award or medal", /\b(awards?|awarded|award-winning|medals?|double gold)\b/i],
  ["a batch size", /\d[\d,]* bottles/i],
  ["a tasting the site did not do", /\b(verdict|we tasted|our tasting|our score)\b|\b\d+(\.\d)?\s?\/\s?(10|100)\b/i],
];

const postsFolder = new URL("./posts/", import.meta.url);

/** Each line of a post file that states a record's fact in its own words, as "file:line: what: text". */
function recordStatementsOutsideMarks(file: string): string[] {
  const text = readFileSync(new URL(file, postsFolder), "utf8");
  const frontMatterLines = (/^---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n/.exec(text)?.[0] ?? "").split("\n").length - 1;
  return text.split("\n").flatMap((line, index) => {
    if (index < frontMatterLines) return [];
    const plain = line
      .replace(/:fact\[[^\]\n]*\]\{[^}\n]*\}/g, "")
      .replace(/:unverified\[[^\]\n]*\]/g, "")
      .replace(/:cite\[[^\]\n]*\]/g, "")
      .replace(/\]\([^)\s]*\)/g, "]");
    return RECORD_STATEMENTS.filter(([, pattern]) => pattern.test(plain)).map(
      ([what]) => `content/blog/posts/${file}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`,
    );
  });
}

/** The post page as the pre-render writes it, from the route's own loader. */
function postPage(slug: string): string {
  const data = loader({ params: { slug } } as never) as { post: Parameters<typeof BlogPostPage>[0]["post"] };
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(BlogPostPage, { post: data.post })));
}

function problems(slug: string): string[] {
  const post = listBlogPosts().find((candidate) => candidate.slug === slug)!;
  const found = recordStatementsOutsideMarks(`${slug}.md`);
  if (!post.sources.length) found.unshift(`content/blog/posts/${slug}.md: no sources`);
  return found;
}

describe("blog posts hold to the records' rule", () => {
  const local = listBlogPosts().filter((post) => post.isLocal && post.content);

  for (const post of local) {
    it(`${post.slug}: has sources, ends with them, and states records' facts only through :fact or :unverified`, () => {
      expect(problems(post.slug)).toEqual([]);
      const page = postPage(post.slug);
      const items = [...page.matchAll(/<li id="source-([a-z0-9-]+)"/g)].map((match) => match[1]);
      expect(items).toEqual(post.sources.map((source) => source.id));
      // nothing of the post after its Sources but the site's own "Discover" box
      expect(page.slice(page.indexOf('id="sources"'))).not.toMatch(/prose-article/);
    });
  }

  it("describes a post in search results with the mark as a word and without reference numbers", () => {
    const data = loader({ params: { slug: "lundey-gin-puffin-inspired-spirit" } } as never) as {
      meta: { name?: string; content?: string }[];
    };
    const description = data.meta.find((tag) => tag.name === "description")?.content ?? "";
    expect(description).toMatch(/when tonic goes in \(unverified\)/);
    expect(description).not.toMatch(/[^(]unverified/);
    expect(description).not.toMatch(/\[\d+\]/);
  });

  it("finds a strength, a founding year, an award and a batch size written outside the marks", () => {
    const offending = [
      "Lundey is bottled at 43% vol.",
      "The distillery was founded in 2009.",
      "It won a gold medal.",
      "A batch of 500 bottles.",
    ];
    for (const line of offending)
      expect(
        RECORD_STATEMENTS.some(([, pattern]) => pattern.test(line)),
        line,
      ).toBe(true);
    expect(RECORD_STATEMENTS.some(([, pattern]) => pattern.test("Gin is a spirit flavoured with juniper."))).toBe(false);
  });
});
