/** The shop behind every Buy Now link. */
export const SHOP_URL = "https://nammi.is";
/** The reference Buy Now links carry when VITE_AFFILIATE_REF is not set. */
export const DEFAULT_AFFILIATE_REF = "ginsoficeland";

type Env = Record<string, string | boolean | undefined>;

/**
 * VITE_AFFILIATE_REF as the build sees it. The content is read at build time and on the server,
 * never in the browser, so it reads the variable itself instead of importing the site's
 * configuration (which builds on this module).
 */
export function readAffiliateRef(
  env: Env = (import.meta as ImportMeta & { env?: Env }).env ?? (typeof process !== "undefined" ? (process.env as Env) : {}),
): string {
  const value = env.VITE_AFFILIATE_REF;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : DEFAULT_AFFILIATE_REF;
}

/**
 * A Buy Now address at the shop: its product search for the bottle, carrying the affiliate
 * reference. A search page always exists, unlike guessed product paths.
 */
export function shopSearchUrl(query: string, affiliateRef = readAffiliateRef()): string {
  const url = new URL("/", SHOP_URL);
  url.searchParams.set("s", query);
  url.searchParams.set("post_type", "product");
  return withAffiliateRef(url.toString(), affiliateRef);
}

/** An address at the affiliate shop (a product page, a search) carrying the affiliate reference. */
export function withAffiliateRef(address: string, affiliateRef = readAffiliateRef()): string {
  const url = new URL(address);
  url.searchParams.set("ref", affiliateRef);
  return url.toString();
}

/** The affiliate shop's search for a bottle: its shop words, else its name. */
export const bottleSearchUrl = (bottle: { name: string; shopQuery?: string }, affiliateRef?: string): string =>
  shopSearchUrl(bottle.shopQuery ?? bottle.name, affiliateRef);
