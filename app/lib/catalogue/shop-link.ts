import { siteConfig } from "../../config/site";

/**
 * A Buy Now address at the shop: its product search for the bottle, carrying the affiliate
 * reference. A search page always exists, unlike guessed product paths.
 */
export function shopSearchUrl(query: string): string {
  const url = new URL("/", siteConfig.shopUrl);
  url.searchParams.set("s", query);
  url.searchParams.set("post_type", "product");
  url.searchParams.set("ref", siteConfig.affiliateRef);
  return url.toString();
}
