import { abvValue } from "@content/facts";
import { GIN_STYLES, styleOfType } from "@content/styles";
import { alphabetical } from "./search";
import { LIST_PAGE_SIZE } from "./list-paging";

/**
 * Filters and sort for the product lists. The state lives in the URL query, so a filtered
 * list can be shared and the back button works; no filter means the list in Featured order.
 */
export interface FilterableProduct {
  slug: string;
  name: string;
  type: string;
  /** a gin's style, by name ("Old Tom"), when its record names one */
  style?: string;
  distillery: string;
  botanicals: string[];
  /** absent when no source gives the strength */
  alcohol?: string;
  /** the offer the card shows; its price, when shown, is what price filters and sorts read */
  shownOffer?: { price?: { amount: number; currency: string } };
  /** the card's facts no public source confirms ("producer" among them: the maker is unconfirmed) */
  unverified?: readonly string[];
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

/**
 * A flavour family as the filter reads it: a bottle belongs when its record lists one of the
 * family's botanicals (content/flavour-families.yaml).
 */
export interface FamilyDefinition {
  id: string;
  name: string;
  botanicals: readonly string[];
}

export interface Criteria {
  /** flavour families, all of which a bottle must belong to */
  family?: string[];
  /** styles by id, any of which a bottle may have (a gin has one style at most) */
  style?: string[];
  type?: string;
  botanical?: string;
  abv?: string;
  price?: string;
  distillery?: string;
  sort?: string;
}

/** The filters that take several choices each, in the address's order. */
const MULTI_FACETS = ["family", "style"] as const;
type MultiFacet = (typeof MULTI_FACETS)[number];

/** The filters that take one choice each, in the form's order. */
export const SINGLE_FACETS = ["type", "botanical", "abv", "price", "distillery"] as const;
export type SingleFacet = (typeof SINGLE_FACETS)[number];

/** A bottle's strength in % vol; undefined when no source gives one: in no ABV band, last in either ABV sort. */
export const abvOf = (product: Pick<FilterableProduct, "alcohol">) => abvValue(product.alcohol);
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
function byAbv(a: FilterableProduct, b: FilterableProduct, direction: 1 | -1): number {
  const [va, vb] = [abvOf(a), abvOf(b)];
  if (va === undefined || vb === undefined) return Number(va === undefined) - Number(vb === undefined);
  return direction * (va - vb);
}

function byPrice(a: FilterableProduct, b: FilterableProduct, direction: 1 | -1): number {
  const [pa, pb] = [priceOf(a), priceOf(b)];
  if (!pa || !pb) return Number(!pa) - Number(!pb);
  return alphabetical(pa.currency, pb.currency) || direction * (pa.amount - pb.amount);
}

export function parseCriteria(params: URLSearchParams): Criteria {
  const criteria: Criteria = {};
  for (const key of MULTI_FACETS) {
    const values = [...new Set(params.getAll(key).map((value) => value.trim()))].filter(Boolean);
    if (values.length > 0) criteria[key] = values;
  }
  for (const key of [...SINGLE_FACETS, "sort"] as const) {
    const value = params.get(key)?.trim();
    if (value) criteria[key] = value;
  }
  return criteria;
}

/**
 * A list with a Style facet (the gins) has no Type facet: the type badge repeats the style. An old
 * address's `type` asks for the style its badge names (`?type=Old+Tom`), or for nothing.
 */
export function styleInPlaceOfType(criteria: Criteria): Criteria {
  const { type, ...rest } = criteria;
  const style = type === undefined ? undefined : styleOfType(type);
  if (!style || rest.style?.includes(style)) return rest;
  return { ...rest, style: [...(rest.style ?? []), style] };
}

/** The address query of a choice: one `family` per family, one `style` per style, then the other filters and the sort. */
export function criteriaParams(criteria: Criteria): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of MULTI_FACETS) for (const value of criteria[key] ?? []) params.append(key, value);
  for (const key of [...SINGLE_FACETS, "sort"] as const) if (criteria[key]) params.set(key, criteria[key]);
  return params;
}

/**
 * A filtered list draws a page of cards (LIST_PAGE_SIZE, the same as the pre-rendered pages), then
 * more a page at a time ("Show more"). The count drawn is kept in the address (`shown`), so Back and
 * a shared link land on the same cards; a filter choice starts again at one page. At 20 times the
 * catalogue a choice that redrew every match took over 600 ms on a 4x slower phone.
 */
export { LIST_PAGE_SIZE };
export const SHOWN_PARAM = "shown";

/** How many cards the address asks for: at least a page, at most every match, in whole pages. */
export function shownCount(params: URLSearchParams, matches: number): number {
  const asked = Number.parseInt(params.get(SHOWN_PARAM) ?? "", 10);
  const pages = Number.isFinite(asked) && asked > LIST_PAGE_SIZE ? Math.ceil(asked / LIST_PAGE_SIZE) : 1;
  return Math.min(matches, pages * LIST_PAGE_SIZE);
}

export const hasFilters = (criteria: Criteria) =>
  MULTI_FACETS.some((key) => criteria[key]?.length) || SINGLE_FACETS.some((key) => criteria[key]);

const inBand = (value: number | undefined, bands: readonly { id: string; min: number; max: number }[], id: string) => {
  const band = bands.find((b) => b.id === id);
  return !band || (value !== undefined && value >= band.min && value < band.max);
};

/** The ids of the families a bottle belongs to, by the botanicals it lists (any case). */
export function familiesOf(product: Pick<FilterableProduct, "botanicals">, families: readonly FamilyDefinition[]): Set<string> {
  const own = new Set(product.botanicals.map((name) => name.toLowerCase()));
  return new Set(
    families.filter((family) => family.botanicals.some((name) => own.has(name.toLowerCase()))).map((family) => family.id),
  );
}

function matchesFacet(product: FilterableProduct, key: SingleFacet, value: string): boolean {
  switch (key) {
    case "type":
      return product.type === value;
    case "botanical":
      return product.botanicals.some((b) => b.toLowerCase() === value.toLowerCase());
    case "distillery":
      return product.distillery === value;
    case "abv":
      return inBand(abvOf(product), ABV_BANDS, value);
    case "price":
      return inPriceBand(product, value);
  }
}

/** A family id the list does not know (an old address) filters nothing out. */
const inFamilies = (product: FilterableProduct, ids: readonly string[], families: readonly FamilyDefinition[]) => {
  const known = ids.filter((id) => families.some((family) => family.id === id));
  if (known.length === 0) return true;
  const own = familiesOf(product, families);
  return known.every((id) => own.has(id));
};

/** A style id the list does not know (an old address) filters nothing out; known ones ask for any of them. */
const inStyles = (product: FilterableProduct, ids: readonly string[]) => {
  const known = GIN_STYLES.filter((style) => ids.includes(style.id));
  return known.length === 0 || known.some((style) => style.name === product.style);
};

/** Whether a bottle passes every filter but `except` (the facet whose options are being counted). */
function matches(
  product: FilterableProduct,
  criteria: Criteria,
  families: readonly FamilyDefinition[],
  except?: MultiFacet | SingleFacet,
): boolean {
  if (except !== "family" && criteria.family?.length && !inFamilies(product, criteria.family, families)) return false;
  if (except !== "style" && criteria.style?.length && !inStyles(product, criteria.style)) return false;
  return SINGLE_FACETS.every((key) => key === except || !criteria[key] || matchesFacet(product, key, criteria[key]));
}

export function filterProducts<T extends FilterableProduct>(
  products: T[],
  criteria: Criteria,
  families: readonly FamilyDefinition[] = [],
): T[] {
  return products.filter((product) => matches(product, criteria, families));
}

/**
 * The count beside each style: the bottles of that style the rest of the choice keeps. A gin has one
 * style at most, so the counts of the chosen styles add up to the list shown.
 */
export function styleCounts(products: FilterableProduct[], criteria: Criteria, families: readonly FamilyDefinition[]) {
  const base = products.filter((product) => matches(product, criteria, families, "style"));
  return new Map<string, number>(GIN_STYLES.map((style) => [style.id, base.filter((p) => p.style === style.name).length]));
}

/**
 * The count beside each option: how many bottles the list shows once that option is chosen with the
 * rest of the choice kept (a family is added to the chosen ones; a single choice replaces its own;
 * a style's is `styleCounts`'); `all` is the count of a filter's "All".
 */
export function facetCounts(
  products: FilterableProduct[],
  criteria: Criteria,
  families: readonly FamilyDefinition[],
  options: Record<SingleFacet, readonly string[]>,
) {
  // Each bottle is read a few times, not once per option: with an option per distillery and per
  // botanical that product was most of a filter change's work on a long list (INP, `npm run bench`).
  const chosen = (criteria.family ?? []).filter((id) => families.some((family) => family.id === id));
  const own = new Map(products.map((product) => [product, familiesOf(product, families)]));
  const inChosen = (product: FilterableProduct) => chosen.every((id) => own.get(product)!.has(id));
  const styles = criteria.style ?? [];
  const passes = (product: FilterableProduct, except: "family" | SingleFacet) =>
    (except === "family" || inChosen(product)) &&
    (styles.length === 0 || inStyles(product, styles)) &&
    SINGLE_FACETS.every((key) => key === except || !criteria[key] || matchesFacet(product, key, criteria[key]));

  // A family is added to the chosen ones: of the bottles shown now, those that belong to it too.
  const shownNow = products.filter((product) => passes(product, "family") && inChosen(product));
  const family = new Map(families.map((f) => [f.id, shownNow.filter((product) => own.get(product)!.has(f.id)).length]));
  const single = {} as Record<SingleFacet, { all: number; counts: Map<string, number> }>;
  for (const key of SINGLE_FACETS) {
    const base = products.filter((product) => passes(product, key));
    const tally = tallyOf(base, key);
    single[key] = {
      all: base.length,
      counts: new Map(
        options[key].map((value) => [
          value,
          tally ? (tally.get(countingKey(key, value)) ?? 0) : base.filter((p) => matchesFacet(p, key, value)).length,
        ]),
      ),
    };
  }
  return { family, style: styleCounts(products, criteria, families), ...single };
}

/** A facet's value as counting keys it: a botanical matches in any case, a type or distillery exactly. */
const countingKey = (key: SingleFacet, value: string) => (key === "botanical" ? value.toLowerCase() : value);

const TALLIED_VALUES: Partial<Record<SingleFacet, (product: FilterableProduct) => string[]>> = {
  type: (product) => [product.type],
  distillery: (product) => [product.distillery],
  botanical: (product) => product.botanicals,
};

/** How many of `products` have each value of a facet (by countingKey); none for the bands, few and matched by range. */
function tallyOf(products: FilterableProduct[], key: SingleFacet): Map<string, number> | undefined {
  const valuesOf = TALLIED_VALUES[key];
  if (!valuesOf) return undefined;
  const tally = new Map<string, number>();
  for (const product of products)
    for (const value of new Set(valuesOf(product).map((v) => countingKey(key, v)))) tally.set(value, (tally.get(value) ?? 0) + 1);
  return tally;
}

export type FacetCounts = ReturnType<typeof facetCounts>;

/** Bottles whose maker a public source confirms; the others are not featured and come last in Featured order. */
export const isProducerConfirmed = (product: Pick<FilterableProduct, "unverified">) => !product.unverified?.includes("producer");

export function sortProducts<T extends FilterableProduct>(products: T[], sort: string | undefined): T[] {
  const sorted = [...products];
  const byName = (a: T, b: T) => alphabetical(a.name, b.name);
  switch (sort) {
    case "name":
      return sorted.sort(byName);
    case "price-asc":
      return sorted.sort((a, b) => byPrice(a, b, 1) || byName(a, b));
    case "price-desc":
      return sorted.sort((a, b) => byPrice(a, b, -1) || byName(a, b));
    case "abv-asc":
      return sorted.sort((a, b) => byAbv(a, b, 1) || byName(a, b));
    case "abv-desc":
      return sorted.sort((a, b) => byAbv(a, b, -1) || byName(a, b));
    default:
      // Featured: the published order, bottles of a confirmed maker first (a stable sort keeps the rest).
      return sorted.sort((a, b) => Number(!isProducerConfirmed(a)) - Number(!isProducerConfirmed(b)));
  }
}

/** The values each single-choice filter offers (bands by id), for counting. */
export function facetValues(products: FilterableProduct[]): Record<SingleFacet, string[]> {
  const { types, botanicals, distilleries } = filterOptions(products);
  return {
    type: types,
    botanical: botanicals,
    abv: ABV_BANDS.map((band) => band.id),
    price: [...PRICE_BANDS.map((band) => band.id), NO_PRICE_BAND.id],
    distillery: distilleries,
  };
}

/** The styles the Style filter offers: those the list's records name, in the published order. */
export const styleOptions = (products: Pick<FilterableProduct, "style">[]) =>
  GIN_STYLES.filter((style) => products.some((product) => product.style === style.name));

/** The choices each filter offers, from the list itself. */
export function filterOptions(products: FilterableProduct[]) {
  const unique = (values: string[]) => [...new Set(values)].sort(alphabetical);
  return {
    types: unique(products.map((p) => p.type)),
    botanicals: unique(products.flatMap((p) => p.botanicals)),
    distilleries: unique(products.map((p) => p.distillery)),
  };
}
