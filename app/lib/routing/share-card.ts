/**
 * What a page's share card shows, taken from the page's meta descriptors: the very values
 * `pageMeta` (seo.ts) and the JSON-LD builders (structured-data.ts) give the loader, which the
 * route's `meta` export turns into the page's tags. Build time and the dev server only
 * (scripts/share-cards.ts, scripts/share-cards-dev.ts).
 */
import type { MetaDescriptor } from "react-router";
import { cardPathOfPage } from "./seo";

/** What a card shows. `image` is a site path (e.g. /images/bottles/x.svg). */
export interface CardInput {
  title: string;
  eyebrow?: string;
  subtitle?: string;
  image?: string;
}

/** A page's card: where it goes (its `og:image`, a site path) and what it shows. */
export interface ShareCard {
  cardPath: string;
  input: CardInput;
}

/** A site path for a URL of the site; undefined for another host's (never fetched). */
function sitePathOf(url: string, siteUrl: string): string | undefined {
  if (url.startsWith("/")) return url;
  return url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : undefined;
}

type JsonLd = Record<string, any>;

/** The content of the `property` or `name` descriptor `key`. */
function metaValue(meta: MetaDescriptor[], key: string): string | undefined {
  for (const tag of meta)
    if (("property" in tag && tag.property === key) || ("name" in tag && tag.name === key))
      return typeof tag.content === "string" ? tag.content : undefined;
  return undefined;
}

const jsonLdOf = (meta: MetaDescriptor[], type: string): JsonLd | undefined =>
  meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as JsonLd] : [])).find((ld) => ld["@type"] === type);

/** "Contact - The Gins of Iceland" and "The Gins of Iceland - Premium ...": the card prints the site name itself. */
function stripSiteName(title: string, siteName: string): string {
  const stripped = title.replace(` - ${siteName}`, "").replace(`${siteName} - `, "").trim();
  return stripped || siteName;
}

/** What the card shows: the page's title, and what its JSON-LD says it is about. */
export function cardInputOf(meta: MetaDescriptor[], siteName: string, siteUrl: string): CardInput {
  const product = jsonLdOf(meta, "Product");
  const article = jsonLdOf(meta, "Article");
  const place = jsonLdOf(meta, "LocalBusiness");
  const pageTitle = metaValue(meta, "og:title") ?? siteName;
  const title = product?.name ?? article?.headline ?? place?.name ?? stripSiteName(pageTitle, siteName);
  const imageUrl: unknown = (product ?? article ?? place)?.image;
  const image = typeof imageUrl === "string" ? sitePathOf(imageUrl, siteUrl) : undefined;
  if (product) return { title, eyebrow: product.category, subtitle: product.brand?.name && `by ${product.brand.name}`, image };
  if (article) return { title, eyebrow: article.articleSection, image };
  if (place) return { title, eyebrow: "Distillery", subtitle: place.address?.addressLocality, image };
  return { title };
}

/** The card a page's meta names in its `og:image`, or undefined when it names none of the site's. */
export function shareCardOf(meta: MetaDescriptor[], siteName: string, siteUrl: string): ShareCard | undefined {
  const cardUrl = metaValue(meta, "og:image");
  const cardPath = cardUrl && sitePathOf(cardUrl, siteUrl);
  if (!cardPath || cardPathOfPage(cardPath) === undefined) return undefined;
  return { cardPath, input: cardInputOf(meta, siteName, siteUrl) };
}
