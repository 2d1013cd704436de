/** schema.org JSON-LD builders; each returns a meta descriptor React Router renders as a script tag. */
import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";
import type { OfferView } from "@content/offers";
import { absoluteUrl } from "./urls";

export const jsonLd = (data: Record<string, unknown>): MetaDescriptor => ({
  "script:ld+json": { "@context": "https://schema.org", ...data },
});

/** One step of a page's breadcrumb trail (drawn by the page, described here for search engines). */
export interface Crumb {
  name: string;
  /** absent on the current page */
  href?: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], currentPath: string): MetaDescriptor {
  return jsonLd({
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href ?? currentPath),
    })),
  });
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  image: string;
  brand: string;
  category?: string;
  /** the offer the page shows first (content/offers.ts) */
  shownOffer?: OfferView;
  path: string;
}

/**
 * A schema.org Offer only for a price the page shows as current: exactly that price and currency,
 * at the shop's product page. A price past its current days, or none, gives no offer; stock
 * (availability) is never claimed, since it was only true on the day it was checked.
 */
export function offerJsonLd(offer: OfferView | undefined): Record<string, unknown> | undefined {
  if (!offer?.price || offer.age !== "current") return undefined;
  return {
    "@type": "Offer",
    price: String(offer.price.amount),
    priceCurrency: offer.price.currency,
    url: offer.url,
    seller: { "@type": "Organization", name: offer.shopName },
  };
}

export function productJsonLd(product: ProductJsonLdInput): MetaDescriptor {
  const offer = offerJsonLd(product.shownOffer);
  return jsonLd({
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: absoluteUrl(product.image),
    url: absoluteUrl(product.path),
    brand: { "@type": "Brand", name: product.brand },
    ...(product.category ? { category: product.category } : {}),
    ...(offer ? { offers: offer } : {}),
  });
}

/** The site's logo as a raster image, 512x512 (Google asks for 112x112 at least; scripts/share-cards.ts makes it). */
export const SITE_LOGO = { path: "/images/logo-512.png", width: 512, height: 512 } as const;

/** The logo as a schema.org ImageObject, for Organization and Article publisher JSON-LD. */
export const siteLogoJsonLd = () => ({
  "@type": "ImageObject",
  url: absoluteUrl(SITE_LOGO.path),
  width: SITE_LOGO.width,
  height: SITE_LOGO.height,
});

export function organizationJsonLd(): MetaDescriptor {
  return jsonLd({
    "@type": "Organization",
    name: siteConfig.siteName,
    url: siteConfig.siteUrl,
    logo: siteLogoJsonLd(),
    email: siteConfig.contactEmail,
  });
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  image: string;
  publishedDate: string;
  /** the day its content last changed after publishing, when it did */
  updated?: string;
  category: string;
  author: string;
  path: string;
}

/** A blog post's Article: dateModified only when the post says it was updated. */
export function articleJsonLd(post: ArticleJsonLdInput): MetaDescriptor {
  return jsonLd({
    "@type": "Article",
    headline: post.title,
    description: post.description,
    image: absoluteUrl(post.image),
    datePublished: post.publishedDate,
    ...(post.updated ? { dateModified: post.updated } : {}),
    articleSection: post.category,
    author: { "@type": "Organization", name: post.author },
    publisher: {
      "@type": "Organization",
      name: siteConfig.siteName,
      logo: siteLogoJsonLd(),
    },
    mainEntityOfPage: absoluteUrl(post.path),
  });
}
