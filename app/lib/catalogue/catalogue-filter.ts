/**
 * Filters and sort for the product lists. The state lives in the URL query, so a filtered
 * list can be shared and the back button works; no filter means the list as published.
 */
export interface FilterableProduct {
  slug: string;
  name: string;
  type: string;
  distillery: string;
  botanicals: string[];
  alcohol: string;
  /** the offer the card shows; its price, when shown, is what price filters and sorts read */
  shownOffer?: { price?: { amount: number; currency: string } };
}

export const ABV_BANDS = [
  { id: "under-40", label: "Under 40%", min: 0, max: 40 },
  { id: "40-43", label: "40–42.9%", min: 40, max: 43 },
  { id: "43-50", label: "43–49.9%", min: 43, max: 50 },
  { id: "50-plus", label: "50% and over", min: 50, max: Infinity },
] as const;

/** The shops' own prices in krónur (never converted): a price in another currency is in no band. */
export const PRICE_CURRENCY = "ISK";
export const PRICE_BANDS = [
  { id: "under-7000", label: "Under 7,000 ISK", min: 0, max: 7000 },
  { id: "7000-10000", label: "7,000–9,999 ISK", min: 7000, max: 10000 },
  { id: "10000-14000", label: "10,000–13,999 ISK", min: 10000, max: 14000 },
  { id: "14000-plus", label: "14,000 ISK and over", min: 14000, max: Infinity },
] as const;
/** The price filter's choice for bottles without a checked price shown. */
export const NO_PRICE_BAND = { id: "none", label: "No checked price" } as const;

export const SORTS = [
  { id: "", label: "Featured" },
  { id: "name", label: "Name (A–Z)" },
  { id: "price-asc", label: "Price (low to high)" },
  { id: "price-desc", label: "Price (high to low)" },
  { id: "abv-asc", label: "ABV (low to high)" },
  { id: "abv-desc", label: "ABV (high to low)" },
] as const;

export interface Criteria {
  type?: string;
  botanical?: string;
  abv?: string;
  price?: string;
  distillery?: string;
  sort?: string;
}

export const CRITERIA_KEYS = ["type", "botanical", "abv", "price", "distillery", "sort"] as const;

export const abvOf = (product: Pick<FilterableProduct, "alcohol">) => Number.parseFloat(product.alcohol);
/** The price a card shows, or undefined where it shows none. */
export const priceOf = (product: Pick<FilterableProduct, "shownOffer">) => product.shownOffer?.price;

function inPriceBand(product: FilterableProduct, id: string): boolean {
  const price = priceOf(product);
  if (id === NO_PRICE_BAND.id) return !price;
  const band = PRICE_BANDS.find((b) => b.id === id);
  if (!band) return true;
  return price !== undefined && price.currency === PRICE_CURRENCY && price.amount >= band.min && price.amount < band.max;
}

/**
 * Bottles with a shown price first, by currency then amount (prices in different currencies are
 * never compared as numbers), the others last; `direction` -1 puts the dearest first.
 */
function byPrice(a: FilterableProduct, b: FilterableProduct, direction: 1 | -1): number {
  const [pa, pb] = [priceOf(a), priceOf(b)];
  if (!pa || !pb) return Number(!pa) - Number(!pb);
  return pa.currency.localeCompare(pb.currency) || direction * (pa.amount - pb.amount);
}

export function parseCriteria(params: URLSearchParams): Criteria {
  const criteria: Criteria = {};
  for (const key of CRITERIA_KEYS) {
    const value = params.get(key)?.trim();
    if (value) criteria[key] = value;
  }
  return criteria;
}

export const hasFilters = (criteria: Criteria) => CRITERIA_KEYS.some((key) => key !== "sort" && criteria[key]);

const inBand = (value: number, bands: readonly { id: string; min: number; max: number }[], id: string) => {
  const band = bands.find((b) => b.id === id);
  return !band || (value >= band.min && value < band.max);
};

export function filterProducts<T extends FilterableProduct>(products: T[], criteria: Criteria): T[] {
  const botanical = criteria.botanical?.toLowerCase();
  return products.filter(
    (product) =>
      (!criteria.type || product.type === criteria.type) &&
      (!botanical || product.botanicals.some((b) => b.toLowerCase() === botanical)) &&
      (!criteria.distillery || product.distillery === criteria.distillery) &&
      (!criteria.abv || inBand(abvOf(product), ABV_BANDS, criteria.abv)) &&
      (!criteria.price || inPriceBand(product, criteria.price)),
  );
}

export function sortProducts<T extends FilterableProduct>(products: T[], sort: string | undefined): T[] {
  const sorted = [...products];
  const byName = (a: T, b: T) => a.name.localeCompare(b.name);
  switch (sort) {
    case "name":
      return sorted.sort(byName);
    case "price-asc":
      return sorted.sort((a, b) => byPrice(a, b, 1) || byName(a, b));
    case "price-desc":
      return sorted.sort((a, b) => byPrice(a, b, -1) || byName(a, b));
    case "abv-asc":
      return sorted.sort((a, b) => abvOf(a) - abvOf(b) || byName(a, b));
    case "abv-desc":
      return sorted.sort((a, b) => abvOf(b) - abvOf(a) || byName(a, b));
    default:
      return sorted;
  }
}

/** The choices each filter offers, from the list itself. */
export function filterOptions(products: FilterableProduct[]) {
  const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    types: unique(products.map((p) => p.type)),
    botanicals: unique(products.flatMap((p) => p.botanicals)),
    distilleries: unique(products.map((p) => p.distillery)),
  };
}
