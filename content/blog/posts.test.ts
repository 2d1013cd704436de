import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blogPosts, readPostFile, readPostsFolder } from "./index";

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
  it("reads the nine posts from Markdown, in their order", () => {
    expect(blogPosts.map((post) => post.slug)).toEqual([
      "lundey-gin-puffin-inspired-spirit",
      "does-iceland-have-good-gin",
      "uncovering-benefits-icelandic-glacial-water",
      "unique-allure-icelandic-gin",
      "what-is-icelandic-gin-made-from",
      "from-landscapes-to-libations",
      "uncovering-smoky-secrets-black-lava-salt",
      "discover-unique-flavors-icelandic-gin-botanicals",
      "what-do-vikings-drink",
    ]);
    const vikings = blogPosts.find((post) => post.slug === "what-do-vikings-drink")!;
    expect(vikings.content).toContain(
      '<a href="{{buy:brennivin}}" target="_blank" rel="sponsored noopener noreferrer">Buy Brennivín</a>',
    );
    expect(vikings.content).toContain('data-video-embed="youtube-search"');
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
