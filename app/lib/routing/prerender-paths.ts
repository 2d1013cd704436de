/**
 * Every address the build pre-renders: the static routes (from routes.ts) plus one per content
 * record (from the content lookups), so a new route or record is pre-rendered (and put in the
 * sitemap) by itself. The pages come from `prerenderPaths()`, the files beside them from `filePaths`.
 */
import { BOTTLE_KIND_IDS, BOTTLE_LISTS, bottleAddress, listPageAddress } from "../../../content/bottle-kinds";
import {
  CARD_LIST_IDS,
  bottlesOfKind,
  brennivinPageBottles,
  cardsOfList,
  listBlogPosts,
  listBotanicalPages,
  listDistilleries,
} from "../../../content/index";
import { listPagePaths } from "./list-addresses";
import routes from "../../routes";

/** The top-level routes without parameters (routes.ts nests none), in the order routes.ts writes them. */
const staticAddresses = routes.flatMap(({ index, path }) =>
  index ? ["/"] : path !== undefined && !/[:*]/.test(path) ? [`/${path}`] : [],
);
/** An address with an extension is a file made by a resource route (sitemap, open data), not a page. */
const isFile = (path: string) => /\.\w+$/.test(path);

/** The static pages. */
export const staticPaths = staticAddresses.filter((path) => !isFile(path));
/** The files the build pre-renders beside the pages (not in the sitemap). */
export const filePaths = staticAddresses.filter(isFile);

export function contentPaths(): string[] {
  return [
    ...listPagePaths(),
    ...BOTTLE_KIND_IDS.flatMap((kind) => bottlesOfKind[kind]().map((bottle) => bottleAddress(kind, bottle.slug))),
    ...listDistilleries().map((distillery) => `/all-distillery/${distillery.slug}`),
    ...listBotanicalPages().map((botanical) => `/botanicals/${botanical.slug}`),
    ...listBlogPosts()
      .filter((post) => post.isLocal)
      .map((post) => `/blog/${post.slug}`),
  ];
}

export function prerenderPaths(): string[] {
  return [...new Set([...staticPaths, ...contentPaths()])];
}

/** One address per route: enough for a test build that needs only a few pages. */
export function samplePrerenderPaths(extra: string[] = []): string[] {
  const firstPerRoute = new Map<string, string>();
  for (const path of contentPaths()) {
    const route = path.split("/")[1]!;
    if (!firstPerRoute.has(route)) firstPerRoute.set(route, path);
  }
  return [...new Set([...staticPaths, ...firstPerRoute.values(), ...extra])];
}
