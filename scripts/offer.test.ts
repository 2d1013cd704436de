import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { loadCatalogue } from "../content/catalogue-files";
import { OfferError, parseOfferArgs, recordOffer, runOfferCommand, type OfferArgs } from "./offer";

/** A small catalogue of its own (a gin, the spirit table's gin, a whisky, their distilleries, the shops), not today's content. */
const CONTENT = new URL("./fixtures/offer-content", import.meta.url).pathname;
const TODAY = "2026-11-26";
let dir: string;
let content: string;
const vorGin = () => join(content, "products/gins/vor-gin.yaml");
const read = () => readFileSync(vorGin(), "utf8");

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "offer-"));
  content = join(dir, "content");
  // A copy: the committed files are never changed by a test.
  cpSync(CONTENT, content, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const nammi: OfferArgs = {
  pagePath: "/gin/vor-gin",
  shop: "nammi",
  url: "https://nammi.is/vara/vor-gin/",
  price: "8990",
  currency: "ISK",
  size: "700",
  soldOut: false,
};
const record = (overrides: Partial<OfferArgs> = {}) =>
  recordOffer({ ...nammi, ...overrides }, { contentDir: content, today: TODAY });

const NAMMI_BLOCK = [
  "  - shop: nammi",
  "    url: https://nammi.is/vara/vor-gin/",
  "    price: 8990",
  "    currency: ISK",
  "    sizeMl: 700",
  "    inStock: true",
  "    checked: 2026-11-26",
  "",
].join("\n");

describe("npm run offer: arguments", () => {
  it("reads the page and the flags", () => {
    expect(
      parseOfferArgs([
        "/gin/vor-gin",
        "--shop",
        "nammi",
        "--url",
        "https://nammi.is/vara/vor-gin/?a=1&b='2'",
        "--price",
        "8,990",
        "--currency",
        "ISK",
        "--size",
        "700",
        "--sold-out",
        "--checked",
        "2026-11-20",
        "--source",
        "https://nammi.is/flokkur/gin/",
      ]),
    ).toEqual({
      pagePath: "/gin/vor-gin",
      shop: "nammi",
      url: "https://nammi.is/vara/vor-gin/?a=1&b='2'",
      price: "8,990",
      currency: "ISK",
      size: "700",
      soldOut: true,
      checked: "2026-11-20",
      source: "https://nammi.is/flokkur/gin/",
    });
  });

  it("says how to use it when something required is missing or a flag is unknown", () => {
    expect(() => parseOfferArgs(["/gin/vor-gin", "--shop", "nammi"])).toThrow(
      /^--url, --price, --currency missing\. usage: npm run offer -- <page path> --shop <id>/,
    );
    expect(() => parseOfferArgs(["/gin/vor-gin", "--shop", "nammi", "--colour", "x"])).toThrow(/Unknown option '--colour'/);
  });
});

describe("npm run offer: writing", () => {
  it("adds an offer before `sources`, keeping every other byte of the file", () => {
    const before = read();
    const result = record();
    expect(read()).toBe(before.replace("\nsources:\n", `\noffers:\n${NAMMI_BLOCK}sources:\n`));
    expect(result.summary).toBe(
      "content/products/gins/vor-gin.yaml: offer nammi 8,990 ISK, 700 ml, in stock, checked 2026-11-26",
    );
    expect(() => loadCatalogue(content)).not.toThrow();
  });

  it("replaces the offer of the same shop in place and keeps the other shops' offers", () => {
    record({ shop: "vinbudin", url: "https://www.vinbudin.is/vara/vor-gin", price: "9499" });
    record();
    const result = record({ price: "7,990.50", size: undefined, checked: "2026-11-20" });
    expect(parse(read()).offers).toEqual([
      {
        shop: "vinbudin",
        url: "https://www.vinbudin.is/vara/vor-gin",
        price: 9499,
        currency: "ISK",
        sizeMl: 700,
        inStock: true,
        checked: TODAY,
      },
      {
        shop: "nammi",
        url: "https://nammi.is/vara/vor-gin/",
        price: 7990.5,
        currency: "ISK",
        inStock: true,
        checked: "2026-11-20",
      },
    ]);
    expect(result.replaced).toBe(true);
    expect(result.summary).toBe(
      "content/products/gins/vor-gin.yaml: offer nammi 7,990.50 ISK, in stock, checked 2026-11-20 (replaces its offer checked 2026-11-26)",
    );
  });

  it("keeps comments, quoting and the other keys as written", () => {
    const commented = read()
      .replace("order: 17\n", "# Vor Gin, checked by hand\norder: 17\n")
      .replace("type: Unfiltered\n", 'type: "Unfiltered" # as the label says\n')
      .replace(
        "\nsources:\n",
        [
          "",
          "offers:",
          "  # Vínbúðin lists it by number",
          "  - shop: vinbudin",
          "    url: 'https://www.vinbudin.is/vara/12345'",
          "    price: 9499",
          "    currency: ISK",
          "    inStock: true",
          "    checked: 2026-11-01",
          "sources:",
          "",
        ].join("\n"),
      );
    writeFileSync(vorGin(), commented);
    record();
    expect(read()).toBe(commented.replace("    checked: 2026-11-01\n", `    checked: 2026-11-01\n${NAMMI_BLOCK}`));
    // Replacing an offer keeps the note above it.
    record({ shop: "vinbudin", url: "https://www.vinbudin.is/vara/12345", price: "9299", size: undefined });
    expect(read()).toContain(
      "  # Vínbúðin lists it by number\n  - shop: vinbudin\n    url: https://www.vinbudin.is/vara/12345\n    price: 9299\n",
    );
  });

  it("dates the check with --checked and marks the bottle sold out with --sold-out", () => {
    const result = record({ checked: "2026-08-18", soldOut: true, source: "https://nammi.is/flokkur/gin/" });
    expect(parse(read()).offers).toEqual([
      {
        shop: "nammi",
        url: "https://nammi.is/vara/vor-gin/",
        price: 8990,
        currency: "ISK",
        sizeMl: 700,
        inStock: false,
        checked: "2026-08-18",
        source: "https://nammi.is/flokkur/gin/",
      },
    ]);
    expect(result.summary).toBe(
      "content/products/gins/vor-gin.yaml: offer nammi 8,990 ISK, 700 ml, sold out, checked 2026-08-18, source https://nammi.is/flokkur/gin/",
    );
  });

  it("writes no separate source when it is the product page itself", () => {
    record({ source: nammi.url });
    expect(parse(read()).offers[0]).not.toHaveProperty("source");
  });

  it("accepts the page as a full address and a spirit under /whisky/ as under /spirit/", () => {
    record({ pagePath: "https://ginsoficeland.com/gin/vor-gin/" });
    expect(parse(read()).offers).toHaveLength(1);
    const whisky = join(content, "products/whiskies/floki-young-malt.yaml");
    const before = readFileSync(whisky, "utf8");
    record({ pagePath: "/whisky/floki-young-malt", url: "https://nammi.is/vara/floki-young-malt/" });
    expect(parse(readFileSync(whisky, "utf8")).offers[0].url).toBe("https://nammi.is/vara/floki-young-malt/");
    expect(readFileSync(whisky, "utf8").startsWith(before.slice(0, before.indexOf("sources:")))).toBe(true);
  });

  it("takes a lower-case currency code as the code", () => {
    record({ currency: "eur" });
    expect(parse(read()).offers[0].currency).toBe("EUR");
  });
});

describe("npm run offer: refusals change nothing", () => {
  const refusals: [string, Partial<OfferArgs>, RegExp][] = [
    ["a typo in the page", { pagePath: "/gin/vor-ginn" }, /^\/gin\/vor-ginn is not a bottle's page\. Nearest: \/gin\/vor-gin\./],
    ["a bottle under another route", { pagePath: "/vodka/vor-gin" }, /Nearest: \/gin\/vor-gin\./],
    ["a page with no bottle", { pagePath: "/blog/x" }, /^\/blog\/x is not a bottle's page\. Bottle pages are \/gin\/<slug>/],
    ["a distillery's page", { pagePath: "/all-distillery/eimverk-distillery" }, /is not a bottle's page/],
    [
      "an unknown shop",
      { shop: "amazon" },
      /^--shop amazon is not a shop of content\/shops\.yaml \(nammi, vinbudin, dutyfree, distillery\)$/,
    ],
    ["an unknown currency", { currency: "XYZ" }, /^--currency XYZ is not an ISO 4217 currency code \(e\.g\. ISK, EUR\)$/],
    ["a currency symbol", { currency: "kr" }, /--currency kr is not an ISO 4217/],
    ["a price in words", { price: "abc" }, /^--price abc is not an amount/],
    ["a negative price", { price: "-5" }, /^--price -5 is not an amount/],
    ["a zero price", { price: "0" }, /^--price 0 is not an amount/],
    ["a zero price with decimals", { price: "0.00" }, /^--price 0\.00 is not an amount/],
    ["three decimals", { price: "8.999" }, /^--price 8\.999 is not an amount/],
    ["misplaced thousands commas", { price: "89,90" }, /^--price 89,90 is not an amount/],
    ["a price with a currency", { price: "8990 kr" }, /^--price 8990 kr is not an amount/],
    ["an ftp address", { url: "ftp://nammi.is/vor-gin" }, /^--url ftp:\/\/nammi\.is\/vor-gin is not an http\(s\) address$/],
    [
      "an address without a scheme",
      { url: "nammi.is/vara/vor-gin" },
      /^--url nammi\.is\/vara\/vor-gin is not an http\(s\) address$/,
    ],
    ["a script address", { url: "javascript:alert(1)" }, /^--url javascript:alert\(1\) is not an http\(s\) address$/],
    ["a bad source", { source: "the shop" }, /^--source the shop is not an http\(s\) address$/],
    ["a size of zero", { size: "0" }, /^--size 0 is not a whole number of ml/],
    ["a size in cl", { size: "70cl" }, /^--size 70cl is not a whole number of ml/],
    ["a fractional size", { size: "700.5" }, /^--size 700\.5 is not a whole number of ml/],
    ["a date in another format", { checked: "26/11/2026" }, /^--checked 26\/11\/2026 is not a date as YYYY-MM-DD$/],
    ["a date that does not exist", { checked: "2026-02-30" }, /^--checked 2026-02-30 is not a date as YYYY-MM-DD$/],
    ["a date in the future", { checked: "2026-11-27" }, /^--checked 2026-11-27 is in the future \(today is 2026-11-26, UTC\)$/],
  ];
  for (const [what, overrides, message] of refusals)
    it(`refuses ${what}`, () => {
      const before = read();
      expect(() => record(overrides)).toThrow(OfferError);
      expect(() => record(overrides)).toThrow(message);
      expect(read()).toBe(before);
    });

  it("refuses, writing nothing, when the file would not pass the schema", () => {
    const broken = read().replace("order: 17\n", "order: 17\ncolour: blue\n");
    writeFileSync(vorGin(), broken);
    expect(() => record()).toThrow(
      /^the result would not be valid, nothing written: content\/products\/gins\/vor-gin\.yaml: Unrecognized key: "colour"$/,
    );
    expect(read()).toBe(broken);
  });
});

describe("npm run offer: an address that leaves the shop is refused, nothing written", () => {
  const offShop: [string, Partial<OfferArgs>, string][] = [
    [
      "another site",
      { url: "https://evil.example/phish" },
      "--url https://evil.example/phish leads off the shop: its host is evil.example, not nammi.is",
    ],
    [
      "a look-alike host (a Cyrillic а)",
      { url: "https://n\u0430mmi.is/vara/x/" },
      "--url https://n\u0430mmi.is/vara/x/ leads off the shop: its host is xn--nmmi-53d.is, not nammi.is",
    ],
    [
      "the shop's name as another site's subdomain",
      { url: "https://nammi.is.evil.example/" },
      "--url https://nammi.is.evil.example/ leads off the shop: its host is nammi.is.evil.example, not nammi.is",
    ],
    [
      "the shop's name in another site's query",
      { url: "https://evil.example/?u=nammi.is" },
      "--url https://evil.example/?u=nammi.is leads off the shop: its host is evil.example, not nammi.is",
    ],
    ["a user name", { url: "https://user@nammi.is/" }, "--url https://user@nammi.is/ carries a user name or password"],
    ["a data address", { url: "data:text/html,x" }, "--url data:text/html,x is not an http(s) address"],
    [
      "a control character",
      { url: "https://nammi.is/\u0000x" },
      "--url https://nammi.is/\\u{0}x has a control character, an invisible character or a space",
    ],
    [
      "a source off the shop",
      { source: "https://evil.example/phish" },
      "--source https://evil.example/phish leads off the shop: its host is evil.example, not nammi.is",
    ],
  ];
  for (const [what, overrides, message] of offShop)
    it(`refuses ${what} with one line and exit code 1`, () => {
      const args = { ...nammi, ...overrides };
      const argv = [args.pagePath, "--shop", args.shop, "--url", args.url, "--price", args.price, "--currency", args.currency];
      if (args.source) argv.push("--source", args.source);
      const before = read();
      expect(runOfferCommand(argv, { contentDir: content, today: TODAY })).toEqual({
        status: 1,
        line: `npm run offer: ${message}`,
      });
      expect(read()).toBe(before);
    });

  it("takes the shop's page with www. and refuses the distillery's shop off the distillery's website", () => {
    const ref = parse(read()).distilleryRef as string;
    const distillery = join(content, `distilleries/${ref}.yaml`);
    const doc = parseDocument(readFileSync(distillery, "utf8"));
    doc.set("website", "https://distillery.example");
    writeFileSync(distillery, doc.toString());
    expect(record({ url: "https://www.nammi.is/vara/vor-gin/" }).offer.url).toBe("https://www.nammi.is/vara/vor-gin/");
    const before = read();
    expect(() => record({ shop: "distillery" })).toThrow(
      "--url https://nammi.is/vara/vor-gin/ leads off the shop: its host is nammi.is, not distillery.example",
    );
    expect(read()).toBe(before);
    expect(record({ shop: "distillery", url: "https://www.distillery.example/shop/vor-gin" }).offer.shop).toBe("distillery");
  });
});

describe("npm run offer: the command", () => {
  const argv = ["/gin/vor-gin", "--shop", "nammi", "--url", nammi.url, "--price", "8990", "--currency", "ISK", "--size", "700"];

  it("prints what it wrote on one line and exits 0", () => {
    expect(runOfferCommand(argv, { contentDir: content, today: TODAY })).toEqual({
      status: 0,
      line: "content/products/gins/vor-gin.yaml: offer nammi 8,990 ISK, 700 ml, in stock, checked 2026-11-26",
    });
  });

  it("refuses with one line and exit code 1", () => {
    const before = read();
    for (const args of [
      ["/gin/vor-gin", "--shop", "nammi"],
      argv.map((arg) => (arg === "nammi" ? "amazon" : arg)),
      [...argv, "--checked", "2027-01-01"],
    ]) {
      const { status, line } = runOfferCommand(args, { contentDir: content, today: TODAY });
      expect(status).toBe(1);
      expect(line).toMatch(/^npm run offer: /);
      expect(line).not.toContain("\n");
    }
    expect(read()).toBe(before);
  });
});
