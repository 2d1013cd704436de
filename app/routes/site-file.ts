import {
  catalogueCsv,
  catalogueJson,
  comparableProductsJson,
  robotsTxt,
  searchIndexJson,
  sitemapXml,
} from "~/lib/routing/site-files";
import { siteConfig } from "~/config/site";
import { prerenderPaths } from "~/lib/routing/prerender-paths";
import { listIndexJson } from "~/lib/routing/list-pages";
import { BOTTLE_LISTS, listIndexAddress } from "@content/bottle-kinds";
import { CARD_LIST_IDS } from "@content/index";
import type { Route } from "./+types/site-file";

const { siteUrl } = siteConfig;
const json = "application/json; charset=utf-8";

/** The files made from the content, by address (routes.ts mounts this module at each one). */
const files: Record<string, { type: string; body: () => string }> = {
  "/sitemap.xml": { type: "application/xml; charset=utf-8", body: () => sitemapXml(siteUrl, prerenderPaths()) },
  "/robots.txt": { type: "text/plain; charset=utf-8", body: () => robotsTxt(siteUrl) },
  "/data/catalogue.json": { type: json, body: () => catalogueJson(siteUrl) },
  "/data/catalogue.csv": { type: "text/csv; charset=utf-8", body: () => catalogueCsv(siteUrl) },
  "/data/search-index.json": { type: json, body: searchIndexJson },
  "/data/products.json": { type: json, body: comparableProductsJson },
  ...Object.fromEntries(
    CARD_LIST_IDS.map((list) => [listIndexAddress(BOTTLE_LISTS[list].path), { type: json, body: () => listIndexJson(list) }]),
  ),
};

// A resource route: no page, only the file. The build writes each to build/client; `npm run dev` answers it.
export function loader({ url }: Route.LoaderArgs) {
  const file = files[url.pathname];
  if (!file) throw new Response("Not Found", { status: 404 });
  return new Response(file.body(), { headers: { "Content-Type": file.type } });
}
