/**
 * The catalogue's YAML files: a copy of the real content in a temp folder, broken one way per
 * test, must fail with a message naming the file and the field.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { ContentError, loadCatalogue, loadProducts } from "./catalogue-files";
import { shownAddress } from "./offer-address";
import * as lists from "./load";

let root: string;
let content: string;
const file = (rel: string) => join(content, rel);
const edit = (rel: string, change: (text: string) => string) => {
  const before = readFileSync(file(rel), "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file(rel), after);
};
/** Sets top-level keys of a copied file, whatever it held before (comments and order kept). */
const setKeys = (rel: string, values: Record<string, unknown>) => {
  const doc = parseDocument(readFileSync(file(rel), "utf8"));
  for (const [key, value] of Object.entries(values)) doc.set(key, value);
  writeFileSync(file(rel), doc.toString());
};
/** The YAML files of a folder of the copy that have `field`, sorted by it. */
const byField = (folder: string, field: string) =>
  readdirSync(file(folder))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => ({ ...parse(readFileSync(file(`${folder}/${name}`), "utf8")), slug: name.slice(0, -".yaml".length) }))
    .filter((record) => typeof record[field] === "number")
    .sort((a, b) => a[field] - b[field]) as { slug: string; order: number; category?: string }[];
/** The problems loadCatalogue reports for the temp copy. */
function problems(): string[] {
  try {
    loadCatalogue(content);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain((error as ContentError).problems[0]);
    return (error as ContentError).problems;
  }
  throw new Error("the broken content loaded without an error");
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "catalogue-files-"));
  content = join(root, "content");
  for (const rel of ["products", "distilleries", "botanicals.yaml", "shops.yaml"]) {
    cpSync(join(import.meta.dirname, rel), file(rel), { recursive: true });
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("catalogue files", () => {
  it("read back as the lists the site uses, in the files' order", () => {
    const catalogue = loadCatalogue(content);
    expect(catalogue.ginRecords).toEqual(lists.ginRecords);
    // in the files' order, whatever the files are today
    const gins = byField("products/gins", "order");
    expect(catalogue.ginRecords.map((gin) => gin.slug)).toEqual(
      gins.filter((gin) => gin.category !== "gin").map((gin) => gin.slug),
    );
    expect(catalogue.spiritTableGins.map((gin) => gin.slug)).toEqual(
      gins.filter((gin) => gin.category === "gin").map((gin) => gin.slug),
    );
    expect(catalogue.distilleryProfiles).toEqual(lists.distilleryProfiles);
    expect(catalogue.distilleryProfiles.map((d) => d.slug)).toEqual(byField("distilleries", "order").map((d) => d.slug));
    expect(catalogue.mapDistilleryIds).toEqual(lists.mapDistilleryIds);
    expect(catalogue.mapDistilleryIds).toEqual(byField("distilleries", "mapOrder").map((d) => d.slug));
    expect(catalogue.botanicals).toEqual(lists.botanicals);
    expect(catalogue.botanicals.map((b) => b.slug)).toEqual(
      (parse(readFileSync(file("botanicals.yaml"), "utf8")) as { slug: string }[]).map((b) => b.slug),
    );
    expect(catalogue.shops).toEqual(lists.shops);
    // a file's `order` moves it: the first gin, given the highest order, comes last
    const first = catalogue.ginRecords[0]!.slug;
    const highest = Math.max(...gins.map((gin) => gin.order));
    edit(`products/gins/${first}.yaml`, (text) => text.replace(/^order: \d+$/m, `order: ${highest + 1}`));
    expect(loadCatalogue(content).ginRecords.at(-1)!.slug).toBe(first);
    // the list fields are not part of the records
    expect(Object.keys(catalogue.ginRecords[0]!)).not.toContain("order");
    expect(Object.keys(catalogue.distilleryProfiles[0]!)).not.toContain("mapOrder");
  });

  it("check each offer: a known shop, an ISO currency, a positive price, one offer per shop", () => {
    const offer = (shop: string, currency = "ISK", price = "8990") =>
      `  - shop: ${shop}\n    url: https://nammi.is/vara/olafsson-gin/\n    price: ${price}\n    currency: ${currency}\n    inStock: true\n    checked: 2026-11-26\n`;
    edit("products/gins/olafsson-gin.yaml", (text) => `${text.trimEnd()}\noffers:\n${offer("nammi")}`);
    expect(loadCatalogue(content).ginRecords.find((gin) => gin.slug === "olafsson-gin")?.offers?.[0]?.price).toBe(8990);
    edit("products/gins/olafsson-gin.yaml", (text) => `${text}${offer("nammi")}${offer("amazon", "XYZ", "-1")}`);
    const found = problems();
    expect(found).toContain("content/products/gins/olafsson-gin.yaml: offers.2.currency: not an ISO 4217 currency code");
    expect(found.some((line) => line.startsWith("content/products/gins/olafsson-gin.yaml: offers.2.price:"))).toBe(true);
    edit("products/gins/olafsson-gin.yaml", (text) =>
      text.replace("currency: XYZ", "currency: EUR").replace("price: -1", "price: 40"),
    );
    expect(problems()).toEqual([
      'content/products/gins/olafsson-gin.yaml: offers.2.shop: "amazon" is not a shop of content/shops.yaml (nammi, vinbudin, dutyfree, distillery)',
      'content/products/gins/olafsson-gin.yaml: offers.1: shop: "nammi" is also used by content/products/gins/olafsson-gin.yaml: offers.0',
    ]);
  });

  it("refuse an offer whose address leaves its shop, naming the file and the field", () => {
    const gin = "products/gins/olafsson-gin.yaml";
    const distilleryRef = parseDocument(readFileSync(file(gin), "utf8")).get("distilleryRef") as string;
    setKeys(`distilleries/${distilleryRef}.yaml`, { website: "https://www.distillery.example" });
    const offer = (shop: string, url: string, source?: string) => ({
      shop,
      url,
      price: 8990,
      currency: "ISK",
      inStock: true,
      checked: "2026-11-26",
      ...(source ? { source } : {}),
    });
    const good = [
      offer("nammi", "https://nammi.is/vara/x/", "https://www.nammi.is/flokkur/gin/"),
      offer("vinbudin", "https://vinbudin.is/vara/12345"),
      offer("distillery", "https://distillery.example/shop/gin/"),
    ];
    setKeys(gin, { offers: good });
    expect(loadCatalogue(content).ginRecords.find((g) => g.slug === "olafsson-gin")?.offers).toHaveLength(3);

    const refused: [string, string][] = [
      ["https://evil.example/phish", "leads off the shop: its host is evil.example, not nammi.is"],
      ["https://n\u0430mmi.is/vara/x/", "leads off the shop: its host is xn--nmmi-53d.is, not nammi.is"],
      ["https://nammi.is.evil.example/", "leads off the shop: its host is nammi.is.evil.example, not nammi.is"],
      ["https://evil.example/?u=nammi.is", "leads off the shop: its host is evil.example, not nammi.is"],
      ["https://user@nammi.is/", "carries a user name or password"],
      ["data:text/html,x", "is not an http(s) address"],
      ["javascript:alert(1)", "is not an http(s) address"],
      ["https://nammi.is/\u0000x", "has a control character, an invisible character or a space"],
    ];
    // One bottle file each, read in one go.
    const others = readdirSync(file("products/gins"))
      .filter((name) => name.endsWith(".yaml") && `products/gins/${name}` !== gin)
      .slice(0, refused.length)
      .map((name) => `products/gins/${name}`);
    refused.forEach(([url], index) => setKeys(others[index]!, { offers: [offer("nammi", url)] }));
    // the page the price was read from is the shop's too; the distillery's shop is at its website
    setKeys(gin, {
      offers: [
        offer("nammi", "https://nammi.is/vara/x/", "https://evil.example/"),
        offer("distillery", "https://nammi.is/vara/x/"),
      ],
    });
    const found = problems();
    const expected = [
      ...refused.map(([url, reason], index) => `content/${others[index]}: offers.0.url: ${shownAddress(url)} ${reason}`),
      `content/${gin}: offers.0.source: https://evil.example/ leads off the shop: its host is evil.example, not nammi.is`,
      `content/${gin}: offers.1.url: https://nammi.is/vara/x/ leads off the shop: its host is nammi.is, not distillery.example`,
    ];
    expect(found).toEqual(expect.arrayContaining(expected));
    expect(found).toHaveLength(expected.length);
    // the control character is written out, so the line stays one line
    expect(found).toContain(
      `content/${others[7]}: offers.0.url: https://nammi.is/\\u{0}x has a control character, an invisible character or a space`,
    );
  });

  it("name a shop other than the distillery's without a home page", () => {
    edit("shops.yaml", (text) => text.replace("  url: https://www.vinbudin.is\n", ""));
    expect(problems()).toEqual([
      'content/shops.yaml: 1.url: a shop other than "distillery" needs its home page (its offers must be on its host)',
    ]);
  });

  it("name a shops file without exactly one affiliate shop", () => {
    edit("shops.yaml", (text) => text.replace("affiliate: true", "affiliate: false"));
    expect(problems()).toEqual(["content/shops.yaml: exactly one shop must be `affiliate: true`"]);
  });

  it("name the file and the field of an invalid value", () => {
    edit("products/gins/olafsson-gin.yaml", (text) => text.replace("alcohol: 40% vol", "alcohol: forty percent"));
    edit("products/whiskies/floki-young-malt.yaml", (text) => text.replace(/^ {2}nose: .*$/m, '  nose: ""'));
    edit("distilleries/foss-distillery.yaml", (text) => text.replace('founded: "2011"', "founded: 2011"));
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(/^content\/products\/gins\/olafsson-gin\.yaml: alcohol: Invalid string: must match /),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^content\/products\/whiskies\/floki-young-malt\.yaml: tastingNotes\.nose: /),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^content\/distilleries\/foss-distillery\.yaml: founded: Invalid input: expected string/),
    );
    // the folder's own reader reports the same
    expect(() => loadProducts("gins", content)).toThrow("content/products/gins/olafsson-gin.yaml: alcohol: Invalid string");
  });

  it("name a missing field, an unknown field and a YAML syntax error", () => {
    edit("products/vodkas/reyka-vodka.yaml", (text) => text.replace(/^type: .*\n/m, ""));
    edit("products/gins/vor-gin.yaml", (text) => text.replace("awards:", "awrds:"));
    edit("botanicals.yaml", (text) => text.replace("name: Arctic Thyme", "name: [Arctic Thyme"));
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(/^content\/products\/vodkas\/reyka-vodka\.yaml: type: Invalid input/));
    expect(found).toContainEqual(expect.stringMatching(/^content\/products\/gins\/vor-gin\.yaml: .*awrds/));
    expect(found).toContainEqual(expect.stringMatching(/^content\/botanicals\.yaml: .*line \d+/));
  });

  it("refuse a slug that differs from the file name, a duplicate slug and a duplicate order", () => {
    edit("products/gins/lundey-gin.yaml", (text) => text.replace("slug: lundey-gin", "slug: lundey-gin-2"));
    edit("products/gins/angelica-gin.yaml", (text) => text.replace(/^order: 3$/m, "order: 1"));
    writeFileSync(
      file("products/other-spirits/vor-gin.yaml"),
      readFileSync(file("products/gins/vor-gin.yaml"), "utf8").replace(/^order: \d+$/m, "order: 99"),
    );
    edit("distilleries/thoran-distillery.yaml", (text) => text.replace(/^mapOrder: \d+$/m, "mapOrder: 1"));
    const found = problems();
    expect(found).toContain(
      'content/products/gins/lundey-gin.yaml: slug: "lundey-gin-2" differs from the file name (rename the file to lundey-gin-2.yaml)',
    );
    expect(found).toContain(
      "content/products/gins/olafsson-gin.yaml: order: 1 is also used by content/products/gins/angelica-gin.yaml",
    );
    expect(found).toContain(
      'content/products/other-spirits/vor-gin.yaml: slug: "vor-gin" is also used by content/products/gins/vor-gin.yaml',
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^content\/distilleries\/(eimverk|thoran)-distillery\.yaml: mapOrder: 1 is also used by /),
    );
  });

  it("refuse a distillery reference without a distillery file", () => {
    edit("products/gins/marberg-gin.yaml", (text) => text.replace(/^distilleryRef: .*$/m, "distilleryRef: no-such-distillery"));
    expect(problems()).toContain(
      "content/products/gins/marberg-gin.yaml: distilleryRef: no distillery file content/distilleries/no-such-distillery.yaml",
    );
  });
});
