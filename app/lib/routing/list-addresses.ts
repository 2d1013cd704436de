/**
 * Which lists come in more than one page, and the addresses of their later pages. Read by routes.ts
 * (with `ssr: false` a route with a loader must have a pre-rendered page, so a list that fits one
 * page gets no route for later pages) and by the pre-render list. No imports with aliases.
 */
import { BOTTLE_LISTS, listPageAddress, type BottleListId } from "../../../content/bottle-kinds";
import { brennivinPageBottles, cardsOfList } from "../../../content/index";
import { pageCountOf } from "../catalogue/list-paging";

/** How many bottles each list's pages hold (the brennivín page: its brennivíns and other spirits). */
function listTotal(list: BottleListId): number {
  if (list !== "brennivin") return cardsOfList[list]().length;
  const { brennivins, others } = brennivinPageBottles();
  return brennivins.length + others.length;
}

const LIST_IDS = Object.keys(BOTTLE_LISTS) as BottleListId[];

/** The lists with a page 2. */
export const pagedLists = () => LIST_IDS.filter((list) => pageCountOf(listTotal(list)) > 1);

/** Each list's pages after the first (/premium-gins/page/2, ...): plain links reach every bottle. */
export const listPagePaths = () =>
  LIST_IDS.flatMap((list) =>
    Array.from({ length: pageCountOf(listTotal(list)) - 1 }, (_, i) => listPageAddress(BOTTLE_LISTS[list].path, i + 2)),
  );
