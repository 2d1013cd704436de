/**
 * An offer's address is always the shop's: its product page (`url`) and the page its price was
 * read from (`source`) are http(s) pages on the host of the shop it is recorded for, so a "Where to
 * buy" link under a shop's name never leads anywhere else. The one rule, applied by the admin's
 * Prices tab (app/lib/admin/price-check.ts), `npm run offer` (scripts/offer.ts) and the catalogue
 * check (content/catalogue-files.ts). Hosts are compared as the WHATWG URL parser writes them, so
 * a look-alike (a Cyrillic а in nаmmi.is) reads as xn--… and is refused.
 */
import type { Offer, Shop } from "./schema";

/** The shop id that stands for each bottle's own distillery shop (content/shops.yaml). */
export const DISTILLERY_SHOP = "distillery";

/**
 * The address an offer at `shop` must be under: its home page, or for the distillery's own shop the
 * website of the bottle's distillery (read only then).
 */
export const shopHomeOf = (shop: Pick<Shop, "id" | "url">, distilleryWebsite: () => string | undefined): string | undefined =>
  shop.id === DISTILLERY_SHOP ? distilleryWebsite() : shop.url;

/** Control, format (zero-width, direction marks) and space characters: nothing a shop's address shows. */
const UNSEEN = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/** An address as a one-line message shows it: its control and invisible characters written as \u{…}. */
export const shownAddress = (address: string): string =>
  address.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);

/** A host (with its port) with `www.` dropped: the shop's own name with or without it is the shop. */
const siteHost = (url: URL) => url.host.replace(/^www\./, "");

/**
 * Why `address` is not a page of the shop whose home page is `home`, or undefined when it is one.
 * The reason follows the address in a message: "https://evil.example/ leads off the shop: ...".
 */
export function offShopReason(address: string, home: string | undefined): string | undefined {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return "is not an http(s) address";
  // The parser drops or encodes these; the address as written must not hide them.
  if (UNSEEN.test(address)) return "has a control character, an invisible character or a space";
  if (url.username || url.password) return "carries a user name or password";
  if (!home || !URL.canParse(home)) return "leads off the shop: the shop has no web address on record";
  const shop = new URL(home);
  // host includes a non-default port, so a port the shop's address lacks is another host
  if (siteHost(url) !== siteHost(shop)) return `leads off the shop: its host is ${url.host}, not ${siteHost(shop)}`;
  return undefined;
}

/** The offer's addresses that are not its shop's, each with the reason. */
export function offerAddressProblems(
  offer: Pick<Offer, "url" | "source">,
  home: string | undefined,
): { field: "url" | "source"; reason: string }[] {
  return (["url", "source"] as const).flatMap((field) => {
    const address = offer[field];
    const reason = address === undefined ? undefined : offShopReason(address, home);
    return reason ? [{ field, reason }] : [];
  });
}
