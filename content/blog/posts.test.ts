import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blogPosts, pagesNewerThanPost, readPostFile, readPostsFolder } from "./index";

const front = (fields: string, body = "Some text.") => `---\n${fields}\n---\n\n${body}\n`;
const good = [
  "order: 1",
  "title: A post",
  "excerpt: An excerpt that is long enough to pass the schema's minimum.",
  "publishedDate: 2023-06-28",
  "readTime: 5 min read",
  "category: Education",
  "isLocal: true",
].join("\n");

describe("blog post files", () => {
  it("reads every post file of the folder, one post each", () => {
    const folder = new URL("./posts", import.meta.url).pathname;
    const files = readdirSync(folder).filter((file) => file.endsWith(".md"));
    expect(files.length).toBeGreaterThan(0);
    expect(blogPosts.map((post) => post.slug).sort()).toEqual(files.map((file) => file.slice(0, -".md".length)).sort());
  });

  it("lists the posts in their `order`, whatever their names", () => {
    const folder = mkdtempSync(join(tmpdir(), "posts-"));
    for (const [file, order] of [
      ["b-second.md", 2],
      ["c-first.md", 1],
      ["a-third.md", 3],
    ] as const)
      writeFileSync(join(folder, file), front(good.replace("order: 1", `order: ${order}`)));
    expect(readPostsFolder(folder).map((post) => post.slug)).toEqual(["c-first", "b-second", "a-third"]);
  });

  it("renders a Buy link to a bottle and a video search in a post's body", () => {
    const post = readPostFile(
      "a-post.md",
      front(good, '[Buy it](buy:brennivin)\n\n::video[Search YouTube for videos about it]{search="Icelandic Brennivín"}'),
    );
    expect(post.content).toContain('<a href="{{buy:brennivin}}" target="_blank" rel="sponsored noopener noreferrer">Buy it</a>');
    expect(post.content).toContain('data-video-embed="youtube-search"');
  });

  it("takes the slug from the file name and the fields from the front matter", () => {
    const post = readPostFile("a-post.md", front(good, "## Hi\n\nText."));
    expect(post).toMatchObject({
      slug: "a-post",
      title: "A post",
      publishedDate: "2023-06-28",
      content: "<h2>Hi</h2>\n<p>Text.</p>",
    });
  });

  it("names the file and the field in errors", () => {
    const name = "content/blog/posts/a-post.md";
    expect(() => readPostFile("a-post.md", front(good.replace("5 min read", "five minutes")), name)).toThrow(
      /^content\/blog\/posts\/a-post\.md: readTime: /,
    );
    expect(() => readPostFile("a-post.md", front(good.replace("Education", "Gossip")), name)).toThrow(/a-post\.md: category: /);
    expect(() => readPostFile("a-post.md", front(`${good}\nauthor: Me`), name)).toThrow(/a-post\.md: author: unknown field/);
    expect(() => readPostFile("a-post.md", front(good.replace("order: 1", "order: first")), name)).toThrow(/a-post\.md: order: /);
    expect(() => readPostFile("a-post.md", front(good, "[x](javascript:alert(1))"), name)).toThrow(/a-post\.md: body: link/);
    expect(() => readPostFile("A Post.md", front(good), "A Post.md")).toThrow(/A Post\.md: slug: /);
    expect(() => readPostFile("a-post.md", "no front matter", name)).toThrow(
      /a-post\.md: the file must start with YAML front matter/,
    );
  });

  it("refuses two posts with the same order", () => {
    const folder = mkdtempSync(join(tmpdir(), "posts-"));
    writeFileSync(join(folder, "one.md"), front(good));
    writeFileSync(join(folder, "two.md"), front(good));
    expect(() => readPostsFolder(folder)).toThrow(/two\.md: order: 1 is also the order of one\.md/);
  });
});

describe("post sources and record facts", () => {
  const sources = [
    "sources:",
    "  - id: grapevine-2019",
    '    title: "A page (Reykjavík Grapevine, 2019)"',
    "    url: https://grapevine.is/news/2019/02/27/x/",
    "    checked: 2026-11-26",
  ].join("\n");
  const name = "content/blog/posts/a-post.md";

  it("reads the front-matter sources and lists them in the order of first citation, record sources joining them", () => {
    const post = readPostFile(
      "a-post.md",
      front(
        `${good}\n${sources}`,
        "Lundey is :fact[alcohol]{bottle=lundey-gin}. The distillery dates from :fact[founded]{distillery=64-reykjavik-distillery}. A prize :cite[grapevine-2019].",
      ),
      name,
    );
    expect(post.content).toContain('43% vol<a href="/how-we-describe-bottles#unverified"');
    expect(post.content).toContain('2009<sup><a href="#source-64-reykjavik-distillery-dg"');
    expect(post.sources?.map((source) => source.id)).toEqual(["64-reykjavik-distillery-dg", "grapevine-2019"]);
    expect(post.sources?.[0]?.url).toBe("https://thedailygrog.com/interview-with-snorri-jonsson/");
  });

  it("names the file on a bad source, an unknown or unused source, and an unknown record or field", () => {
    expect(() =>
      readPostFile("a-post.md", front(`${good}\n${sources.replace("2026-11-26", "yesterday")}`, "x :cite[grapevine-2019]"), name),
    ).toThrow(/^content\/blog\/posts\/a-post\.md: sources\.0\.checked: /);
    expect(() => readPostFile("a-post.md", front(`${good}\n${sources}`, "x :cite[grapevine]"), name)).toThrow(
      /^content\/blog\/posts\/a-post\.md: body: :cite\[grapevine\]: unknown source "grapevine"/,
    );
    expect(() => readPostFile("a-post.md", front(`${good}\n${sources}`, "No citation."), name)).toThrow(
      /^content\/blog\/posts\/a-post\.md: body: sources: source "grapevine-2019" is listed but never cited/,
    );
    expect(() => readPostFile("a-post.md", front(good, "It is :fact[alcohol]{bottle=no-such-gin}."), name)).toThrow(
      /^content\/blog\/posts\/a-post\.md: body: :fact\[alcohol\]\{bottle=no-such-gin\}: no bottle record "no-such-gin"/,
    );
    expect(() => readPostFile("a-post.md", front(good, "It is :fact[colour]{bottle=lundey-gin}."), name)).toThrow(
      /a-post\.md: body: .*the bottle record "lundey-gin" has no field "colour"/,
    );
    expect(() => readPostFile("a-post.md", front(good, "It is :fact[awards]{bottle=lundey-gin}."), name)).toThrow(
      /a-post\.md: body: .*"lundey-gin" has no awards/,
    );
  });
});

describe("a post's dates", () => {
  const newer = [
    "sources:",
    "  - id: later-news",
    '    title: "A later page (mbl.is, 2 February 2025)"',
    "    url: https://mbl.is/x",
    "    checked: 2026-11-26",
  ].join("\n");
  const dated = (extra: string) =>
    readPostFile("a-post.md", front(`${good.replace("2023-06-28", "2025-01-25")}\n${extra}`, "Text :cite[later-news]."));

  it("reads an updated date, which must come after the published one", () => {
    expect(dated(`updated: 2026-11-26\n${newer}`).updated).toBe("2026-11-26");
    expect(() => dated(`updated: 2024-01-01\n${newer}`)).toThrow(/a-post\.md: updated: .*after publishedDate/);
  });

  it("finds a cited page newer than the post's date when the post has no updated date as new", () => {
    expect(pagesNewerThanPost(dated(newer))).toEqual(["later-news"]);
    expect(pagesNewerThanPost(dated(`updated: 2026-11-26\n${newer}`))).toEqual([]);
  });

  it("no post cites a page newer than its date without an updated date", () => {
    for (const post of blogPosts) expect(pagesNewerThanPost(post), post.slug).toEqual([]);
  });
});
