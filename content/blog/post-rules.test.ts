/**
 * Every post, and every editorial page under content/pages/, holds to the records' rule. A post has
 * sources and ends with them; a post or page states a bottle's strength, a founding year or an award
 * only through :fact[...] (the record's value and mark) or :unverified[...] (the text and the mark),
 * and a batch size, or a claim about how Iceland's spirits are made (geothermal power, lava, purity,
 * foraging), only with a :cite[...] in the same sentence or inside :unverified[...]. No post or page
 * presents a tasting the site did not do.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogPostPage } from "~/components/blog/blog-post-page";
import { loader } from "~/routes/blog-post";
import { parseFrontMatter } from "../blog-body";
import { COPY_PAGE_SLUGS, readCopyPage } from "../pages";
import { listBlogPosts } from "../index";

interface Rule {
  what: string;
  pattern: RegExp;
  /** a :cite in the same sentence backs it: no record holds this fact, so a source is cited directly */
  citable?: true;
  /** said of prose only: a heading names a topic ("Water filtered through lava") rather than claiming it */
  prose?: true;
}

/** What a post or page may say only through a mark (or, where citable, with a reference). */
const RECORD_STATEMENTS: Rule[] = [
  { what: "a strength", pattern: /\d+(\.\d+)?% ?vol|% ABV/i },
  { what: "a founding year", pattern: /\b(founded|established)\b[^.\n]*?\b\d{4}\b/i },
  { what: "an award or medal", pattern: /\b(awards?|awarded|award-winning|medals?|double gold)\b/i },
  { what: "a batch size", pattern: /\d[\d,]* bottles/i, citable: true },
  {
    what: "a claim about how Iceland's spirits are made",
    pattern:
      /\b(geothermal (energy|power|steam|heat|plants)|powered by|hydro(electric)? ?power|(filtered|seeps?|runs?) (through|by|over) (a |the |porous )*(lava|volcanic)|lava[- ]filtered|purest|family[- ](run|owned)|foraged (from|in|on|locally))\b/i,
    citable: true,
    prose: true,
  },
  {
    what: "a tasting the site did not do",
    pattern: /\b(verdict|we tasted|our tasting|our score)\b|\b\d+(\.\d)?\s?\/\s?(10|100)\b/i,
  },
];

/**
 * Where a file speaks about the rules themselves rather than about a bottle: How We Describe Bottles
 * names awards as a kind of fact it shows only with a source.
 */
const NOT_CLAIMS: Record<string, string[]> = {
  "content/pages/how-we-describe-bottles.md": ["an award or medal"],
};

const postsFolder = new URL("./posts/", import.meta.url);
const pagesFolder = new URL("../pages/", import.meta.url);

/**
 * The texts a file shows: its body's paragraphs, with their first line, and for a page its front
 * matter's words too (its intro and labels; not its sources). A post's front matter is its title
 * and excerpt, which carry no marks.
 */
function shownTexts(text: string, withFrontMatter: boolean): { line: number; text: string }[] {
  const { data, body } = parseFrontMatter(text);
  const frontMatterLines = text.slice(0, text.length - body.length).split("\n").length - 1;
  const words: { line: number; text: string }[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") words.push({ line: 1, text: value });
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object")
      for (const [key, entry] of Object.entries(value)) if (key !== "sources") collect(entry);
  };
  if (withFrontMatter) collect(data);
  let start = 0;
  const lines = body.split("\n");
  lines.forEach((line, index) => {
    const blank = !line.trim();
    if (!blank && (index === 0 || !lines[index - 1]!.trim())) start = index;
    if (!blank && (index === lines.length - 1 || !lines[index + 1]!.trim()))
      words.push({ line: frontMatterLines + start + 1, text: lines.slice(start, index + 1).join(" ") });
  });
  return words;
}

/** Each sentence of a file that states a record's fact or a claim in its own words, as "file:line: what: text". */
export function statementsOutsideMarks(file: string, text: string): string[] {
  const exempt = NOT_CLAIMS[file] ?? [];
  return shownTexts(text, file.startsWith("content/pages/")).flatMap(({ line, text: paragraph }) =>
    paragraph.split(/(?<=[.!?])\s+(?=[A-Z:*])/).flatMap((sentence) => {
      const heading = /^#{1,6}\s/.test(sentence);
      // A reference backs what comes before it in its sentence: each part up to a :cite is cited, the rest is not.
      const parts = sentence.split(/:cite\[[^\]\n]*\]/);
      return parts.flatMap((part, index) => {
        const cited = index < parts.length - 1;
        const plain = part
          .replace(/:fact\[[^\]\n]*\]\{[^}\n]*\}/g, "")
          .replace(/:unverified\[[^\]\n]*\]/g, "")
          .replace(/\]\([^)\s]*\)/g, "]");
        return RECORD_STATEMENTS.filter(
          ({ what, pattern, citable, prose }) =>
            pattern.test(plain) && !(citable && cited) && !(prose && heading) && !exempt.includes(what),
        ).map(
          ({ what }) =>
            `${file}:${line}: ${what}: ${part
              .replace(/^[\s,;:]+/, "")
              .trim()
              .slice(0, 160)}`,
        );
      });
    }),
  );
}

const recordStatementsOutsideMarks = (file: string) =>
  statementsOutsideMarks(`content/blog/posts/${file}`, readFileSync(new URL(file, postsFolder), "utf8"));

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
        RECORD_STATEMENTS.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(true);
    expect(RECORD_STATEMENTS.some(({ pattern }) => pattern.test("Gin is a spirit flavoured with juniper."))).toBe(false);
  });
});

describe("editorial pages hold to the same rule", () => {
  const pages = readdirSync(pagesFolder).filter((name) => name.endsWith(".md"));

  it("walks every page under content/pages/", () => {
    expect(pages).toEqual(expect.arrayContaining([...COPY_PAGE_SLUGS.map((slug) => `${slug}.md`), "how-we-describe-bottles.md"]));
  });

  for (const name of pages) {
    it(`${name}: states records' facts and claims only through a mark or a reference`, () => {
      const file = `content/pages/${name}`;
      expect(statementsOutsideMarks(file, readFileSync(new URL(name, pagesFolder), "utf8"))).toEqual([]);
    });
  }

  for (const slug of COPY_PAGE_SLUGS) {
    it(`${slug}: every reference leads to a listed source, and every listed source is cited`, () => {
      const page = readCopyPage(slug, { gins: 1, botanicals: 1 });
      expect(page.sources.length).toBeGreaterThan(0);
    });
  }

  describe("rejects a doctored copy", () => {
    const file = "content/pages/why-icelandic-gin.md";
    const original = readFileSync(new URL("why-icelandic-gin.md", pagesFolder), "utf8");

    it("an unmarked claim: distilleries 'many powered by geothermal energy'", () => {
      const doctored = original.replace(
        /(### Sustainable Practices\n\n)[\s\S]*?\n\n/,
        "$1Iceland's distilleries are small, many powered by geothermal energy.\n\n",
      );
      expect(doctored).not.toBe(original);
      expect(statementsOutsideMarks(file, doctored)).toEqual([
        expect.stringMatching(
          /^content\/pages\/why-icelandic-gin\.md:\d+: a claim about how Iceland's spirits are made: .*many powered by geothermal energy/,
        ),
      ]);
    });

    it("a number of bottles without its source", () => {
      const doctored = original.replace("in 2015 :cite[icelandmonitor-foss-2015].", "in 2015.");
      expect(doctored).not.toBe(original);
      expect(statementsOutsideMarks(file, doctored)).toEqual([
        expect.stringMatching(/a batch size: .*20,000 bottles a year in 2015\.$/),
      ]);
      // the figure before it keeps its reference, so it alone is found
      expect(statementsOutsideMarks(file, doctored)[0]).not.toMatch(/50,000/);
    });

    it("a citation of a source the page does not list", () => {
      const doctored = original.replace(":cite[samorka-electricity]", ":cite[energy-authority]");
      expect(() => readCopyPage("why-icelandic-gin", { botanicals: 9 }, doctored)).toThrow(
        /^content\/pages\/why-icelandic-gin\.md: .*unknown source "energy-authority"/,
      );
    });
  });
});
