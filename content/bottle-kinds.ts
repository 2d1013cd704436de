/**
 * The kinds of bottle page, written once: every address, route, pre-rendered path, site file and
 * admin target reads them from here. The content folders, the lists and the pages a bottle has:
 *
 *   kind     address        shows the   answers the records of              list (Back link, crumb)
 *   gin      /gin/<slug>    gin page    products/gins                      /premium-gins
 *   vodka    /vodka/<slug>  vodka page  products/vodkas                    /premium-vodkas
 *   spirit   /spirit/<slug> spirit page the spirit table (below)            by category (`spiritListOf`)
 *   whisky   /whisky/<slug> spirit page products/whiskies (canonical: /spirit/)
 *
 * The spirit table is the whiskies, brennivín, other spirits, and the gin with `category: gin`
 * (which also has its /gin/ page, the canonical one). Copy stays in app/, keyed by these ids.
 * Pure data: the browser bundle may take it (routes.ts reads it too).
 */
import type { ProductFolder } from "./catalogue-files";
import type { ProductCategory } from "./schema";

/** The catalogue's list pages: address, and the content its last-modified date is read from. */
export const BOTTLE_LISTS = {
  gin: { path: "/premium-gins", folder: "products/gins" },
  whisky: { path: "/premium-whiskies", folder: "products/whiskies" },
  vodka: { path: "/premium-vodkas", folder: "products/vodkas" },
  brennivin: { path: "/premium-brennivins", folder: "products" },
} as const;
export type BottleListId = keyof typeof BOTTLE_LISTS;

/** The detail pages a kind of address shows (copy and not-found copy are keyed by these). */
export type BottlePage = "gin" | "vodka" | "spirit";

interface BottleKindEntry {
  /** the address's first segment, with its slash */
  prefix: `/${string}`;
  /** the page it shows */
  page: BottlePage;
  /** the product folders whose records it pre-renders (from the spirit table's gins, only `category: gin`) */
  folders: readonly ProductFolder[];
  /** the list its Back link and crumb lead to; undefined: the bottle's category decides (`spiritListOf`) */
  list?: BottleListId;
}

/** The table, in the order the pre-render and the sitemap list the pages. */
export const BOTTLE_KINDS = {
  gin: { prefix: "/gin", page: "gin", folders: ["gins"], list: "gin" },
  vodka: { prefix: "/vodka", page: "vodka", folders: ["vodkas"], list: "vodka" },
  spirit: { prefix: "/spirit", page: "spirit", folders: ["whiskies", "brennivin", "gins", "otherSpirits"] },
  whisky: { prefix: "/whisky", page: "spirit", folders: ["whiskies"], list: "whisky" },
} as const satisfies Record<string, BottleKindEntry>;
export type BottleKind = keyof typeof BOTTLE_KINDS;
export const BOTTLE_KIND_IDS = Object.keys(BOTTLE_KINDS) as BottleKind[];

/** A bottle's address on a kind's page. */
export const bottleAddress = (kind: BottleKind, slug: string) => `${BOTTLE_KINDS[kind].prefix}/${slug}`;

/** The kind an address names by its first segment, or undefined for any other page. */
export function bottleKindOf(pathname: string): BottleKind | undefined {
  const segment = pathname.split("/")[1] ?? "";
  return (BOTTLE_KIND_IDS as string[]).includes(segment) ? (segment as BottleKind) : undefined;
}

/** Whether a kind's pages are twins of another kind's (the whisky addresses show the spirit page). */
export const isTwinKind = (kind: BottleKind) => BOTTLE_KINDS[kind].page !== kind;

/** The product folders a page looks a slug up in: every folder of the kinds that show it. */
export const foldersOfPage = (page: BottlePage): ProductFolder[] => [
  ...new Set(BOTTLE_KIND_IDS.filter((kind) => BOTTLE_KINDS[kind].page === page).flatMap((kind) => BOTTLE_KINDS[kind].folders)),
];

/** The kind whose address a folder's lists link (the first in the table that takes the folder). */
export const listedKindOfFolder = (folder: ProductFolder): BottleKind =>
  BOTTLE_KIND_IDS.find((kind) => (BOTTLE_KINDS[kind].folders as readonly ProductFolder[]).includes(folder))!;

/**
 * Which list a spirit-table bottle belongs to: whisky, brennivín, or (anything else) gins.
 * Aquavits, liqueurs (limoncello included) and rum are listed on the brennivín page, so their
 * breadcrumb and Back button lead there (docs/decisions.md departs from the original gin list here).
 */
export function spiritListOf(category: ProductCategory | undefined): BottleListId {
  switch (category) {
    case "whisky":
      return "whisky";
    case "brennivin":
    case "aquavit":
    case "liqueur":
    case "limoncello":
    case "rum":
      return "brennivin";
    default:
      return "gin";
  }
}

/**
 * A card list's later pages: page 1 is the list's own address, page n (2 and on) `<list>/page/<n>`;
 * each list's filter data (every bottle's card) is one file beside the site's other data.
 */
export const LIST_PAGE_SEGMENT = "page";
export const listPageAddress = (listPath: string, page: number) =>
  page <= 1 ? listPath : `${listPath}/${LIST_PAGE_SEGMENT}/${page}`;
export const listIndexAddress = (listPath: string) => `/data${listPath}-index.json`;
