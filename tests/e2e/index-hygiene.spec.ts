// What search engines see: the sitemap, robots rules, descriptions, the 404
// response's title, one indexable address per bottle, and how many clicks a bottle is from home.
import { expect, test } from "./fixtures";
import { prerenderPaths } from "../../app/lib/routing/prerender-paths";
import { listBlogPosts } from "../../content/index";
import { withPlainMarks } from "../../content/blog-body";
import { decodeEntities as decode } from "../../app/lib/routing/seo";

const SITE = "https://ginsoficeland.com";
const THIN_PAGES = ["/search", "/compare"];
/** A gin also listed in the spirit table has a /spirit/ twin of its /gin/ page: only the /gin/ one is indexed. */
const TWINS = prerenderPaths().filter(
  (p) => p.startsWith("/spirit/") && prerenderPaths().includes(`/gin/${p.slice("/spirit/".length)}`),
);
const metaContent = (html: string, name: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`))?.[1];
test.describe("index hygiene", () => {
  test("the sitemap: every URL has a lastmod; no operator page, 404, thin page or twin address", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter(([, , lastmod]) => !/^20\d\d-\d\d-\d\d$/.test(lastmod ?? "")).map(([, loc]) => loc)).toEqual([]);
    const locs = urls.map(([, loc]) => loc!.slice(SITE.length));
    expect(TWINS.length).toBeGreaterThan(0);
    for (const path of ["/admin", "/404", ...THIN_PAGES, ...TWINS]) expect(locs).not.toContain(path);
    expect(locs.some((path) => path.startsWith("/whisky/"))).toBe(false);
    for (const path of ["/", "/gin/og-natura-gin", "/spirit/brennivin", "/blog/lundey-gin-puffin-inspired-spirit"]) {
      expect(locs).toContain(path);
    }
    // every other pre-rendered page is there, once
    const expected = prerenderPaths().filter(
      (p) => !["/admin", "/404", ...THIN_PAGES, ...TWINS].includes(p) && !p.startsWith("/whisky/"),
    );
    expect([...locs].sort()).toEqual([...expected].sort());
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test("search and compare are noindex", async ({ request }) => {
    for (const path of THIN_PAGES) {
      const html = await (await request.get(path)).text();
      expect(metaContent(html, "robots"), path).toMatch(/^noindex/);
    }
  });

  test("one indexable address per bottle: /spirit/og-natura-gin names /gin/og-natura-gin as canonical", async ({ request }) => {
    for (const path of ["/spirit/og-natura-gin", "/gin/og-natura-gin"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<link rel="canonical" href="${SITE}/gin/og-natura-gin"/>`);
    }
  });

  test("every blog post's description is at most 160 characters and ends on a whole word", async ({ request }) => {
    const posts = listBlogPosts().filter((post) => post.isLocal);
    expect(posts.length).toBeGreaterThan(5);
    for (const post of posts) {
      const html = await (await request.get(`/blog/${post.slug}`)).text();
      const description = decode(metaContent(html, "description") ?? "");
      expect(description.length, post.slug).toBeGreaterThan(60);
      expect(description.length, post.slug).toBeLessThanOrEqual(160);
      // the last word is a word of the post whole: followed in the post by a space or punctuation
      const lastWord = description.replace(/…$/, "").split(" ").at(-1)!;
      // the body as the description reads it: the mark as "(unverified)", no reference numbers
      const plain = decode(withPlainMarks(post.content!).replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ");
      expect(plain, `${post.slug}: "${lastWord}"`).toMatch(
        new RegExp(`${lastWord.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u"),
      );
    }
  });

  test("an unknown address answers 404 with a title, noindex", async ({ request }) => {
    const response = await request.get("/no-such-page-here");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Page Not Found - The Gins of Iceland</title>");
    expect(metaContent(html, "robots")).toMatch(/^noindex/);
    // the /404 page (which then goes home) has the same title
    expect(await (await request.get("/404")).text()).toContain("<title>Page Not Found - The Gins of Iceland</title>");
  });

  test("every bottle is within three clicks of the home page", async ({ request }) => {
    const depth = new Map<string, number>([["/", 0]]);
    const queue = ["/"];
    while (queue.length) {
      const path = queue.shift()!;
      const level = depth.get(path)!;
      if (level >= 3) continue;
      const html = await (await request.get(path)).text();
      for (const match of html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)[^"]*"/g)) {
        const link = match[1]!.replace(/\/+$/, "") || "/";
        if (/\.\w+$/.test(link) || depth.has(link)) continue;
        depth.set(link, level + 1);
        queue.push(link);
      }
    }
    const bottles = prerenderPaths().filter((path) => /^\/(gin|vodka|spirit)\//.test(path));
    expect(bottles.length).toBeGreaterThan(45);
    expect(bottles.filter((path) => (depth.get(path) ?? 99) > 3)).toEqual([]);
    expect(depth.get("/premium-brennivins")).toBeLessThanOrEqual(1);
  });
});
