import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";
import { siteTitle } from "./route-meta";
import { organizationJsonLd } from "./structured-data";
import { absoluteUrl } from "./urls";
import { decodeEntities } from "@content/html-entities";

/** The one entity decoder (content/html-entities.ts), for the scripts and tests that read built pages. */
export { decodeEntities };

/**
 * A page's title: most pages give their own name and the site name is added once, here;
 * the home, product and distillery pages give their titles whole.
 */
export type PageTitle = { name: string; title?: never } | { title: string; name?: never };

export type PageMetaInput = PageTitle & {
  description: string;
  /** path of the page, e.g. /gin/lundey-gin; the canonical URL is built from the site host */
  path: string;
  /** what the share card shows, in words (og:image:alt); defaults to the title */
  imageAlt?: string;
  type?: "website" | "article" | "product";
  keywords?: string[];
  noindex?: boolean;
  /** extra descriptors (article:section, JSON-LD) */
  extra?: MetaDescriptor[];
};

export { absoluteUrl };

/** Every page's share card (scripts/share-cards.ts makes them at build time from the page's meta, below). */
export const SHARE_CARD = { width: 1200, height: 630, type: "image/png" } as const;

/** Where a page's card is: /share/index.png for the home page, /share/gin/x.png for /gin/x. */
export const shareCardPath = (pagePath: string) => `/share${pagePath.replace(/\/+$/, "") || "/index"}.png`;

/** The page a card path belongs to, or undefined for a path that is no card's. */
export function cardPathOfPage(cardPath: string): string | undefined {
  const match = /^\/share(\/.+)\.png$/.exec(cardPath);
  if (!match) return undefined;
  return match[1] === "/index" ? "/" : match[1];
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const canonical = absoluteUrl(input.path === "/" ? "/" : input.path.replace(/\/+$/, ""));
  const title = input.name === undefined ? input.title : siteTitle(input.name);
  // The card shows the page's image beside its name (made from these descriptors: share-card.ts).
  const image = absoluteUrl(shareCardPath(input.path));
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: siteConfig.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_CARD.width) },
    { property: "og:image:height", content: String(SHARE_CARD.height) },
    { property: "og:image:type", content: SHARE_CARD.type },
    { property: "og:image:alt", content: input.imageAlt ?? title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.imageAlt ?? title },
  ];
  if (input.keywords?.length) descriptors.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex, nofollow" });
  return [...descriptors, ...(input.extra ?? []), organizationJsonLd()];
}

/** Plain text of an HTML fragment, whitespace folded; used for descriptions. */
export function textFromHtml(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}
