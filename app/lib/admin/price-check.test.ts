import { afterEach, describe, expect, it, vi } from "vitest";
import { contentPaths } from "../routing/prerender-paths";
import type { ExtractedPage } from "../clients/firecrawl-client";
import { runOneByOne, BETWEEN_REQUESTS_MS } from "./paced-run";
import {
  classifyPriceCheck,
  failedPriceCheck,
  namesMatch,
  priceCheckUrl,
  priceExtraction,
  resultsToRecord,
  type PriceCheckBottle,
  type PriceCheckResult,
} from "./price-check";
import { listPriceCheckBottles, priceCheckShop } from "./publish-targets";
import { listBrennivins, listGins, listOtherSpirits, listVodkas, listWhiskies } from "../../../content/index";
import { OBJECT_WORDS } from "../../../content/object-words.test-fixtures";

const shop = { id: "nammi", name: "Nammi", url: "https://nammi.is", currency: "ISK" };
const SEARCH = "https://nammi.is/?s=Marberg+Gin&post_type=product&ref=ginsoficeland";
const PAGE = "https://nammi.is/vara/marberg-gin/";
const stored = { shop: "nammi", url: PAGE, price: 9990, currency: "ISK", sizeMl: 700, inStock: true, checked: "2026-11-01" };
const withOffer: PriceCheckBottle = { name: "Marberg Gin", pagePath: "/gin/marberg-gin", searchUrl: SEARCH, stored };
const withoutOffer: PriceCheckBottle = { name: "Marberg Gin", pagePath: "/gin/marberg-gin", searchUrl: SEARCH };

const read = (json: Record<string, unknown>, metadata: ExtractedPage["metadata"] = {}): ExtractedPage => ({
  json: { productName: "Marberg Gin 70cl", price: 9990, currency: "ISK", sizeMl: 700, inStock: true, ...json },
  metadata: { statusCode: 200, title: "Marberg Gin – Nammi", ...metadata },
});
const productPage = (json: Record<string, unknown> = {}, metadata: ExtractedPage["metadata"] = {}) =>
  classifyPriceCheck(withOffer, shop, read(json, { sourceURL: PAGE, url: PAGE, ...metadata }));
const searchPage = (json: Record<string, unknown> = {}, metadata: ExtractedPage["metadata"] = {}) =>
  classifyPriceCheck(withoutOffer, shop, read({ productUrl: PAGE, ...json }, { sourceURL: SEARCH, url: SEARCH, ...metadata }));

describe("what the price check asks for", () => {
  it("reads the product page on record, else the shop's search", () => {
    expect(priceCheckUrl(withOffer)).toBe(PAGE);
    expect(priceCheckUrl(withoutOffer)).toBe(SEARCH);
  });
  it("asks a search page for the first matching product's address too", () => {
    const fields = ["productName", "price", "currency", "sizeMl", "inStock"];
    expect(priceExtraction(withOffer).schema).toMatchObject({ type: "object", required: fields });
    expect(priceExtraction(withoutOffer).schema).toMatchObject({ required: [...fields, "productUrl"] });
    expect(priceExtraction(withoutOffer).prompt).toContain('"Marberg Gin"');
  });
});

describe("status of a bottle with an offer on record", () => {
  it("same: the page shows what is on record", () => {
    expect(productPage()).toEqual({ bottle: withOffer, status: "same", found: { ...stored, checked: undefined } });
    // A page that does not repeat the size keeps the one on record.
    expect(productPage({ sizeMl: null })).toMatchObject({ status: "same", found: { sizeMl: 700 } });
  });
  it("changed: a new price, size or stock, each named", () => {
    expect(productPage({ price: 10490 })).toMatchObject({
      status: "changed",
      found: { price: 10490 },
      note: "price 9990 ISK → 10490 ISK",
    });
    expect(productPage({ sizeMl: 500 })).toMatchObject({ status: "changed", note: "size 700 → 500 ml" });
    const soldBefore = classifyPriceCheck(
      { ...withOffer, stored: { ...stored, inStock: false } },
      shop,
      read({}, { sourceURL: PAGE }),
    );
    expect(soldBefore).toMatchObject({ status: "changed", note: "back in stock" });
  });
  it("changed: a product page that moved to another product page is recorded at its new address", () => {
    expect(productPage({}, { url: "https://nammi.is/vara/marberg-gin-70cl/" })).toMatchObject({
      status: "changed",
      found: { url: "https://nammi.is/vara/marberg-gin-70cl/" },
      note: "page → https://nammi.is/vara/marberg-gin-70cl/",
    });
    // The same page under another spelling is no move, and an unusable final address is none either.
    expect(productPage({}, { url: "not an address" }).status).toBe("same");
    expect(productPage({}, { url: "https://www.nammi.is/vara/marberg-gin?ref=x#reviews" }).status).toBe("same");
  });
  it("sold out: the shop marks it unavailable", () => {
    expect(productPage({ inStock: false })).toMatchObject({ status: "sold out", found: { inStock: false }, note: "sold out" });
  });
  it("not found: the product page leads to a search, a category or the home page", () => {
    for (const landed of [SEARCH, "https://nammi.is/voruflokkur/gin/", "https://nammi.is/", "https://nammi.is/shop/"])
      expect(productPage({}, { url: landed })).toMatchObject({
        status: "not found",
        note: `The product page now leads to a search or listing: ${landed}`,
      });
  });
  it("not found: the shop answers 404 (or any error status)", () => {
    expect(productPage({}, { statusCode: 404 })).toMatchObject({ status: "not found", note: "The shop answered 404." });
    expect(productPage({}, { statusCode: 410 }).status).toBe("not found");
  });
  it("not found: no price on the page", () => {
    expect(productPage({ price: null })).toMatchObject({ status: "not found", note: "No price on the page." });
    expect(productPage({ price: 0 }).status).toBe("not found");
  });
  it("not found: a soft 404, the shop's page for a missing product", () => {
    expect(productPage({ productName: "Gjafabréf Nammi" })).toMatchObject({
      status: "not found",
      note: "The page names another product: “Gjafabréf Nammi”.",
    });
    expect(productPage({}, { title: "Síðan fannst ekki – Nammi" })).toMatchObject({
      status: "not found",
      note: "The page says nothing was found (“Síðan fannst ekki – Nammi”).",
    });
    expect(productPage({ productName: "Nothing found" }).status).toBe("not found");
    expect(productPage({ productName: null }).status).toBe("not found");
  });
});

describe("status of a bottle found through the shop's search", () => {
  it("new: the first hit, at its own page, with the shop's currency for kr.", () => {
    expect(searchPage({ productUrl: "/vara/marberg-gin/", currency: "kr." })).toEqual({
      bottle: withoutOffer,
      status: "new",
      found: { shop: "nammi", url: PAGE, price: 9990, currency: "ISK", sizeMl: 700, inStock: true },
    });
    // The service left stock empty: a priced product with no sold-out mark is on sale.
    expect(searchPage({ inStock: null, currency: null })).toMatchObject({ found: { inStock: true, currency: "ISK" } });
  });
  it("new: a search the shop answered with the one product's page", () => {
    const landed = "https://nammi.is/vara/marberg-gin-50cl/";
    expect(searchPage({ productUrl: null }, { url: landed })).toMatchObject({ status: "new", found: { url: landed } });
  });
  it("sold out: the first hit is sold out", () => {
    expect(searchPage({ inStock: false })).toMatchObject({ status: "sold out", found: { inStock: false } });
  });
  it("not found: no hit, a hit off the shop, a listing, another bottle", () => {
    expect(searchPage({ productUrl: null, productName: null, price: null })).toMatchObject({
      status: "not found",
      note: "No product matched the search.",
    });
    expect(searchPage({ productUrl: "https://evil.example/vara/marberg/" })).toMatchObject({
      status: "not found",
      note: "The found address https://evil.example/vara/marberg/ leads off the shop: its host is evil.example, not nammi.is.",
    });
    expect(searchPage({ productUrl: "javascript:alert(1)" }).status).toBe("not found");
    expect(searchPage({ productUrl: "/voruflokkur/gin/" }).status).toBe("not found");
    expect(searchPage({ productName: "Ólafsson Gin" }).status).toBe("not found");
    expect(searchPage({}, { title: "Engar vörur fundust – Nammi" }).status).toBe("not found");
  });
});

describe("an address the service ended on that leaves the shop", () => {
  const OFF_SHOP: [string, string][] = [
    ["https://evil.example/phish", "its host is evil.example, not nammi.is"],
    ["https://n\u0430mmi.is/vara/marberg-gin/", "its host is xn--nmmi-53d.is, not nammi.is"],
    ["https://nammi.is.evil.example/vara/marberg-gin/", "its host is nammi.is.evil.example, not nammi.is"],
    ["https://evil.example/?u=nammi.is", "its host is evil.example, not nammi.is"],
  ];
  it("is not found, with no offer to record, when a moved product page lands off the shop", () => {
    for (const [landed, host] of OFF_SHOP) {
      const result = productPage({}, { url: landed });
      expect(result, landed).toEqual({
        bottle: withOffer,
        status: "not found",
        note: `The found address ${landed} leads off the shop: ${host}.`,
      });
      expect(resultsToRecord([result])).toEqual([]);
    }
  });
  it("is not found when a search lands on a page off the shop, or a hit's link leaves it", () => {
    for (const [landed, host] of OFF_SHOP) {
      expect(searchPage({ productUrl: null }, { url: landed }), landed).toMatchObject({
        status: "not found",
        note: `The found address ${landed} leads off the shop: ${host}.`,
      });
      expect(searchPage({ productUrl: landed }).found, landed).toBeUndefined();
    }
    for (const link of ["https://user@nammi.is/vara/marberg-gin/", "data:text/html,x", "javascript:alert(1)"])
      expect(searchPage({ productUrl: link }), link).toMatchObject({ status: "not found" });
    expect(searchPage({ productUrl: "https://user@nammi.is/vara/marberg-gin/" }).note).toBe(
      "The found address https://user@nammi.is/vara/marberg-gin/ carries a user name or password.",
    );
  });
  it("keeps the shop's own pages, www. included", () => {
    expect(productPage({}, { url: "https://www.nammi.is/vara/marberg-gin-70cl/" })).toMatchObject({
      status: "changed",
      found: { url: "https://www.nammi.is/vara/marberg-gin-70cl/" },
    });
  });
});

describe("a malformed answer fails its bottle", () => {
  it("gives the reason, so the row can show it", () => {
    expect(classifyPriceCheck(withOffer, shop, { json: undefined, metadata: {} })).toMatchObject({
      status: "failed",
      note: "The service's answer held no extracted product data",
    });
    expect(productPage({ price: "eighty" })).toMatchObject({
      status: "failed",
      note: `The service's answer has a malformed price: "eighty"`,
    });
    expect(failedPriceCheck(withOffer, new Error("Failed to scrape URL. Status code: 500"))).toEqual({
      bottle: withOffer,
      status: "failed",
      note: "Failed to scrape URL. Status code: 500",
    });
  });
});

describe("names", () => {
  it("match when every distinctive word of the bottle's name is on the page, accents aside", () => {
    expect(namesMatch("Ólafsson Gin", "OLAFSSON GIN 70cl 40%")).toBe(true);
    expect(namesMatch("Stuðlaberg Gin", "Studlaberg gin")).toBe(true);
    expect(namesMatch("Flóki Single Malt Whisky", "Flóki Single Malt 700ml")).toBe(true);
    expect(namesMatch("Reykjavík Pink Gin", "Reykjavík Dry Gin")).toBe(false);
    expect(namesMatch("Marberg Gin", "Icelandic Gin")).toBe(false);
  });
});

describe("the commands to copy at once", () => {
  it("are those of the changed, new and sold out rows, in run order", () => {
    const results: PriceCheckResult[] = [
      productPage(),
      productPage({ price: 1 }),
      searchPage(),
      searchPage({ inStock: false }),
      productPage({ price: null }),
      failedPriceCheck(withOffer, new Error("x")),
    ];
    expect(resultsToRecord(results).map((result) => result.status)).toEqual(["changed", "new", "sold out"]);
  });
});

describe("the bottles the build hands the Prices tab", () => {
  it("are every bottle of every list once, each at a page the site has, with the shop's search", () => {
    const bottles = listPriceCheckBottles();
    const slugs = new Set(
      [...listGins(), ...listWhiskies(), ...listVodkas(), ...listBrennivins(), ...listOtherSpirits()].map((p) => p.slug),
    );
    expect(bottles).toHaveLength(slugs.size);
    const pages = new Set(contentPaths());
    for (const bottle of bottles) {
      expect(pages, bottle.pagePath).toContain(bottle.pagePath);
      expect(bottle.searchUrl).toMatch(/^https:\/\/nammi\.is\/\?s=.+&post_type=product&ref=/);
      if (bottle.stored) expect(bottle.stored.shop).toBe("nammi");
    }
    expect(bottles.map((b) => b.pagePath)).toContain("/gin/og-natura-gin");
    // Its shop words, not its name.
    expect(bottles.find((b) => b.pagePath === "/gin/glacier-gin")!.searchUrl).toContain("s=Icelandic+Glacier+Gin");
    expect(priceCheckShop()).toEqual({ id: "nammi", name: "Nammi", url: "https://nammi.is", currency: "ISK" });
  });
});

describe("one request at a time", () => {
  afterEach(() => vi.useRealTimers());
  it("waits 2 s between two steps and reports progress after each", async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const progress: number[] = [];
    const run = runOneByOne(
      ["a", "b", "c"],
      async () => {
        started.push(Date.now());
      },
      (percent) => progress.push(percent),
    );
    await vi.runAllTimersAsync();
    await run;
    expect(BETWEEN_REQUESTS_MS).toBe(2000);
    expect(started.map((t) => t - started[0]!)).toEqual([0, 2000, 4000]);
    expect(progress).toEqual([33, 67, 100]);
  });
});

describe("a currency that names a part of every object", () => {
  it.each(OBJECT_WORDS)("%s is no currency: the shop's is used", (word) => {
    expect(searchPage({ currency: word })).toMatchObject({ status: "new", found: { currency: "ISK" } });
    expect(productPage({ currency: word })).toMatchObject({ status: "same", found: { currency: "ISK" } });
  });
});
