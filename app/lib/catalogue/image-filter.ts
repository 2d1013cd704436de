/**
 * Which scraped images are product photos, by the photo-scraping rules: resolve relative
 * sources, keep the shop's product uploads or other sites' photo files, drop logos and icons,
 * require a product-ish word or a size pattern, de-duplicate, and for a distillery's site
 * prefer addresses naming the product (else the first 10).
 */
export type ImageSource = "nammi" | "distillery" | "custom";

export interface ImageFilterOptions {
  /** the scraped page's address (relative sources resolve against its origin) */
  pageUrl: string;
  /** which rules apply: the shop's, a distillery's (with the product name rule), or any other site's */
  source: ImageSource;
  /** the shop's host, e.g. nammi.is */
  shopHost: string;
  /** for the distillery source: the product whose name words an address should contain */
  productName?: string;
}

export const FALLBACK_COUNT = 10;
const EXCLUDED = /logo|favicon|icon|thumbnail/i;
const PRODUCT_WORD = /product|bottle|gin|whisky|spirit|gallery/i;
const SIZE_PATTERN = /\d{2,4}x\d{2,4}/i;
const PHOTO_EXTENSION = /\.(jpe?g|png|webp)(\?|#|$)/i;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
};

/** Absolute address of an image source, or null for data URIs and anything unusable. */
export function resolveImageUrl(src: string, pageUrl: string): string | null {
  const value = src.trim();
  if (!value || value.startsWith("data:")) return null;
  try {
    const origin = new URL(pageUrl).origin;
    if (value.startsWith("//")) return new URL(`https:${value}`).toString();
    if (value.startsWith("/")) return new URL(value, origin).toString();
    if (value.startsWith("./")) return new URL(value.slice(1), origin).toString();
    return new URL(value).toString();
  } catch {
    return null;
  }
}

/** Image addresses in a scraped page: img src / data-src / srcset, og:image and markdown images. */
export function extractImageSources(html: string, markdown = ""): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = match[0];
    for (const attribute of ["src", "data-src", "data-lazy-src"]) {
      const value = new RegExp(`\\s${attribute}=["']([^"']+)["']`, "i").exec(tag)?.[1];
      if (value) found.push(value);
    }
    const srcset = /\ssrcset=["']([^"']+)["']/i.exec(tag)?.[1];
    if (srcset)
      found.push(
        ...srcset
          .split(",")
          .map((entry) => entry.trim().split(/\s+/)[0]!)
          .filter(Boolean),
      );
  }
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (/property=["']og:image["']/i.test(match[0])) {
      const content = /\scontent=["']([^"']+)["']/i.exec(match[0])?.[1];
      if (content) found.push(content);
    }
  }
  for (const match of markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)) found.push(match[1]!);
  return found.map((value) => value.replace(/&amp;/g, "&"));
}

export function filterProductImages(sources: string[], options: ImageFilterOptions): string[] {
  const shopHost = options.shopHost.replace(/^www\./, "");
  const resolved = sources.map((src) => resolveImageUrl(src, options.pageUrl)).filter((url): url is string => !!url);
  const candidates = resolved.filter((url) => {
    const onShop = hostOf(url) === shopHost;
    if (options.source === "nammi" || (options.source === "custom" && hostOf(options.pageUrl) === shopHost)) {
      if (!onShop || !/product|uploads/i.test(url)) return false;
    } else if (!PHOTO_EXTENSION.test(url)) {
      return false;
    }
    if (EXCLUDED.test(url)) return false;
    return PRODUCT_WORD.test(url) || SIZE_PATTERN.test(url);
  });
  const unique = [...new Set(candidates)];
  if (options.source !== "distillery") return unique;

  const words = (options.productName ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);
  const named = unique.filter((url) => {
    // The path, not the host: a distillery's domain often carries the product's name.
    const address = new URL(url).pathname.toLowerCase();
    return /bottle|product/.test(address) || words.some((word) => address.includes(word));
  });
  return named.length > 0 ? named : unique.slice(0, FALLBACK_COUNT);
}

/** The file name an image shows in the results grid. */
export const fileName = (url: string) => {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").filter(Boolean).pop() ?? url);
  } catch {
    return url;
  }
};
