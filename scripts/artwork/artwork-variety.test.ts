import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadProducts, type ProductFolder } from "../../content/catalogue-files";
import { blogMotif, type Motif } from "./blog";
import { bottleDesign, FOLDER_KIND, guessCategory } from "./bottles";

// The committed artwork, as a visitor's browser receives it (ARTWORK_DIR: another copy, to compare).
const images = process.env.ARTWORK_DIR ?? new URL("../../public/images", import.meta.url).pathname;
const read = (family: string) =>
  readdirSync(join(images, family))
    .filter((f) => f.endsWith(".svg"))
    .map((f) => ({ slug: f.slice(0, -4), svg: readFileSync(join(images, family, f), "utf8") }));
const texts = (svg: string) => [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]+)</g)].map((m) => m[1]!);
const withoutText = (svg: string) => svg.replace(/<title>.*?<\/title>/, "").replace(/<text\b.*?<\/text>/g, "");
const silhouette = (svg: string) => /<clipPath id="c"><path d="([^"]+)"/.exec(svg)?.[1];
/**
 * What a buyer can tell a bottle by: its silhouette, then the drawing from the glass on (backdrop
 * left out) without its text and with every number blanked (a longer name moves a label, it does
 * not make another bottle), keeping the colours.
 */
const look = (svg: string) =>
  `${silhouette(svg)} ${withoutText(svg.slice(svg.indexOf(`<path d="${silhouette(svg)}"`))).replace(/(#[0-9a-f]{6})|-?\d+(\.\d+)?/gi, (m, colour: string | undefined) => colour ?? "0")}`;

const products = (Object.keys(FOLDER_KIND) as ProductFolder[]).flatMap((folder) =>
  loadProducts(folder).map((rec) => ({ rec, category: guessCategory(rec, FOLDER_KIND[folder]) })),
);
const bottles = new Map(read("bottles").map((b) => [b.slug, b.svg]));

describe("bottle artwork tells the bottles apart", () => {
  it("draws every bottle, each small and in a 300x400 frame", () => {
    expect(products.length).toBeGreaterThan(0);
    for (const { rec } of products) {
      const svg = bottles.get(rec.slug);
      expect(svg, rec.slug).toBeDefined();
      expect(svg).toContain('viewBox="0 0 300 400"');
      expect(Buffer.byteLength(svg!), rec.slug).toBeLessThan(6144);
    }
  });

  it("uses at least 5 silhouettes, 3 closures and 4 label layouts", () => {
    const shapes = new Set(products.map(({ rec }) => silhouette(bottles.get(rec.slug)!)));
    expect(shapes.size).toBeGreaterThanOrEqual(5);
    const designs = products.map(({ rec, category }) => bottleDesign(rec, category));
    expect(new Set(designs.map((d) => d.closure)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(designs.map((d) => d.layout)).size).toBeGreaterThanOrEqual(4);
  });

  it("gives no two bottles the same picture apart from their text", () => {
    const seen = new Map<string, string>();
    for (const { rec } of products) {
      const key = look(bottles.get(rec.slug)!);
      expect(seen.get(key), `${rec.slug} looks like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, rec.slug);
    }
  });

  it("does not draw the whiskies as one bottle: their labels differ in layout or colour", () => {
    const whiskies = products.filter((p) => p.category === "whisky");
    const looks = whiskies.map(({ rec }) => look(bottles.get(rec.slug)!));
    expect(new Set(looks).size).toBe(whiskies.length);
  });

  it("keeps one bottle shape per distillery and kind (a family look)", () => {
    const shapes = new Map<string, Set<string>>();
    for (const { rec, category } of products) {
      const key = `${rec.distilleryRef ?? rec.distillery} ${category}`;
      shapes.set(key, (shapes.get(key) ?? new Set()).add(silhouette(bottles.get(rec.slug)!)!));
    }
    for (const [key, set] of shapes) expect(set.size, key).toBe(1);
  });

  it("letters nothing on a label (no name, brand, strength, year or award): a drawing, not a copy of the maker's label", () => {
    for (const { rec } of products) {
      const svg = bottles.get(rec.slug)!;
      expect(texts(svg), rec.slug).toEqual([]);
      // the one place it names the bottle is its title, which says it is an illustration
      expect(svg).toMatch(/<title>[^<]+ bottle illustration<\/title>/);
    }
  });
});

describe("distillery, botanical and blog pictures", () => {
  it("print no name: the pages print it beside them", () => {
    for (const family of ["distilleries", "botanicals", "blog"])
      for (const { slug, svg } of read(family)) expect(texts(svg), `${family}/${slug}`).toEqual([]);
  });

  it("give each blog post a picture of its own, in a 1200x630 frame", () => {
    const dir = new URL("../../content/blog/posts", import.meta.url).pathname;
    const slugs = readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => f.slice(0, -".md".length));
    const pictures = new Map(read("blog").map(({ slug, svg }) => [slug, svg]));
    for (const slug of slugs) expect(pictures.get(slug), slug).toContain('viewBox="0 0 1200 630"');
    expect(new Set(slugs.map((slug) => pictures.get(slug))).size).toBe(slugs.length);
  });

  it("draw a post's subject from its title or category, the aurora when neither names one", () => {
    const subjects: [string, string, Motif][] = [
      ["What Do Vikings Drink? Mead and Ale", "History & Culture", "viking"],
      ["A Gin, Reviewed", "Gin Reviews", "review"],
      ["The Secrets of Black Lava Salt", "Education", "salt"],
      ["The Benefits of Glacial Water", "Education", "water"],
      ["The Flavours of Gin Botanicals", "Education", "botanicals"],
      ["What Is Gin Made From?", "Education", "ingredients"],
      ["How Nature Shapes Spirits", "Education", "landscape"],
      ["Does Iceland Have Good Gin?", "Education", "tonic"],
      ["The Allure of Icelandic Gin", "Education", "aurora"],
    ];
    for (const [title, category, motif] of subjects) expect(blogMotif({ title, category }), title).toBe(motif);
  });
});
