/**
 * How old a checked price may be. Ages are whole UTC days counted when the site is built, so a
 * page says what was true on its build day: the curator rebuilds at least daily (README).
 */
import { formatShortDate } from "./dates";
import { DISTILLERY_SHOP } from "./offer-address";
import { bottleSearchUrl, withAffiliateRef } from "./shop-link";
import type { Offer, Shop } from "./schema";

/** Up to this many days after its check a price is current: shown, and in structured data. */
export const OFFER_CURRENT_DAYS = 30;
/** Up to this many days it is still shown, as "last checked {date}"; after it, no price at all. */
export const OFFER_SHOWN_DAYS = 90;

export type OfferAge = "current" | "stale" | "expired";

/** The build's day (UTC), e.g. "2026-11-26"; BUILD_DATE=YYYY-MM-DD sets it for a test build. */
export function buildDay(env: Record<string, string | undefined> = typeof process !== "undefined" ? process.env : {}): string {
  const given = env.BUILD_DATE;
  if (given && /^\d{4}-\d{2}-\d{2}$/.test(given)) return given;
  return new Date().toISOString().slice(0, 10);
}

/** Whole days from `checked` to `today`, both ISO days (UTC). */
export function daysBetween(checked: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${checked}T00:00:00Z`)) / 86_400_000);
}

export function offerAge(offer: Pick<Offer, "checked">, today: string): OfferAge {
  const days = daysBetween(offer.checked, today);
  if (days <= OFFER_CURRENT_DAYS) return "current";
  if (days <= OFFER_SHOWN_DAYS) return "stale";
  return "expired";
}

/** The price of an offer as a page shows it; none once the offer has expired. */
export interface ShownPrice {
  amount: number;
  /** the shop's own ISO 4217 code: never converted */
  currency: string;
  /** "8,990 ISK" */
  text: string;
  /** "70 cl", when the shop gave the size */
  size?: string;
  /** "12,843 ISK/l", when the shop gave the size */
  perLitre?: string;
  inStock: boolean;
  /** "in stock when checked" or "sold out when checked" */
  stock: string;
}

/** An offer resolved for the pages: its shop named, its age counted, its price written out. */
export interface OfferView {
  shop: string;
  shopName: string;
  /** the bottle's product page; the affiliate shop's carries the affiliate reference */
  url: string;
  affiliate: boolean;
  age: OfferAge;
  /** ISO day, and as shown: "26 Nov 2026" */
  checked: string;
  checkedText: string;
  price?: ShownPrice;
}

/** Where Buy Now leads, and what it says: the affiliate shop's product page, or a search there. */
export interface BuyLink {
  href: string;
  /** "Buy Now", or "Search Nammi for Vor Gin" when the link is a search */
  label: string;
  /** where the bottle's name stands beside the button (cards, compare): "Buy Now" or "Search Nammi" */
  shortLabel: string;
  toProductPage: boolean;
}

/** What a bottle's pages show of its offers: all of them in order, the one lists show, and Buy Now. */
export interface Offering {
  offers: OfferView[];
  /** the first of `offers` (current and cheapest first); the price cards, compare and lists show */
  shownOffer?: OfferView;
  buy: BuyLink;
}

const digitsByCurrency = new Map<string, number>();
/** Minor units of a currency as the runtime knows them: ISK 0, EUR 2. */
function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

const grouped = (amount: number, digits: number) =>
  amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** "8,990 ISK", "48.90 EUR", "45 EUR": cents only when the shop shows some. */
export function formatPrice(amount: number, currency: string): string {
  return `${grouped(amount, Number.isInteger(amount) ? 0 : currencyDigits(currency))} ${currency}`;
}

/** 700 -> "70 cl", 375 -> "37.5 cl". */
export const formatSize = (sizeMl: number): string => `${sizeMl / 10} cl`;

/** 8,990 ISK for 700 ml -> "12,843 ISK/l" (rounded to the currency's minor unit). */
export function formatPerLitre(amount: number, currency: string, sizeMl: number): string {
  return `${grouped((amount * 1000) / sizeMl, currencyDigits(currency))} ${currency}/l`;
}

const AGE_RANK: Record<OfferAge, number> = { current: 0, stale: 1, expired: 2 };

/**
 * Current offers first, then those shown as last checked, then expired ones; within an age the
 * cheapest first where the currency is the same (prices are never converted, so different
 * currencies are kept apart, by code), and the newest check first among expired ones.
 */
export function compareOffers(a: OfferView, b: OfferView): number {
  return (
    AGE_RANK[a.age] - AGE_RANK[b.age] ||
    (a.price && b.price
      ? a.price.currency.localeCompare(b.price.currency) || a.price.amount - b.price.amount
      : b.checked.localeCompare(a.checked)) ||
    a.shopName.localeCompare(b.shopName)
  );
}

export interface OfferContext {
  shops: readonly Shop[];
  /** the build's day (buildDay()) */
  today: string;
  affiliateRef: string;
}

/** A bottle's record as its offers need it. */
export interface OfferSubject {
  name: string;
  /** the producer, who is the seller for the "distillery" shop */
  distillery: string;
  shopQuery?: string;
  offers?: readonly Offer[];
}

export function viewOffer(offer: Offer, subject: OfferSubject, { shops, today, affiliateRef }: OfferContext): OfferView {
  const shop = shops.find((candidate) => candidate.id === offer.shop);
  if (!shop) throw new Error(`${subject.name}: offer at unknown shop "${offer.shop}"`);
  const affiliate = shop.affiliate === true;
  const age = offerAge(offer, today);
  return {
    shop: shop.id,
    shopName: shop.id === DISTILLERY_SHOP ? subject.distillery : shop.name,
    url: affiliate ? withAffiliateRef(offer.url, affiliateRef) : offer.url,
    affiliate,
    age,
    checked: offer.checked,
    checkedText: formatShortDate(offer.checked),
    ...(age === "expired"
      ? {}
      : {
          price: {
            amount: offer.price,
            currency: offer.currency,
            text: formatPrice(offer.price, offer.currency),
            ...(offer.sizeMl
              ? { size: formatSize(offer.sizeMl), perLitre: formatPerLitre(offer.price, offer.currency, offer.sizeMl) }
              : {}),
            inStock: offer.inStock,
            stock: offer.inStock ? "in stock when checked" : "sold out when checked",
          },
        }),
  };
}

/**
 * The one resolution of a bottle's offers: every page, card, compare row, open-data row and
 * structured-data offer reads its price from here. Buy Now goes to the affiliate shop's product
 * page when the bottle has an offer there (with the affiliate reference), and otherwise is a
 * search at that shop that says so.
 */
export function resolveOffering(subject: OfferSubject, context: OfferContext): Offering {
  const offers = (subject.offers ?? []).map((offer) => viewOffer(offer, subject, context)).sort(compareOffers);
  const affiliateShop = context.shops.find((shop) => shop.affiliate);
  if (!affiliateShop) throw new Error("no affiliate shop in content/shops.yaml");
  const atAffiliate = offers.find((offer) => offer.shop === affiliateShop.id);
  const buy: BuyLink = atAffiliate
    ? { href: atAffiliate.url, label: "Buy Now", shortLabel: "Buy Now", toProductPage: true }
    : {
        href: bottleSearchUrl(subject, context.affiliateRef),
        label: `Search ${affiliateShop.name} for ${subject.name}`,
        shortLabel: `Search ${affiliateShop.name}`,
        toProductPage: false,
      };
  return { offers, ...(offers[0] ? { shownOffer: offers[0] } : {}), buy };
}

/** What follows the price: "70 cl · checked 26 Nov 2026 at Nammi" ("last checked" once not current). */
export function offerDetail(offer: OfferView): string {
  const checked = `${offer.age === "current" ? "checked" : "last checked"} ${offer.checkedText} at ${offer.shopName}`;
  return [offer.price?.size, checked].filter(Boolean).join(" · ");
}

/**
 * The offer as one line: "8,990 ISK · 70 cl · checked 26 Nov 2026 at Nammi"; "last checked" once it
 * is no longer current; "Price not checked since 26 Nov 2026" once it has expired.
 */
export function offerLine(offer: OfferView): string {
  if (!offer.price) return `Price not checked since ${offer.checkedText}`;
  return `${offer.price.text} · ${offerDetail(offer)}`;
}

/** The words a page uses where no price has been checked at all. */
export const PRICE_NOT_CHECKED = "Price not checked";
