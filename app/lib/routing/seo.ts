import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";
import { siteTitle } from "./route-meta";
import { organizationJsonLd } from "./structured-data";
import { absoluteUrl } from "./urls";

/**
 * A page's title: most pages give their own name and the site name is added once, here;
 * the spec gives some titles whole (home, product and distillery pages).
 */
export type PageTitle = { name: string; title?: never } | { title: string; name?: never };

export type PageMetaInput = PageTitle & {
  description: string;
  /** path of the page, e.g. /gin/lundey-gin; the canonical URL is built from the site host */
  path: string;
  image?: string;
  type?: "website" | "article" | "product";
  keywords?: string[];
  noindex?: boolean;
  /** extra descriptors (article:section, JSON-LD) */
  extra?: MetaDescriptor[];
};

export { absoluteUrl };

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const canonical = absoluteUrl(input.path === "/" ? "/" : input.path.replace(/\/+$/, ""));
  const image = absoluteUrl(input.image ?? "/images/og-default.svg");
  const title = input.name === undefined ? input.title : siteTitle(input.name);
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords?.length) descriptors.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex, nofollow" });
  return [...descriptors, ...(input.extra ?? []), organizationJsonLd()];
}

/** Plain text of an HTML fragment, whitespace folded; used for descriptions. */
export function textFromHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
