import { describe, expect, it } from "vitest";
import { listBlogPosts } from "./index";
import { catalogueCsv, catalogueJson, comparableProductsJson, searchIndexJson, sitemapXml } from "./site-files";

const SITE = "https://example.test";

describe("site files", () => {
  it("the sitemap lists the pages but the operator page, /404 and the /whisky/ twins, posts with their dates", () => {
    const post = listBlogPosts()[0]!;
    const xml = sitemapXml(SITE, ["/", "/admin", "/404", "/whisky/x", "/spirit/x", `/blog/${post.slug}`, "/a&b"]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${SITE}/`, `${SITE}/spirit/x`, `${SITE}/blog/${post.slug}`, `${SITE}/a&amp;b`]);
    expect(xml).toContain(`<loc>${SITE}/blog/${post.slug}</loc><lastmod>${post.publishedDate}</lastmod>`);
  });

  it("the CSV quotes cells with commas or quotes and has one row per bottle of the JSON", () => {
    const csv = catalogueCsv(SITE).trimEnd().split("\n");
    const { products } = JSON.parse(catalogueJson(SITE)) as {
      products: { slug: string; description: string; url: string }[];
    };
    expect(csv[1]).toBe("slug,name,category,type,distillery,alcohol,price,botanicals,description,size,url,unverified,sources");
    expect(csv).toHaveLength(products.length + 2);
    expect(products[0]!.url.startsWith(`${SITE}/`)).toBe(true);
    const withComma = products.find((p) => p.description.includes(","))!;
    expect(csv).toContainEqual(expect.stringContaining(`,"${withComma.description.replace(/"/g, '""')}",`));
  });

  it("search entries and comparable bottles link to site paths, each bottle once", () => {
    const { entries } = JSON.parse(searchIndexJson()) as { entries: { href: string }[] };
    expect(entries.every((entry) => entry.href.startsWith("/"))).toBe(true);
    const { products } = JSON.parse(comparableProductsJson()) as { products: { slug: string }[] };
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });
});
