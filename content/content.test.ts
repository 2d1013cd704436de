import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { disallowedTags } from "./blog-body";
import { predefinedSpirits } from "./admin";
import { blogPosts } from "./blog";
import {
  getBlogPost,
  getGin,
  getSpirit,
  listAdminDistilleries,
  listAllProducts,
  listBlogPosts,
  listDistilleries,
  listGinDetails,
  listGins,
  listMapDistilleries,
  listUnpinnedMapDistilleries,
  getDistillery,
  listSpiritTable,
  listVodkas,
  spiritsOfDistillery,
  REYKJAVIK_SPIRITS_FALLBACK,
  botanicalSlug,
  getBotanicalPage,
  listBotanicalPages,
  slugify,
} from "./index";
import {
  botanicals,
  brennivinRecords,
  distilleryProfiles,
  ginRecords,
  otherSpiritRecords,
  productRecords,
  spiritTableGin,
  vodkaRecords,
  whiskyRecords,
} from "./load";
import { blogPostSchema, botanicalSchema, distilleryProfileSchema, predefinedSpiritSchema, productSchema } from "./schema";
import { abvValue } from "./facts";

const publicDir = join(import.meta.dirname, "..", "public");
const allRecords = [...ginRecords, spiritTableGin, ...whiskyRecords, ...vodkaRecords, ...brennivinRecords, ...otherSpiritRecords];
const priceValue = (price: string) => Number(price.replace(/[^0-9.]/g, ""));

describe("schemas", () => {
  it.each(allRecords.map((r) => [r.slug, r] as const))("product %s is valid", (_slug, record) => {
    expect(productSchema.safeParse(record).error?.issues).toBeUndefined();
  });
  it.each(distilleryProfiles.map((r) => [r.slug, r] as const))("distillery %s is valid", (_slug, record) => {
    expect(distilleryProfileSchema.safeParse(record).error?.issues).toBeUndefined();
  });
  it.each(blogPosts.map((r) => [r.slug, r] as const))("blog post %s is valid", (_slug, record) => {
    expect(blogPostSchema.safeParse(record).error?.issues).toBeUndefined();
  });
  it("botanicals and predefined spirits are valid", () => {
    for (const b of botanicals) expect(botanicalSchema.safeParse(b).error?.issues).toBeUndefined();
    for (const p of predefinedSpirits) expect(predefinedSpiritSchema.safeParse(p).error?.issues).toBeUndefined();
  });
});

describe("identity and references", () => {
  it("slugs are unique across products, and spirit-table ids equal their slugs", () => {
    const slugs = allRecords.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const spirit of listSpiritTable()) expect(spirit.id).toBe(spirit.slug);
    for (const [i, vodka] of vodkaRecords.entries()) expect(vodka.id).toBe(i + 1);
  });

  it("every product names its distillery record, and the reference resolves", () => {
    const profiles = new Set(distilleryProfiles.map((d) => d.slug));
    for (const record of allRecords) expect(profiles.has(record.distilleryRef), record.slug).toBe(true);
  });

  it("every About-the-distillery card is built from its distillery record, marks included", () => {
    for (const product of listAllProducts()) {
      const record = getDistillery(product.distilleryRef)!;
      const { name, location, founded, description, coordinates, website, facts, locationApproximate } = record;
      expect(product.distilleryCard, product.slug).toMatchObject({ slug: record.slug, name, location, description });
      expect(product.distilleryCard.founded, product.slug).toBe(founded);
      expect(product.distilleryCard.coordinates, product.slug).toEqual(coordinates);
      expect(product.distilleryCard.website, product.slug).toBe(website);
      expect(product.distilleryCard.facts, product.slug).toEqual(facts);
      expect(product.distilleryCard.locationApproximate, product.slug).toBe(locationApproximate);
    }
    const brennivin = getSpirit("brennivin")!;
    expect(brennivin.distilleryCard).toMatchObject({ name: "Ölgerðin Egill Skallagrímsson", founded: "1913" });
    expect(getSpirit("sol-akvavit")!.distilleryCard.founded).toBeUndefined();
  });

  it("the map pins only records with a sourced town, and lists the others as location unconfirmed", () => {
    for (const pinned of listMapDistilleries()) {
      expect(pinned.coordinates, pinned.slug).toBeDefined();
      expect(Array.isArray(pinned.facts?.coordinates), pinned.slug).toBe(true);
    }
    const unpinned = listUnpinnedMapDistilleries().map((d) => d.slug);
    expect(unpinned).toEqual(expect.arrayContaining(["glacier-spirits", "reykjavik-spirits", "og-natura", "halogi-distillery"]));
    for (const slug of unpinned) expect(getDistillery(slug)!.coordinates, slug).toBeUndefined();
    const pinned = listMapDistilleries().map((d) => d.slug);
    expect(pinned).toEqual(expect.arrayContaining(["reyka-distillery", "olgerdin-egill-skallagrimsson"]));
    expect(pinned.filter((slug) => unpinned.includes(slug))).toEqual([]);
  });

  it("every map and admin distillery names a profile, and every admin one a website to visit", () => {
    expect(listMapDistilleries).not.toThrow();
    expect(listAdminDistilleries).not.toThrow();
  });

  it("predefined admin spirits exist in the spirit table", () => {
    for (const spirit of predefinedSpirits) expect(getSpirit(spirit.slug), spirit.slug).toBeDefined();
  });

  it("Reykjavík Spirits lists its spirits, and falls back to its four fixed bottles when none match", () => {
    const reykjavikSpirits = listDistilleries().find((d) => d.slug === "reykjavik-spirits")!;
    expect(spiritsOfDistillery(reykjavikSpirits).length).toBeGreaterThanOrEqual(3);
    const others = listAllProducts().filter(
      (p) => p.distilleryRef !== "reykjavik-spirits" && p.distillery !== "Reykjavík Spirits",
    );
    expect(spiritsOfDistillery(reykjavikSpirits, others).map((p) => p.slug)).toEqual(REYKJAVIK_SPIRITS_FALLBACK);
    const eyland = listDistilleries().find((d) => d.slug === "eyland-distillery")!;
    expect(spiritsOfDistillery(eyland, []).length).toBe(0);
  });
});

describe("values", () => {
  it("the records' seed prices are within $15 to $158, with some in euros (kept in the files, never shown)", () => {
    // Only the spec's seed records carry a price; a bottle added later has none (only offers show one).
    const seedPrices = allRecords.flatMap((record) => (record.price ? [{ slug: record.slug, price: record.price }] : []));
    for (const { slug, price } of seedPrices) {
      expect(priceValue(price), slug).toBeGreaterThanOrEqual(15);
      expect(priceValue(price), slug).toBeLessThanOrEqual(158);
    }
    expect(seedPrices.some((r) => r.price.startsWith("€"))).toBe(true);
    expect(ginRecords.filter((g) => g.price?.startsWith("€"))).toHaveLength(1);
  });

  it("a page's bottle carries no seed price: only offers, resolved with their checked day", () => {
    for (const product of listAllProducts()) {
      expect(product, product.slug).not.toHaveProperty("price");
      expect(product.offers.length > 0, product.slug).toBe(Boolean(product.shownOffer));
    }
  });

  it("ABV is within each kind's range", () => {
    // One real cask-strength whisky is bottled above the 60% ceiling (a documented exception).
    const caskStrength = listAllProducts().filter((p) => p.type === "Cask Strength");
    expect(caskStrength.map((p) => p.slug)).toEqual(["floki-distillers-choice-2016-2022"]);
    for (const product of listAllProducts()) {
      // No source gives some later bottles' strength: they have none (shown "Strength not confirmed").
      const abv = abvValue(product.alcohol);
      if (abv === undefined) continue;
      // Liqueurs are often weaker than the spec's 28% floor (Björk's label: 27.5%): real labels win.
      if (product.category !== "liqueur") expect(abv, product.slug).toBeGreaterThanOrEqual(28);
      else expect(abv, product.slug).toBeGreaterThanOrEqual(15);
      if (product.type !== "Cask Strength") expect(abv, product.slug).toBeLessThanOrEqual(60);
    }
    for (const gin of listGins()) {
      if (gin.alcohol) expect(abvValue(gin.alcohol), gin.slug).toBeGreaterThanOrEqual(37.5);
    }
    for (const vodka of listVodkas()) expect(vodka.alcohol).toBe("40% vol");
    expect(getGin("lundey-gin")?.alcohol).toBe("43% vol");
  });

  it("every seed record of the spec keeps its strength; only a later bottle may have none", () => {
    // The spec's seed records are the ones with a `price` (content/schema.ts).
    for (const record of productRecords) if (record.price) expect(record.alcohol, record.slug).toBeDefined();
  });

  it("coordinates are inside Iceland's bounding box", () => {
    const coordinates = [...distilleryProfiles.flatMap((d) => (d.coordinates ? [d.coordinates] : []))];
    for (const [lon, lat] of coordinates) {
      expect(lon).toBeGreaterThanOrEqual(-25);
      expect(lon).toBeLessThanOrEqual(-13);
      expect(lat).toBeGreaterThanOrEqual(63);
      expect(lat).toBeLessThanOrEqual(67);
    }
  });

  it("some detail records have cocktail suggestions and some do not", () => {
    const withCocktails = listGinDetails().filter((g) => g.cocktailSuggestions?.length);
    expect(withCocktails.length).toBeGreaterThan(0);
    expect(withCocktails.length).toBeLessThan(24);
  });
});

describe("blog facts", () => {
  const body = (slug: string) => getBlogPost(slug)?.content ?? "";
  const allText = listBlogPosts()
    .map((p) => p.content ?? "")
    .join("\n");
  it("carries the required article facts", () => {
    expect(body("lundey-gin-puffin-inspired-spirit")).toMatch(/43% vol/);
    expect(allText).toMatch(/established in 2009/);
    expect(allText).toMatch(/established in 2010/);
    expect(allText).toMatch(/pH of 8\.4|pH 8\.4/);
    expect(allText).toMatch(/juniper[^.]*5-10%/i);
    expect(allText).toMatch(/angelica[^.]*2-3%/i);
    expect(allText).toMatch(/birch[^.]*2-3%/i);
    expect(allText).toMatch(/0\.5-2%/);
    expect(allText).toMatch(/500 bottles/);
    expect(allText).toMatch(/\d+ ml \(\d+(\.\d+)? oz\)/);
  });
  it("bodies are static HTML with only the article tags (no scripts, handlers or styles)", () => {
    for (const post of listBlogPosts()) expect(disallowedTags(post.content ?? ""), post.slug).toEqual([]);
  });

  it("local posts have bodies and buy links", () => {
    for (const post of listBlogPosts().filter((p) => p.isLocal)) expect((post.content ?? "").length).toBeGreaterThan(2000);
    expect(body("lundey-gin-puffin-inspired-spirit")).toContain(getGin("lundey-gin")!.buy.href);
    expect(allText).not.toContain("{{buy:");
    expect(body("what-do-vikings-drink")).toContain("data-video-embed");
  });
});

describe("artwork", () => {
  it("every image the content references exists", () => {
    const images = [
      ...listAllProducts().map((p) => p.image),
      ...listAllProducts()
        .map((p) => p.distilleryCard.image)
        .filter(Boolean),
      ...listDistilleries().flatMap((d) => [d.image, d.heroImage, d.logo].filter((x): x is string => !!x)),
      ...listBlogPosts().map((p) => p.image),
      ...botanicals.map((b) => `/images/botanicals/${b.slug}.svg`),
    ];
    for (const image of new Set(images)) {
      if (/^https?:/.test(image)) continue;
      expect(existsSync(join(publicDir, image)), image).toBe(true);
    }
  });
});

describe("discovery", () => {
  it("a botanical page for each editorial botanical and each gin botanical, listing the bottles that use it", () => {
    const pages = listBotanicalPages();
    for (const botanical of botanicals)
      expect(
        pages.some((p) => p.slug === botanical.slug),
        botanical.slug,
      ).toBe(true);
    for (const gin of listGins()) {
      for (const name of gin.botanicals) {
        const page = getBotanicalPage(botanicalSlug(name));
        expect(
          page?.products.map((p) => p.slug),
          name,
        ).toContain(gin.slug);
      }
    }
    expect(getBotanicalPage("juniper-berries")!.products).toHaveLength(listGins().length);
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
  });

  it("slugify folds Icelandic letters", () => {
    expect(slugify("Þoran Ólafsson Stuðlaberg")).toBe("thoran-olafsson-studlaberg");
  });
});
