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
  price: string;
}

export const ABV_BANDS = [
  { id: "under-40", label: "Under 40%", min: 0, max: 40 },
  { id: "40-43", label: "40–42.9%", min: 40, max: 43 },
  { id: "43-50", label: "43–49.9%", min: 43, max: 50 },
  { id: "50-plus", label: "50% and over", min: 50, max: Infinity },
] as const;

export const PRICE_BANDS = [
  { id: "under-40", label: "Under 40", min: 0, max: 40 },
  { id: "40-60", label: "40–59", min: 40, max: 60 },
  { id: "60-100", label: "60–99", min: 60, max: 100 },
  { id: "100-plus", label: "100 and over", min: 100, max: Infinity },
] as const;

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
/** The number of the price text; dollars and euros are compared as written. */
export const priceOf = (product: Pick<FilterableProduct, "price">) => Number(product.price.replace(/[^0-9.]/g, ""));

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
      (!criteria.price || inBand(priceOf(product), PRICE_BANDS, criteria.price)),
  );
}

export function sortProducts<T extends FilterableProduct>(products: T[], sort: string | undefined): T[] {
  const sorted = [...products];
  const byName = (a: T, b: T) => a.name.localeCompare(b.name);
  switch (sort) {
    case "name":
      return sorted.sort(byName);
    case "price-asc":
      return sorted.sort((a, b) => priceOf(a) - priceOf(b) || byName(a, b));
    case "price-desc":
      return sorted.sort((a, b) => priceOf(b) - priceOf(a) || byName(a, b));
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
