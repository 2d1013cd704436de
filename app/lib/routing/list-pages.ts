/**
 * The card lists' pre-rendered pages and their filter files (build time): which list and page an
 * address names, what each page's loader sends (its page of cards, the total and the first view's
 * filter counts) and the file of every bottle the filters read (`/data/<list>-index.json`).
 */
import { BOTTLE_LISTS, LIST_PAGE_SEGMENT, bottleAddress } from "@content/bottle-kinds";
import {
  brennivinPageBottles,
  chipLabelFor,
  summarize,
  CARD_LIST_IDS,
  cardsOfList,
  listFlavourFamilies,
  type CardListId,
  type FlavourFamily,
  type ProductSummary,
} from "@content/index";
import {
  facetCounts,
  facetValues,
  sortProducts,
  styleOptions,
  type FamilyDefinition,
  type FilterableProduct,
  type SingleFacet,
} from "~/lib/catalogue/catalogue-filter";
import { pageCountOf, pageItems } from "~/lib/catalogue/list-paging";
import type { ListIndex } from "~/lib/clients/list-index";

/** The page of the list at `base` an address names (the list's own address: 1; `<base>/page/2`: 2); /page/1 is none. */
export function pageAt(base: string, pathname: string): number | undefined {
  const path = pathname.replace(/\/+$/, "");
  if (path === base) return 1;
  const page = path.startsWith(`${base}/${LIST_PAGE_SEGMENT}/`) ? path.slice(base.length + LIST_PAGE_SEGMENT.length + 2) : "";
  return /^[1-9][0-9]*$/.test(page) && Number(page) > 1 ? Number(page) : undefined;
}

/** The card list and page an address names, or undefined. */
export function cardListAt(pathname: string): { list: CardListId; page: number } | undefined {
  for (const list of CARD_LIST_IDS) {
    const page = pageAt(BOTTLE_LISTS[list].path, pathname);
    if (page) return { list, page };
  }
  return undefined;
}

/** The single-choice filters whose options are fixed bands, not values read from the bottles. */
const BAND_FACETS = ["abv", "price"] as const satisfies readonly SingleFacet[];

/**
 * What the filters show before the list's file (every bottle) has loaded: the unfiltered counts of
 * the facets whose options are fixed (flavour families, styles, the ABV and price bands), so the
 * page's data does not grow with the catalogue. The options and counts of the facets read from the
 * bottles (botanical, distillery, ...) come with the file.
 */
export interface FirstViewFacets {
  total: number;
  family: Record<string, number>;
  style: Record<string, number>;
  bands: Partial<Record<SingleFacet, Record<string, number>>>;
  /** the Style filter's styles, by id (those the list's records name) */
  styles: string[];
}

export function firstViewFacets(products: FilterableProduct[], families: readonly FamilyDefinition[]): FirstViewFacets {
  const values = facetValues([]);
  const counts = facetCounts(products, {}, families, values);
  return {
    total: products.length,
    family: Object.fromEntries(counts.family),
    style: Object.fromEntries(counts.style),
    bands: Object.fromEntries(BAND_FACETS.map((key) => [key, Object.fromEntries(counts[key].counts)])),
    styles: styleOptions(products).map((style) => style.id),
  };
}

/** Flavour families are lists of gin botanicals; whisky ingredients and vodka features have none. */
const familiesOf = (list: CardListId) => (list === "gin" ? listFlavourFamilies() : []);
/** The list in Featured order: the order of its pages and of its file. */
const featured = (list: CardListId): ProductSummary[] => sortProducts(cardsOfList[list](), undefined);

/** A page's data from its list (in Featured order), or undefined past the list's end: its size does not grow with the list. */
export function listPageView<T extends ProductSummary>(all: T[], page: number, families: FlavourFamily[]) {
  const products = pageItems(all, page);
  if (!products) return undefined;
  return { products, page, pageCount: pageCountOf(all.length), facets: firstViewFacets(all, families), families };
}

/** A list's page, or undefined past its end. */
export const cardListPage = (list: CardListId, page: number) => listPageView(featured(list), page, familiesOf(list));

/**
 * A page of the brennivín page's bottles (brennivíns first, then the other spirits), or undefined
 * past the end: its pages hold `LIST_PAGE_SIZE` bottles like the card lists'.
 */
export function brennivinListPage(page: number) {
  const { brennivins, others } = brennivinPageBottles();
  const all = [
    ...brennivins.map((product) => ({
      brennivin: true as const,
      card: { ...summarize(product, bottleAddress("spirit", product.slug)), heritage: product.heritage ?? [] },
    })),
    ...others.map((product) => ({
      brennivin: false as const,
      card: { ...summarize(product), chipLabel: chipLabelFor(product) },
    })),
  ];
  const shown = pageItems(all, page);
  if (!shown) return undefined;
  return {
    products: shown.flatMap((item) => (item.brennivin ? [item.card] : [])),
    others: shown.flatMap((item) => (item.brennivin ? [] : [item.card])),
    brennivinTotal: brennivins.length,
    total: all.length,
    page,
    pageCount: pageCountOf(all.length),
  };
}

export const listIndexJson = (list: CardListId) => JSON.stringify({ products: featured(list) } satisfies ListIndex);
