import { describe, expect, it } from "vitest";
import { listBlogPosts, recordedOffersOf } from "@content/index";
import { productRecords } from "@content/load";
import { lastModified } from "@content/last-modified";
import { catalogueCsv, catalogueJson, comparableProductsJson, pageSources, searchIndexJson, sitemapXml } from "./site-files";

const SITE = "https://example.test";

describe("site files", () => {
  it("the sitemap leaves out the operator page, /404, search, compare and twin addresses; every URL has a lastmod", () => {
    const post = listBlogPosts()[0]!;
    const pages = ["/", "/admin", "/404", "/search", "/compare", "/whisky/x", "/spirit/og-natura-gin", "/gin/og-natura-gin"];
    const xml = sitemapXml(SITE, [...pages, "/spirit/brennivin", `/blog/${post.slug}`, "/a&b"]);
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    expect(urls.map((m) => m[1])).toEqual([
      `${SITE}/`,
      `${SITE}/gin/og-natura-gin`,
      `${SITE}/spirit/brennivin`,
      `${SITE}/blog/${post.slug}`,
      `${SITE}/a&amp;b`,
    ]);
    for (const [, loc, lastmod] of urls) expect(lastmod, loc).toMatch(/^20\d\d-\d\d-\d\d$/);
  });

  it("a list's later pages are in the sitemap, dated by the list's folder", () => {
    const xml = sitemapXml(SITE, ["/premium-gins", "/premium-gins/page/2"]);
    expect(xml).toContain(`<loc>${SITE}/premium-gins/page/2</loc>`);
    expect(pageSources("/premium-gins/page/2")).toEqual(pageSources("/premium-gins"));
  });

  it("a page's lastmod is the newest date of the files it is made from, never older than a post's date", () => {
    const post = listBlogPosts()[0]!;
    expect(pageSources(`/blog/${post.slug}`)).toEqual([`content/blog/posts/${post.slug}.md`]);
    expect(pageSources("/gin/olafsson-gin")).toContain("content/products/gins/olafsson-gin.yaml");
    expect(pageSources("/all-distillery/eimverk-distillery")).toEqual(["content/distilleries/eimverk-distillery.yaml"]);
    expect(pageSources("/privacy-policy")).toEqual(["content/legal/privacy-policy.md"]);
    const postDate = lastModified(pageSources(`/blog/${post.slug}`))!;
    expect(postDate >= post.publishedDate).toBe(true);
    expect(lastModified(["content/no-such-file.yaml"])).toBeUndefined();
  });

  it("the open data names each gin's style beside the facts that mark it unverified", () => {
    const { products } = JSON.parse(catalogueJson(SITE)) as {
      products: { slug: string; style: string | null; unverified: string[] }[];
    };
    const records = new Map(productRecords.map((record) => [record.slug, record]));
    for (const product of products) {
      const record = records.get(product.slug)!;
      expect(product.style, product.slug).toBe(record.style ?? null);
      expect(product.unverified.includes("style"), product.slug).toBe(
        Boolean(record.style) && record.facts?.style === "unverified",
      );
    }
    // Both kinds are there: a style with a source and one with the mark.
    expect(products.some((p) => p.style && !p.unverified.includes("style"))).toBe(true);
    expect(products.some((p) => p.style && p.unverified.includes("style"))).toBe(true);
  });

  it("the CSV quotes cells with commas or quotes and has one row per bottle of the JSON", () => {
    const csv = catalogueCsv(SITE).trimEnd().split("\n");
    const { products } = JSON.parse(catalogueJson(SITE)) as {
      products: { slug: string; description: string; url: string }[];
    };
    expect(csv[1]).toBe(
      "slug,name,category,type,style,distillery,alcohol,price,currency,priceShop,priceChecked,botanicals,description,size,url,unverified,sources",
    );
    expect(csv).toHaveLength(products.length + 2);
    expect(products[0]!.url.startsWith(`${SITE}/`)).toBe(true);
    const withComma = products.find((p) => p.description.includes(","))!;
    expect(csv).toContainEqual(expect.stringContaining(`,"${withComma.description.replace(/"/g, '""')}",`));
  });

  it("a price only from a checked offer: no seed price in the open data, the compare data or the search index", () => {
    const { products } = JSON.parse(catalogueJson(SITE)) as {
      products: { slug: string; price: number | null; currency: string | null; offers: { price: number; currency: string }[] }[];
    };
    // Whatever offers the content has today: a price shown is one of the bottle's checked offers, and a
    // bottle without a recorded offer has none.
    for (const product of products) {
      if (recordedOffersOf(product).length === 0) expect(product.offers, product.slug).toEqual([]);
      if (product.price !== null)
        expect(product.offers, product.slug).toContainEqual(
          expect.objectContaining({ price: product.price, currency: product.currency }),
        );
    }
    // The seed's `price` ("$65"), never checked at a shop, as a value of its own in any of the files.
    const seedPrices = [...new Set(productRecords.flatMap((record) => (record.price ? [record.price] : [])))];
    const asValue = (seed: string) => new RegExp(`(^|[",])${seed.replace(/[$.*+?^{}()|[\]\\]/g, "\\$&")}($|[",])`, "m");
    for (const file of [catalogueJson(SITE), catalogueCsv(SITE), comparableProductsJson(), searchIndexJson()])
      for (const seed of seedPrices) expect(file).not.toMatch(asValue(seed));
  });

  it("a strength no source gives is null in the open data and absent from the search index and the compare data", () => {
    const unknown = new Set(productRecords.filter((record) => !record.alcohol).map((record) => record.slug));
    const open = (JSON.parse(catalogueJson(SITE)) as { products: { slug: string; alcohol: string | null }[] }).products;
    for (const p of open) expect(p.alcohol === null, p.slug).toBe(unknown.has(p.slug));
    const compared = (JSON.parse(comparableProductsJson()) as { products: { slug: string; alcohol?: string }[] }).products;
    for (const p of compared) expect(p.alcohol === undefined, p.slug).toBe(unknown.has(p.slug));
    const { entries } = JSON.parse(searchIndexJson()) as { entries: { kind: string; href: string; strength?: string }[] };
    for (const entry of entries.filter((e) => e.kind === "product"))
      expect(entry.strength === undefined, entry.href).toBe(unknown.has(entry.href.split("/").at(-1)!));
  });

  it("search entries and comparable bottles link to site paths, each bottle once", () => {
    const { entries } = JSON.parse(searchIndexJson()) as { entries: { href: string }[] };
    expect(entries.every((entry) => entry.href.startsWith("/"))).toBe(true);
    const { products } = JSON.parse(comparableProductsJson()) as { products: { slug: string }[] };
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });
});
