/**
 * The admin's price check: for each bottle, what to ask the scraping service (the stored product
 * page at the affiliate shop, else the shop's search), and what its answer means next to the stored
 * offer. Pure functions, shared by the Prices tab and the tests; the page reads the answers as
 * claims to review, so anything doubtful is "not found" rather than a price.
 */
import type { ExtractedPage, JsonSchema, PageMetadata } from "../clients/firecrawl-client";
import { offShopReason, shownAddress } from "@content/offer-address";
import type { Offer } from "@content/schema";
import type { OfferCommandInput } from "./publish-commands";

/** An offer as read from a shop's page: what `npm run offer` records. */
export type OfferInput = OfferCommandInput;

/** The offer a bottle has on record at the shop. */
export type StoredOffer = Offer;

/** One bottle as the Prices tab gets it from the build. */
export interface PriceCheckBottle {
  name: string;
  /** the bottle's page, e.g. /gin/marberg-gin: what `npm run offer` is told */
  pagePath: string;
  /** the shop's product search for the bottle */
  searchUrl: string;
  /** its offer at the shop, when one is recorded */
  stored?: StoredOffer;
}

/** The shop whose prices are checked (content/shops.yaml). */
export interface PriceShop {
  id: string;
  name: string;
  /** its home page: every address the check proposes is on its host (content/offer-address.ts) */
  url: string;
  /** the currency it sells in: a price with no readable currency is in it */
  currency: string;
}

export type PriceStatus = "same" | "changed" | "new" | "sold out" | "not found" | "failed";

export interface PriceCheckResult {
  bottle: PriceCheckBottle;
  status: PriceStatus;
  /** the offer read from the page (same, changed, new, sold out) */
  found?: OfferInput;
  /** why nothing was found, what changed, or the failed request's error */
  note?: string;
}

/** The page asked for: the known product page, else the shop's search for the bottle. */
export const priceCheckUrl = (bottle: PriceCheckBottle): string => bottle.stored?.url ?? bottle.searchUrl;

const nullable = (type: string, description: string) => ({ type: [type, "null"], description });

/**
 * What the service is to read off the page. On a search page it reads the first product that
 * matches the bottle and that product's own address.
 */
export function priceExtraction(bottle: PriceCheckBottle): { schema: JsonSchema; prompt: string } {
  const onSearch = !bottle.stored;
  const properties: Record<string, unknown> = {
    productName: nullable("string", "The product's name as the page shows it; null when the page shows no product."),
    price: nullable("number", "The price a buyer pays now, as a plain number (no currency sign, no thousands separators)."),
    currency: nullable("string", "The ISO 4217 code of the price's currency, e.g. ISK for kr."),
    sizeMl: nullable("integer", "The bottle size in millilitres, e.g. 700 for 70 cl; null when not shown."),
    inStock: nullable("boolean", "false when the product is marked sold out or unavailable; true when it can be bought."),
  };
  if (onSearch) properties.productUrl = nullable("string", "The address of the first matching product's own page.");
  return {
    schema: { type: "object", properties, required: Object.keys(properties) },
    prompt: onSearch
      ? `This is a shop's search results page. Read the first product that matches "${bottle.name}"; give nulls when no product matches.`
      : `This is a shop's product page for "${bottle.name}". Give nulls when the page shows no product.`,
  };
}

/** The extracted fields, checked: a malformed answer is a failed request, not a missing product. */
interface Extraction {
  productName: string | null;
  price: number | null;
  currency: string | null;
  sizeMl: number | null;
  inStock: boolean | null;
  productUrl: string | null;
}

export class MalformedAnswerError extends Error {}

function readExtraction(json: unknown): Extraction {
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new MalformedAnswerError("The service's answer held no extracted product data");
  const data = json as Record<string, unknown>;
  const field = <T>(key: string, type: "string" | "number" | "boolean"): T | null => {
    const value = data[key];
    if (value === undefined || value === null || value === "") return null;
    if (typeof value !== type || (type === "number" && !Number.isFinite(value)))
      throw new MalformedAnswerError(`The service's answer has a malformed ${key}: ${JSON.stringify(value)}`);
    return value as T;
  };
  const sizeMl = field<number>("sizeMl", "number");
  return {
    productName: field<string>("productName", "string"),
    price: field<number>("price", "number"),
    currency: field<string>("currency", "string"),
    sizeMl: sizeMl !== null && Number.isInteger(sizeMl) && sizeMl > 0 ? sizeMl : null,
    inStock: field<boolean>("inStock", "boolean"),
    productUrl: field<string>("productUrl", "string"),
  };
}

// A Map: the service's text ("constructor", "__proto__") finds nothing but these.
const CURRENCY_SIGNS = new Map([
  ["kr", "ISK"],
  ["kr.", "ISK"],
  ["€", "EUR"],
  ["$", "USD"],
  ["£", "GBP"],
]);

/** An ISO code for what the page wrote, or null when it cannot be told. */
function currencyCode(written: string | null): string | null {
  if (!written) return null;
  const text = written.trim();
  const sign = CURRENCY_SIGNS.get(text.toLowerCase());
  if (sign) return sign;
  const code = text.toUpperCase();
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code) ? code : null;
}

/** An address as the shop means it: no fragment, no affiliate reference, no trailing slash. */
function pageKey(address: string): string | null {
  try {
    const url = new URL(address);
    url.hash = "";
    url.searchParams.delete("ref");
    url.searchParams.sort();
    return `${url.hostname.replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}?${url.searchParams}`;
  } catch {
    return null;
  }
}

const samePage = (a: string, b: string) => pageKey(a) !== null && pageKey(a) === pageKey(b);

/** A search, a category or the home page: where a shop sends a product it no longer has. */
const LISTING_PATH = /^\/(shop|verslun|product-category|voruflokkur|flokkur|category|leit|search)(\/|$)/i;
export function isListing(address: string): boolean {
  const url = new URL(address);
  return url.searchParams.has("s") || url.pathname.replace(/\/+$/, "") === "" || LISTING_PATH.test(url.pathname);
}

/** Words shops print for a search or page that found nothing (English and Icelandic). */
const NOTHING_FOUND =
  /\b(nothing found|no products? (were |was )?found|page not found|not found|404)\b|fannst ekki|fundust (engar|ekki)|engar vörur|ekkert fannst/i;
export const saysNothingFound = (text: string | null | undefined): boolean => Boolean(text && NOTHING_FOUND.test(text));

/** Words every bottle shares: a page naming only these could be any bottle. */
const GENERIC_WORDS = new Set(
  "gin gins vodka whisky whiskey brennivin aquavit akvavit liqueur spirit spirits icelandic iceland islenskt islenskur the of and og distillery cl ml".split(
    " ",
  ),
);
const words = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ð/gi, "d")
    .replace(/þ/gi, "th")
    .replace(/æ/gi, "ae")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Whether a shop's product name is this bottle: every distinctive word of the bottle's name is
 * in it. Strict on purpose: "Reykjavík Dry Gin" is not "Reykjavík Pink Gin", and a price of the
 * wrong bottle is worse than a row to look at.
 */
export function namesMatch(bottleName: string, productName: string): boolean {
  const own = words(bottleName);
  const distinctive = own.filter((word) => !GENERIC_WORDS.has(word) && !/^\d+$/.test(word));
  const shown = new Set(words(productName));
  const needed = distinctive.length > 0 ? distinctive : own;
  return needed.length > 0 && needed.every((word) => shown.has(word));
}

/** The fields that differ between the stored and the found offer, as the row says them. */
function differences(stored: StoredOffer, found: OfferInput): string[] {
  const changes: string[] = [];
  if (stored.price !== found.price || stored.currency !== found.currency)
    changes.push(`price ${stored.price} ${stored.currency} → ${found.price} ${found.currency}`);
  if (found.sizeMl !== undefined && stored.sizeMl !== found.sizeMl)
    changes.push(`size ${stored.sizeMl ?? "?"} → ${found.sizeMl} ml`);
  if (stored.inStock !== found.inStock) changes.push(found.inStock ? "back in stock" : "sold out");
  if (!samePage(stored.url, found.url)) changes.push(`page → ${found.url}`);
  return changes;
}

const notFound = (bottle: PriceCheckBottle, note: string): PriceCheckResult => ({ bottle, status: "not found", note });

/** The address the service ended on: its final URL when it gives a usable one, else the one asked for. */
const finalAddress = (metadata: PageMetadata, requested: string) =>
  [metadata.url, metadata.sourceURL].find((address) => address && pageKey(address) !== null) ?? requested;

/** What the service's answer for one bottle means. */
export function classifyPriceCheck(bottle: PriceCheckBottle, shop: PriceShop, page: ExtractedPage): PriceCheckResult {
  const requested = priceCheckUrl(bottle);
  const { statusCode, title } = page.metadata;
  if (typeof statusCode === "number" && statusCode >= 400) return notFound(bottle, `The shop answered ${statusCode}.`);

  let extraction: Extraction;
  try {
    extraction = readExtraction(page.json);
  } catch (error) {
    return failedPriceCheck(bottle, error);
  }

  if (saysNothingFound(title) || saysNothingFound(extraction.productName))
    return notFound(bottle, `The page says nothing was found${title ? ` (“${title}”)` : ""}.`);

  // Where the service ended and what a search links to are claims: an address off the shop is never proposed.
  const offShop = (address: string) => {
    const reason = offShopReason(address, shop.url);
    return reason ? notFound(bottle, `The found address ${shownAddress(address)} ${reason}.`) : undefined;
  };
  const landed = finalAddress(page.metadata, requested);
  const landedOff = offShop(landed);
  if (landedOff) return landedOff;
  let productUrl: string;
  if (bottle.stored) {
    if (!samePage(landed, requested) && isListing(landed))
      return notFound(bottle, `The product page now leads to a search or listing: ${landed}`);
    // A product page that moved to another product page: the new address is the one to record.
    productUrl = samePage(landed, requested) ? bottle.stored.url : landed;
  } else if (!samePage(landed, requested) && !isListing(landed)) {
    // A search with a single hit: the shop went straight to that product's page.
    productUrl = landed;
  } else {
    if (!extraction.productUrl) return notFound(bottle, "No product matched the search.");
    try {
      productUrl = new URL(extraction.productUrl, landed).toString();
    } catch {
      return notFound(bottle, `The product link is no address: ${extraction.productUrl}`);
    }
    const linkOff = offShop(productUrl);
    if (linkOff) return linkOff;
    if (isListing(productUrl)) return notFound(bottle, `The product link is a listing, not a product page: ${productUrl}`);
  }

  if (!extraction.productName) return notFound(bottle, "The page names no product.");
  if (!namesMatch(bottle.name, extraction.productName))
    return notFound(bottle, `The page names another product: “${extraction.productName}”.`);
  if (extraction.price === null || extraction.price <= 0) return notFound(bottle, "No price on the page.");

  const stored = bottle.stored;
  // A size is a fact of the bottle, not of the day: a page that does not repeat it keeps the one on record.
  const sizeMl = extraction.sizeMl ?? (stored && samePage(stored.url, productUrl) ? stored.sizeMl : undefined);
  const found: OfferInput = {
    shop: shop.id,
    url: productUrl,
    price: extraction.price,
    currency: currencyCode(extraction.currency) ?? shop.currency,
    ...(sizeMl !== undefined ? { sizeMl } : {}),
    // A priced product with no sold-out mark can be bought: the service leaves stock empty then.
    inStock: extraction.inStock ?? true,
  };
  if (!stored) return { bottle, status: found.inStock ? "new" : "sold out", found };
  const changes = differences(stored, found);
  if (changes.length === 0) return { bottle, status: "same", found };
  return { bottle, status: found.inStock ? "changed" : "sold out", found, note: changes.join("; ") };
}

/** A bottle whose request failed: the row carries the error and the run goes on. */
export function failedPriceCheck(bottle: PriceCheckBottle, error: unknown): PriceCheckResult {
  return { bottle, status: "failed", note: error instanceof Error && error.message ? error.message : "Unknown error" };
}

/**
 * The rows whose offer should be written: new and changed prices, and bottles now sold out (the
 * site would otherwise keep offering them as in stock).
 */
export const RECORDED_STATUSES: readonly PriceStatus[] = ["changed", "new", "sold out"];
export const resultsToRecord = (results: PriceCheckResult[]) =>
  results.filter((result) => result.found && RECORDED_STATUSES.includes(result.status));
