/**
 * The card lists' pre-rendered pages and their filter files (build time): which list and page an
 * address names, what each page's loader sends (its page of cards, the total and the first view's
 * filter counts) and the file of every bottle the filters read (`/data/<list>-index.json`).
 */
import { BOTTLE_LISTS, LIST_PAGE_SEGMENT } from "@content/bottle-kinds";
import {
  CARD_LIST_IDS,
  cardsOfList,
  listFlavourFamilies,
  type CardListId,
  type FlavourFamily,
  type ProductSummary,
} from "@content/index";
import { firstViewFacets, sortProducts } from "~/lib/catalogue/catalogue-filter";
import { pageCountOf, pageItems } from "~/lib/catalogue/list-paging";
import type { ListIndex } from "~/lib/clients/list-index";

/** The list and page an address names (/premium-gins: page 1; /premium-gins/page/2: page 2); /page/1 is none. */
export function cardListAt(pathname: string): { list: CardListId; page: number } | undefined {
  const path = pathname.replace(/\/+$/, "");
  for (const list of CARD_LIST_IDS) {
    const base = BOTTLE_LISTS[list].path;
    if (path === base) return { list, page: 1 };
    const page = path.startsWith(`${base}/${LIST_PAGE_SEGMENT}/`) ? path.slice(base.length + LIST_PAGE_SEGMENT.length + 2) : "";
    if (/^[1-9][0-9]*$/.test(page) && Number(page) > 1) return { list, page: Number(page) };
  }
  return undefined;
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

export const listIndexJson = (list: CardListId) => JSON.stringify({ products: featured(list) } satisfies ListIndex);
