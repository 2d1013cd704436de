/**
 * The files made from the content beside the pages: sitemap, robots.txt, the open data
 * (catalogue as JSON and CSV), the search index and the comparison's data. Resource routes
 * answer them (routes/site-file.ts); the build pre-renders them to files.
 */
import { PRODUCT_FACTS, unverifiedFields, type ProductFact } from "@content/facts";
import { bottleArtwork, fold, indexText, type SearchEntry, type SearchIndex } from "~/lib/catalogue/search";
import { houseCocktails } from "~/lib/catalogue/house-cocktails";
import { recipeCount } from "~/lib/catalogue/cocktail-filter";
import { searchSynonyms } from "~/lib/catalogue/search-synonyms";
import { bottleCount } from "~/lib/catalogue/bottle-count";
import { photoVariantUrl, photoWidths, type PhotoRecord } from "~/lib/catalogue/photos";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { BOTANICALS_FILE, CONTENT_DIR, DISTILLERY_FOLDER, PRODUCT_FOLDERS } from "@content/catalogue-files";
import {
  botanicalSlug,
  listAllProducts,
  listBlogPosts,
  listBotanicalPages,
  listBotanicals,
  listDistilleries,
  listGins,
  bottlesOfKind,
  productKind,
  productPath,
} from "@content/index";
import { BOTTLE_LISTS, LIST_PAGE_SEGMENT, bottleAddress, bottleKindOf, isTwinKind } from "@content/bottle-kinds";
import { canonicalProductPath } from "@content/canonical";
import { lastModified } from "@content/last-modified";
import { productCategory, type TastingNotes } from "@content/schema";
import type { BuyLink, OfferView } from "@content/offers";

/** A bottle as the comparison shows it (/data/products.json). */
export interface ComparableProduct {
  slug: string;
  name: string;
  href: string;
  image: string;
  /** a real photo, shown instead of the artwork */
  photo?: PhotoRecord;
  type: string;
  /** a gin's style, when its record gives one */
  style?: string;
  distillery: string;
  /** absent when no source gives the strength */
  alcohol?: string;
  /** the price the lists show (absent: not checked) */
  shownOffer?: OfferView;
  botanicals: string[];
  tastingNotes: TastingNotes;
  awards: string[];
  /** history and standing that are not awards (Brennivín) */
  heritage: string[];
  buy: BuyLink;
  size?: string;
  /** the facts shown here that no public source confirms */
  unverified: string[];
}

/** Pages search engines should not index: the operator page, /404, search and compare (thin pages). */
const UNINDEXED = new Set(["/admin", "/404", "/search", "/compare"]);
/** Twins of a canonical page: /whisky/ shows the /spirit/ page; a gin of the spirit table has its /gin/ page. */
function isTwin(path: string): boolean {
  const kind = bottleKindOf(path);
  if (!kind) return false;
  if (isTwinKind(kind)) return true;
  return bottlesOfKind[kind]().some(
    (product) => path === bottleAddress(kind, product.slug) && canonicalProductPath(product) !== path,
  );
}

/** Each list page's content folder, for its last-modified date. */
const PRODUCT_LISTS = new Map(Object.values(BOTTLE_LISTS).map((list) => [list.path as string, `content/${list.folder}`]));

/** The files a page is made from (paths from the project folder), for its last-modified date. */
export function pageSources(path: string): string[] {
  const [, section = "", slug = ""] = path.split("/");
  const product = (name: string) => Object.values(PRODUCT_FOLDERS).map((folder) => `content/${folder}/${name}.yaml`);
  if (bottleKindOf(path)) return product(slug);
  if (section === "all-distillery") return [`content/${DISTILLERY_FOLDER}/${slug}.yaml`];
  if (section === "botanicals") return [`content/${BOTANICALS_FILE}`, "content/products/gins"];
  if (section === "blog") return [slug ? `content/blog/posts/${slug}.md` : "content/blog/posts"];
  // A list's later pages are made from the same folder as its first (/premium-gins/page/2).
  const list = PRODUCT_LISTS.get(path) ?? PRODUCT_LISTS.get(path.replace(new RegExp(`/${LIST_PAGE_SEGMENT}/\\d+$`), ""));
  if (list) return [list];
  if (path === "/distilleries") return [`content/${DISTILLERY_FOLDER}`];
  if (path === "/cocktails") return ["content/products", "app/components/cocktails/cocktails-page.tsx"];
  if (path === "/why-icelandic-gin") return [`content/${BOTANICALS_FILE}`, "content/pages/why-icelandic-gin.md"];
  if (path === "/contact") return ["app/components/contact/contact-page.tsx"];
  if (path === "/how-we-describe-bottles") return ["content/pages/how-we-describe-bottles.md"];
  if (existsSync(join(CONTENT_DIR, "legal", `${section}.md`))) return [`content/legal/${section}.md`];
  return ["content"];
}

/** Search engines: every indexable page once, each with the date its content last changed. */
export function sitemapXml(siteUrl: string, pagePaths: readonly string[]): string {
  const paths = pagePaths.filter((path) => !UNINDEXED.has(path) && !isTwin(path));
  const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => {
      const date = lastModified(pageSources(path));
      return `  <url><loc>${xmlEscape(siteUrl + path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ""}</url>`;
    }),
    "</urlset>",
    "",
  ].join("\n");
}

export const robotsTxt = (siteUrl: string) =>
  ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");

const LICENCE = "CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), attribution: The Gins of Iceland";

/** Each bottle once (a few are listed under two spirits). */
const uniqueProducts = () => [...new Map(listAllProducts().map((p) => [p.slug, p])).values()];

/**
 * Open data: the catalogue's public fields. A price only as the pages show it: from an offer, in
 * the shop's currency, with its shop and checked day (none once the check is too old).
 */
function openProducts(siteUrl: string) {
  return uniqueProducts().map((p) => ({
    slug: p.slug,
    name: p.name,
    category: p.category ?? (productKind(p) === "vodka" ? "vodka" : "gin"),
    type: p.type,
    style: p.style ?? null,
    distillery: p.distillery,
    // null when no source gives the strength: open data never carries a guessed figure
    alcohol: p.alcohol ?? null,
    price: p.shownOffer?.price?.amount ?? null,
    currency: p.shownOffer?.price?.currency ?? null,
    priceShop: p.shownOffer?.price ? p.shownOffer.shopName : null,
    priceChecked: p.shownOffer?.price ? p.shownOffer.checked : null,
    offers: p.offers.flatMap((offer) =>
      offer.price
        ? [
            {
              shop: offer.shopName,
              url: offer.url,
              price: offer.price.amount,
              currency: offer.price.currency,
              inStockWhenChecked: offer.price.inStock,
              checked: offer.checked,
            },
          ]
        : [],
    ),
    botanicals: p.botanicals,
    description: p.description,
    size: p.size ?? null,
    url: siteUrl + productPath(p),
    /** the facts no public source confirms (the pages mark them "unverified") */
    unverified: unverifiedFields(p.facts, PRODUCT_FACTS),
    sources: (p.sources ?? []).map((source) => source.url),
  }));
}

export function catalogueJson(siteUrl: string): string {
  const distilleries = listDistilleries().map((d) => ({
    slug: d.slug,
    name: d.name,
    location: d.location,
    founded: d.founded ?? null,
    // no sourced town: no position
    longitude: d.coordinates?.[0] ?? null,
    latitude: d.coordinates?.[1] ?? null,
    locationApproximate: d.locationApproximate ?? false,
    website: d.website ?? null,
    url: `${siteUrl}/all-distillery/${d.slug}`,
    unverified: unverifiedFields(d.facts, ["location", "coordinates", "description"]),
    sources: (d.sources ?? []).map((source) => source.url),
  }));
  return JSON.stringify({ licence: LICENCE, source: siteUrl, products: openProducts(siteUrl), distilleries }, null, 1);
}

const csvCell = (value: unknown) => {
  const text = Array.isArray(value) ? value.join("; ") : String(value ?? "");
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvColumns = [
  "slug",
  "name",
  "category",
  "type",
  "style",
  "distillery",
  "alcohol",
  "price",
  "currency",
  "priceShop",
  "priceChecked",
  "botanicals",
  "description",
  "size",
  "url",
  "unverified",
  "sources",
] as const;

export function catalogueCsv(siteUrl: string): string {
  const rows = openProducts(siteUrl).map((p) => csvColumns.map((c) => csvCell(p[c])).join(","));
  return [`# ${LICENCE}`, csvColumns.join(","), ...rows].join("\n") + "\n";
}

/** The facts a search result row shows (its subtitle and strength) that may be unverified. */
const SEARCH_ROW_FACTS = ["producer", "type", "alcohol"] as const satisfies readonly ProductFact[];

/** A bottle row's picture: the artwork (made from its address in the browser), or its own photo, small. */
function searchRowImage(product: { image: string; photo?: PhotoRecord }, href: string): string | undefined {
  if (product.photo) return photoVariantUrl(product.photo.file, photoWidths(product.photo.width)[0]!, "webp");
  return product.image === bottleArtwork(href) ? undefined : product.image;
}

/** A measure's words in a recipe's ingredient ("45 ml (1.5 oz)", "2 dashes"): not searched. */
const MEASURES = new Set(["ml", "cl", "oz", "dash", "dashes", "tsp", "tbsp", "part", "parts", "splash", "top"]);

/**
 * The cocktail index as one search entry: "cocktail", the recipes' names and their ingredients
 * ("tonic", "vermouth") find it. One entry, not one per recipe, keeps the index small; the page's
 * own filter finds the recipe. An ingredient's bottle is left out ("Flóki ..."): its name finds the bottle.
 */
function cocktailIndexEntry(): SearchEntry {
  const bottles = houseCocktails();
  const kinds = new Set<string>(productCategory.options);
  const keys = bottles.flatMap((bottle) => {
    const bottleWords = new Set(
      fold(bottle.name)
        .split(" ")
        .filter((word) => !kinds.has(word)),
    );
    return bottle.recipes.flatMap((recipe) => [
      recipe.name,
      ...recipe.ingredients.map((ingredient) =>
        fold(ingredient)
          .split(" ")
          .filter((word) => !bottleWords.has(word) && !MEASURES.has(word) && !/\d/.test(word))
          .join(" "),
      ),
    ]);
  });
  const title = "House Cocktails";
  const subtitle = `Cocktail index · ${recipeCount(bottles)} recipes`;
  return { kind: "page", title, subtitle, href: "/cocktails", text: indexText(title, subtitle, ["cocktail", "recipe", ...keys]) };
}

/**
 * The country every bottle's distillery is in ("Iceland", the last part of each location), when
 * they share one: the index says it once rather than in each of a thousand bottles' words.
 */
function catalogueCountry(): string | undefined {
  const countries = new Set(listAllProducts().map((p) => p.distilleryCard.location.split(",").at(-1)!.trim()));
  return countries.size === 1 ? [...countries][0] : undefined;
}

/**
 * Loaded by the browser on the first search. Titles, subtitles and links as shown; the rest of
 * what is searched only as packed words (`indexText`), which keeps it under 100 KB gzip at 20
 * times today's catalogue (scripts/bench-scale.mjs, search-index.scale.test.ts).
 */
export function searchIndexJson(): string {
  const entry = (
    kind: SearchEntry["kind"],
    title: string,
    subtitle: string,
    href: string,
    keys: string[],
    prose: string[],
  ): SearchEntry => ({ kind, title, subtitle, href, text: indexText(title, subtitle, keys, prose) });
  const products = new Map(listAllProducts().map((p) => [p.slug, p]));
  const describedBotanicals = new Set(listBotanicals().map((b) => b.slug));
  const botanicalPages = listBotanicalPages();
  const entries: SearchEntry[] = [
    ...openProducts("").map((p) => {
      const product = products.get(p.slug)!;
      const unverified = p.unverified.filter((field) => (SEARCH_ROW_FACTS as readonly string[]).includes(field));
      const image = searchRowImage(product, p.url);
      return {
        ...entry("product", p.name, `${p.type} · ${p.distillery}`, p.url, [p.category, ...p.botanicals], [p.description]),
        ...(p.alcohol ? { strength: p.alcohol } : {}),
        ...(product.shownOffer?.price ? { price: product.shownOffer.price.text } : {}),
        ...(image ? { image } : {}),
        ...(unverified.length ? { unverified } : {}),
      };
    }),
    ...botanicalPages.map((b) => {
      const bottles = bottleCount(b.products.length);
      const subtitle = b.icelandicName ? `Icelandic: ${b.icelandicName} · ${bottles}` : bottles;
      // A page without an entry in botanicals.yaml has only a made-up line about the catalogue: not searched.
      const prose = describedBotanicals.has(b.slug) ? [b.description] : [];
      return entry("botanical", b.name, subtitle, `/botanicals/${b.slug}`, [], prose);
    }),
    ...listDistilleries().map((d) =>
      entry("distillery", d.name, d.location, `/all-distillery/${d.slug}`, d.specialties, [d.description]),
    ),
    ...listBlogPosts().map((post) => entry("post", post.title, post.category, `/blog/${post.slug}`, [], [post.excerpt])),
    cocktailIndexEntry(),
  ];
  const synonyms = searchSynonyms(
    botanicalPages.map((b) => ({
      name: b.name,
      icelandicName: b.icelandicName,
      listedAs: [
        ...new Set(
          listGins()
            .flatMap((gin) => gin.botanicals)
            .filter((name) => botanicalSlug(name) === b.slug),
        ),
      ],
    })),
  );
  const origin = catalogueCountry();
  return JSON.stringify({ entries, synonyms, ...(origin ? { origin } : {}) } satisfies SearchIndex);
}

/** The facts the comparison shows that may be unverified (its rows mark them). */
const COMPARED_FACTS = ["producer", "type", "style", "alcohol", "botanicals"] as const satisfies readonly ProductFact[];

/** Loaded by the comparison page. */
export function comparableProductsJson(): string {
  const products: ComparableProduct[] = uniqueProducts().map((p) => ({
    slug: p.slug,
    name: p.name,
    href: canonicalProductPath(p),
    image: p.image,
    ...(p.photo ? { photo: p.photo } : {}),
    type: p.type,
    ...(p.style ? { style: p.style } : {}),
    distillery: p.distillery,
    ...(p.alcohol ? { alcohol: p.alcohol } : {}),
    ...(p.shownOffer ? { shownOffer: p.shownOffer } : {}),
    botanicals: p.botanicals,
    tastingNotes: p.tastingNotes,
    awards: p.awards,
    heritage: p.heritage ?? [],
    buy: p.buy,
    ...(p.size ? { size: p.size } : {}),
    unverified: unverifiedFields(p.facts, COMPARED_FACTS),
  }));
  return JSON.stringify({ products });
}
