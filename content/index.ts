/**
 * The content layer: every lookup the pages use lives here, beside the data. Pages never
 * import the raw record files. Records are resolved into view objects (image, buy link,
 * distillery card) once, here.
 */
import { bottleAddress, type BottleKind, type BottlePage } from "./bottle-kinds";
import { formatDate } from "./dates";
import { unverifiedFields, type ProductFact } from "./facts";
import { markDeadSources, type ShownSource } from "./link-health";
import { buildDay, resolveOffering, type BuyLink, type Offering, type OfferView } from "./offers";
import { bottleSearchUrl, readAffiliateRef, shopSearchUrl } from "./shop-link";
import { adminDistilleryIds, predefinedSpirits, unconfirmedWebsites } from "./admin";
import { blogPosts } from "./blog";
import { readCopyPage, type CopyPage, type CopySlug } from "./pages";
import { readFlavourFamilies, type FlavourFamily } from "./flavour-families";
import {
  botanicals,
  brennivinRecords,
  deadSourceUrls,
  distilleryProfiles,
  ginRecords,
  mapDistilleryIds,
  otherSpiritRecords,
  productRecords,
  shops,
  spiritTableGins,
  vodkaRecords,
  whiskyRecords,
} from "./load";
import type { BlogPostRecord, Botanical, DistilleryProfile, Offer, ProductRecord, Shop } from "./schema";

export type { BlogPostRecord, Botanical, Cocktail, DistilleryProfile, SocialLinks, TastingNotes } from "./schema";
export type { ShownSource } from "./link-health";
export type { BuyLink, Offering, OfferView } from "./offers";
export type { FlavourFamily } from "./flavour-families";

/**
 * A product as pages show it: image, offers, Buy Now and distillery card resolved. The record's
 * seed `price` was never checked at a shop, so it is left out: only a checked offer shows a price.
 */
export interface Product extends Omit<ProductRecord, "image" | "shopQuery" | "price" | "offers" | "sources">, Offering {
  image: string;
  sources?: ShownSource[];
  /** the About-the-distillery card, built from the bottle's distillery record */
  distilleryCard: DistilleryCard;
}

/**
 * What a bottle's About-the-distillery card shows: its distillery record's fields with the record's
 * fact marks and pin accuracy, so the card and the profile can never disagree.
 */
export interface DistilleryCard extends Pick<
  DistilleryProfile,
  | "slug"
  | "name"
  | "location"
  | "founded"
  | "description"
  | "coordinates"
  | "locationApproximate"
  | "facts"
  | "website"
  | "facebook"
  | "instagram"
  | "linkedin"
  | "youtube"
  | "bookTour"
> {
  image: string;
}

export interface Distillery extends Omit<DistilleryProfile, "sources"> {
  sources?: ShownSource[];
  image: string;
  heroImage: string;
  logo?: string;
}

export const bottleImage = (slug: string) => `/images/bottles/${slug}.svg`;
export const distilleryImage = (slug: string) => `/images/distilleries/${slug}.svg`;
export const logoImage = (slug: string) => `/images/logos/${slug}.svg`;
export const botanicalImage = (slug: string) => `/images/botanicals/${slug}.svg`;
export const blogImage = (slug: string) => `/images/blog/${slug}.svg`;

const profileBySlug = new Map(distilleryProfiles.map((profile) => [profile.slug, profile]));

function distilleryCardOf(profile: DistilleryProfile): DistilleryCard {
  const { slug, name, location, founded, description, coordinates, locationApproximate, facts } = profile;
  const { website, facebook, instagram, linkedin, youtube, bookTour } = profile;
  return {
    slug,
    name,
    location,
    founded,
    description,
    image: distilleryImage(slug),
    coordinates,
    locationApproximate,
    facts,
    website,
    facebook,
    instagram,
    linkedin,
    youtube,
    bookTour,
  };
}

/**
 * A record's offers in the order pages list them, the one price lists show, and its Buy Now link:
 * the one place a price is resolved (ages counted on the build's day).
 */
export const offeringOf = (record: Pick<ProductRecord, "name" | "distillery" | "shopQuery" | "offers">): Offering =>
  resolveOffering(record, { shops, today: buildDay(), affiliateRef: readAffiliateRef() });

function resolveProduct(record: ProductRecord): Product {
  // `price` (the seed's, never checked) stays in the file as the original record; nothing shows it.
  const { image, distilleryRef, shopQuery, sources, price: _seedPrice, offers: _offers, ...rest } = record;
  const profile = profileBySlug.get(distilleryRef);
  if (!profile) throw new Error(`Product ${record.slug}: no distillery record ${distilleryRef}`);
  return {
    ...rest,
    ...(sources ? { sources: markDeadSources(sources, deadSourceUrls) } : {}),
    distilleryRef,
    image: image ?? bottleImage(record.slug),
    ...offeringOf(record),
    distilleryCard: distilleryCardOf(profile),
  };
}

const gins = ginRecords.map(resolveProduct);
const ginsInSpiritTable = spiritTableGins.map(resolveProduct);
const whiskies = whiskyRecords.map(resolveProduct);
const vodkas = vodkaRecords.map(resolveProduct);
const brennivins = brennivinRecords.map(resolveProduct);
const otherSpirits = otherSpiritRecords.map(resolveProduct);

const shopSearchBySlug = new Map(productRecords.map((record) => [record.slug, bottleSearchUrl(record)]));
const recordBySlug = new Map(productRecords.map((record) => [record.slug, record]));

/** A bottle's offers as its file records them (the price check compares what a shop shows now with these). */
export const recordedOffersOf = (product: Pick<Product, "slug">): Offer[] => recordBySlug.get(product.slug)?.offers ?? [];

/** The affiliate shop's product search for a bottle, whatever its Buy Now link leads to. */
export function shopSearchFor(product: Pick<Product, "slug">): string {
  const search = shopSearchBySlug.get(product.slug);
  if (!search) throw new Error(`No bottle ${product.slug} in the catalogue`);
  return search;
}

/** The shop whose links carry the affiliate reference (content/shops.yaml has exactly one). */
export const affiliateShop = (): Shop => shops.find((shop) => shop.affiliate)!;

/** The generic spirit table: whiskies, brennivín, a gin, liqueurs and more; each has a category. */
const spiritTable: Product[] = [...whiskies, ...brennivins, ...ginsInSpiritTable, ...otherSpirits];

const bySlug = (list: Product[]) => new Map(list.map((product) => [product.slug, product]));
const ginBySlug = bySlug(gins);
const vodkaBySlug = bySlug(vodkas);
const spiritBySlug = bySlug(spiritTable);

/** The gin list: the 24 gin detail records and the gin of the spirit table (25). */
export const listGins = (): Product[] => [...gins, ...ginsInSpiritTable];
export const listGinDetails = (): Product[] => gins;
export const listWhiskies = (): Product[] => whiskies;
export const listVodkas = (): Product[] => vodkas;
export const listBrennivins = (): Product[] => brennivins;
/** Spirit-table bottles on no other list (aquavits, liqueurs, other brennivín): shown with the brennivín. */
export const listOtherSpirits = (): Product[] => otherSpirits;
export const listSpiritTable = (): Product[] => spiritTable;
export const listAllProducts = (): Product[] => [...gins, ...vodkas, ...spiritTable];

/** A gin detail record, or a gin of the spirit table (the gin page's generic lookup). */
export function getGin(slug: string): Product | undefined {
  const gin = ginBySlug.get(slug);
  if (gin) return gin;
  const spirit = spiritBySlug.get(slug);
  return spirit?.category === "gin" ? spirit : undefined;
}
export const getVodka = (slug: string): Product | undefined => vodkaBySlug.get(slug);
export const getSpirit = (slug: string): Product | undefined => spiritBySlug.get(slug);

/** The kind of page a product's lists link: a vodka's, the spirit table's (it has a category), or a gin's. */
export function productKind(product: Pick<Product, "slug" | "category">, kind?: "gin" | "vodka"): BottleKind {
  if (kind === "vodka" || vodkaBySlug.has(product.slug)) return "vodka";
  return product.category ? "spirit" : "gin";
}

/** Where a product's Learn More leads. */
export const productPath = (product: Pick<Product, "slug" | "category" | "id">, kind?: "gin" | "vodka"): string =>
  bottleAddress(productKind(product, kind), product.slug);

/** The bottles each kind of address pre-renders (content/bottle-kinds.ts), in list order. */
export const bottlesOfKind: Record<BottleKind, () => Product[]> = {
  gin: () => listGins(),
  vodka: () => listVodkas(),
  spirit: () => listSpiritTable(),
  whisky: () => listWhiskies(),
};

/** The product a page shows for a slug (the spirit page: any bottle of the spirit table). */
export const bottleOfPage: Record<BottlePage, (slug: string) => Product | undefined> = {
  gin: (slug) => getGin(slug),
  vodka: (slug) => getVodka(slug),
  spirit: (slug) => getSpirit(slug),
};

/** What a product card shows; list pages send only this to the browser. */
export interface ProductSummary {
  slug: string;
  name: string;
  distillery: string;
  description: string;
  botanicals: string[];
  /** absent when no source gives the strength (shown as `STRENGTH_NOT_CONFIRMED`) */
  alcohol?: string;
  type: string;
  /** a gin's style, when its record names one */
  style?: ProductRecord["style"];
  image: string;
  /** the price the card shows (absent: not checked) */
  shownOffer?: OfferView;
  buy: BuyLink;
  /** where Learn More leads */
  href: string;
  /** for gins: each botanical's page */
  botanicalHrefs?: string[];
  /** bottle size, when a source gives it */
  size?: string;
  /** the card's facts no public source confirms (shown with the unverified mark) */
  unverified: CardFact[];
  /** a real photo, shown instead of the artwork */
  photo?: Product["photo"];
}

/**
 * The facts a card shows that may be unverified, in the order its "Not confirmed" line names them
 * (a price is a checked offer, never unverified).
 */
export const CARD_FACTS = [
  "producer",
  "type",
  "style",
  "description",
  "botanicals",
  "alcohol",
  "size",
] as const satisfies readonly ProductFact[];
export type CardFact = (typeof CARD_FACTS)[number];

export function summarize(product: Product, href: string = productPath(product)): ProductSummary {
  const { slug, name, distillery, description, botanicals, alcohol, type, style, image, shownOffer, buy, size, facts, photo } =
    product;
  return {
    ...(size ? { size } : {}),
    ...(alcohol ? { alcohol } : {}),
    ...(style ? { style } : {}),
    ...(photo ? { photo } : {}),
    ...(shownOffer ? { shownOffer } : {}),
    unverified: unverifiedFields(facts, CARD_FACTS).filter((field) => (field !== "size" || size) && (field !== "style" || style)),
    slug,
    name,
    distillery,
    description,
    botanicals,
    type,
    image,
    buy,
    href,
    botanicalHrefs: botanicalHrefs(product),
  };
}

/** The cards of each list page, with Learn More routed to each bottle's own page. */
export const ginCards = () => listGins().map((gin) => summarize(gin, bottleAddress("gin", gin.slug)));
export const whiskyCards = () => listWhiskies().map((whisky) => summarize(whisky, bottleAddress("spirit", whisky.slug)));
export const vodkaCards = () => listVodkas().map((vodka) => summarize(vodka, bottleAddress("vodka", vodka.slug)));
/** The card lists with filters and pages (content/bottle-kinds.ts's lists but brennivín, which has its own page). */
export const cardsOfList = { gin: ginCards, whisky: whiskyCards, vodka: vodkaCards } as const;
export type CardListId = keyof typeof cardsOfList;
/** The brennivín page's bottles: the brennivíns, then the other spirits it lists (aquavits, liqueurs, rum). */
export const brennivinPageBottles = () => ({ brennivins: listBrennivins(), others: listOtherSpirits() });
export const CARD_LIST_IDS = Object.keys(cardsOfList) as CardListId[];

function resolveDistillery(profile: DistilleryProfile): Distillery {
  return {
    ...profile,
    ...(profile.sources ? { sources: markDeadSources(profile.sources, deadSourceUrls) } : {}),
    image: distilleryImage(profile.slug),
    heroImage: distilleryImage(profile.slug),
    logo: profile.hasLogo ? logoImage(profile.slug) : undefined,
  };
}

const distilleries = distilleryProfiles.map(resolveDistillery);
const distilleryBySlug = new Map(distilleries.map((d) => [d.slug, d]));

export const listDistilleries = (): Distillery[] => distilleries;
export const getDistillery = (slug: string): Distillery | undefined => distilleryBySlug.get(slug);

/** Normalises a distillery name for matching ("64° Reykjavík Distillery" ~ "64 reykjavik distillery"). */
export function distilleryNameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/gi, " ")
    .trim()
    .toLowerCase();
}

/** The fixed list for Reykjavík Spirits when nothing matches its name. */
export const REYKJAVIK_SPIRITS_FALLBACK = ["reykjavik-dry-gin", "reykjavik-pink-gin", "reykjavik-gin", "reykjavik-vodka"];

/**
 * The spirits whose distillery name matches a distillery (the profile's Spirits from grid);
 * Reykjavík Spirits falls back to its four fixed bottles when no name matches.
 */
export function spiritsOfDistillery(
  distillery: Pick<Distillery, "name" | "slug">,
  products: Product[] = listAllProducts(),
): Product[] {
  const key = distilleryNameKey(distillery.name);
  const matched = products.filter(
    (product) => product.distilleryRef === distillery.slug || distilleryNameKey(product.distillery) === key,
  );
  if (matched.length > 0 || key !== "reykjavik spirits") return matched;
  return REYKJAVIK_SPIRITS_FALLBACK.flatMap((slug) => {
    const product = getGin(slug) ?? getVodka(slug);
    return product ? [product] : [];
  });
}

/** The label of a product's chips, by what the product is. */
export function chipLabelFor(product: Pick<Product, "slug" | "category">): string {
  if (vodkaBySlug.has(product.slug)) return "Key Features";
  if (product.category && product.category !== "gin") return "Key Ingredients";
  return "Key Botanicals";
}

/** The distilleries the map page lists (`mapOrder`), in the map's order. */
const mapListed = (): Distillery[] =>
  mapDistilleryIds.map((id) => {
    const distillery = distilleryBySlug.get(id);
    if (!distillery) throw new Error(`Map distillery ${id} has no profile`);
    return distillery;
  });

/** The map's pins: the listed distilleries whose record gives a sourced town. */
export const listMapDistilleries = (): (Distillery & { coordinates: [number, number] })[] =>
  mapListed().filter((d): d is Distillery & { coordinates: [number, number] } => Boolean(d.coordinates));

/** The listed distilleries with no sourced town: no pin; the map page lists them as location unconfirmed. */
export const listUnpinnedMapDistilleries = (): Distillery[] => mapListed().filter((d) => !d.coordinates);

/** How many distilleries the site counts anywhere: the map's, pinned or listed as location unconfirmed. */
export const countMapDistilleries = (): number => mapListed().length;

/** The 12 distilleries the admin social scraper visits. */
export const listAdminDistilleries = () =>
  adminDistilleryIds.map((id) => {
    const distillery = distilleryBySlug.get(id);
    const website = distillery?.website ?? unconfirmedWebsites[id];
    if (!distillery || !website) throw new Error(`Admin distillery ${id} has no website to visit`);
    return { id, name: distillery.name, website, confirmed: Boolean(distillery.website) };
  });

export const listPredefinedSpirits = () => predefinedSpirits;

export const listBotanicals = (): Botanical[] => botanicals;

let flavourFamilies: FlavourFamily[] | undefined;
/** The gin list's flavour families, each with its published botanicals (content/flavour-families.yaml). */
export const listFlavourFamilies = (): FlavourFamily[] => (flavourFamilies ??= readFlavourFamilies().families);

/** Blog posts as listed (newest first), with their featured image; sources as the Sources section shows them. */
export interface BlogPost extends Omit<BlogPostRecord, "sources"> {
  image: string;
  author: string;
  sources: ShownSource[];
}
/** Bodies name products as {{buy:slug}}; the affiliate shop link is filled in here. */
const withBuyLinks = (html: string | undefined) =>
  html?.replace(/\{\{buy:([a-z0-9-]+)\}\}/g, (_token, slug: string) => {
    const product = listAllProducts().find((p) => p.slug === slug);
    return product ? product.buy.href : shopSearchUrl(slug.replace(/-/g, " "));
  });

/** A copy page (the home page, Why Icelandic Gin) with its counts, its sources marked dead where reported so. */
export function copyPage<S extends CopySlug>(
  slug: S,
  counts: Parameters<typeof readCopyPage<S>>[1],
): Omit<CopyPage<S>, "sources"> & { sources: ShownSource[] } {
  const page = readCopyPage(slug, counts);
  return { ...page, sources: markDeadSources(page.sources, deadSourceUrls) ?? [] };
}
export type { CopyPage, CopySection } from "./pages";

const posts: BlogPost[] = blogPosts
  .map((post) => ({
    ...post,
    content: withBuyLinks(post.content),
    sources: markDeadSources(post.sources, deadSourceUrls) ?? [],
    image: blogImage(post.slug),
    author: "The Gins of Iceland",
  }))
  .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
const postBySlug = new Map(posts.map((post) => [post.slug, post]));

export const listBlogPosts = (): BlogPost[] => posts;
export const getBlogPost = (slug: string): BlogPost | undefined => postBySlug.get(slug);

/** The vodka page shows a logo for these distilleries (a fixed list; a Map, looked up by a content file's name), the photo otherwise. */
const VODKA_LOGOS = new Map([
  ["reyka distillery", "reyka-distillery"],
  ["hovdenak", "hovdenak-distillery"],
  ["hovdenak distillery", "hovdenak-distillery"],
  ["foss distillery", "foss-distillery"],
  ["reykjavik spirits", "reykjavik-spirits"],
  ["og natura", "og-natura"],
  ["64 reykjavik distillery", "64-reykjavik-distillery"],
]);

export function vodkaDistilleryLogo(distilleryName: string): string | undefined {
  const slug = VODKA_LOGOS.get(distilleryNameKey(distilleryName));
  return slug ? logoImage(slug) : undefined;
}

/** What a blog card shows. */
export interface BlogCard {
  slug: string;
  title: string;
  excerpt: string;
  publishedDate: string;
  displayDate: string;
  readTime: string;
  category: string;
  image: string;
  isLocal: boolean;
  externalUrl?: string;
}

export const blogCards = (posts: BlogPost[] = listBlogPosts()): BlogCard[] =>
  posts.map(({ slug, title, excerpt, publishedDate, readTime, category, image, isLocal, externalUrl }) => ({
    slug,
    title,
    excerpt,
    publishedDate,
    displayDate: formatDate(publishedDate),
    readTime,
    category,
    image,
    isLocal,
    externalUrl,
  }));

/* ---------- Discovery: botanical pages ---------- */

/** A plain slug for any name: accents dropped, anything else becomes a hyphen. */
export const slugify = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ð/g, "d")
    .replace(/þ/gi, "th")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Catalogue botanicals that the editorial page describes under another name. */
// Maps, for the lookups by a content file's text: a botanical named "constructor" finds no alias.
const BOTANICAL_ALIASES = new Map([
  ["Juniper", "juniper-berries"],
  ["Kelp", "seaweed"],
  ["Dulse", "seaweed"],
]);
export const botanicalSlug = (name: string) => BOTANICAL_ALIASES.get(name) ?? slugify(name);

/** Gins are the bottles whose botanicals get pages (whisky ingredients and vodka features do not). */
const isGinLike = (product: Product) => !vodkaBySlug.has(product.slug) && (!product.category || product.category === "gin");

export interface BotanicalPage {
  slug: string;
  name: string;
  icelandicName?: string;
  description: string;
  image?: string;
  products: ProductSummary[];
  /** only for a botanical with an entry in botanicals.yaml; a page without one says only what the catalogue lists */
  sources?: ShownSource[];
  facts?: Botanical["facts"];
}

function buildBotanicalPages(): BotanicalPage[] {
  const gins = listGins();
  const pages = new Map<string, BotanicalPage>();
  for (const botanical of botanicals) {
    const { sources, ...rest } = botanical;
    pages.set(botanical.slug, {
      ...rest,
      ...(sources ? { sources: markDeadSources(sources, deadSourceUrls) } : {}),
      image: botanicalImage(botanical.slug),
      products: [],
    });
  }
  for (const gin of gins) {
    for (const name of gin.botanicals) {
      const slug = botanicalSlug(name);
      if (!pages.has(slug)) pages.set(slug, { slug, name, description: "", products: [] });
      const page = pages.get(slug)!;
      if (!page.products.some((p) => p.slug === gin.slug)) page.products.push(summarize(gin, bottleAddress("gin", gin.slug)));
    }
  }
  for (const page of pages.values()) {
    if (!page.description) {
      page.description = `${page.name} is one of the botanicals in ${page.products.length} of the Icelandic gins in our catalogue. These are the bottles that list it.`;
    }
  }
  return [...pages.values()];
}

let botanicalPages: BotanicalPage[] | undefined;
export const listBotanicalPages = (): BotanicalPage[] => (botanicalPages ??= buildBotanicalPages());
export const getBotanicalPage = (slug: string) => listBotanicalPages().find((page) => page.slug === slug);

/** Links for a product's chips: a botanical page for each of a gin's botanicals. */
export function botanicalHrefs(product: Product): string[] | undefined {
  return isGinLike(product) ? product.botanicals.map((name) => `/botanicals/${botanicalSlug(name)}`) : undefined;
}
