import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { BOTTLE_KINDS, BOTTLE_KIND_IDS, BOTTLE_LISTS, LIST_PAGE_SEGMENT, listIndexAddress } from "../content/bottle-kinds";
import { pagedLists } from "./lib/routing/list-addresses";

/** The lists of cards with filters and later pages (the brennivín page has its own module). */
const CARD_LISTS = [BOTTLE_LISTS.gin, BOTTLE_LISTS.whisky, BOTTLE_LISTS.vodka];

// Every route, written out. The addresses without parameters are also the pre-rendered static
// pages (lib/routing/prerender-paths reads them from here), in this order.
export default [
  index("routes/home.tsx"),
  // One module per page type; the address picks the list or legal page (ids stay one per address).
  // The lists' and bottles' addresses are content/bottle-kinds.ts's.
  route(BOTTLE_LISTS.gin.path.slice(1), "routes/product-list.tsx", { id: "routes/premium-gins" }),
  route(BOTTLE_LISTS.whisky.path.slice(1), "routes/product-list.tsx", { id: "routes/premium-whiskies" }),
  route(BOTTLE_LISTS.vodka.path.slice(1), "routes/product-list.tsx", { id: "routes/premium-vodkas" }),
  route(BOTTLE_LISTS.brennivin.path.slice(1), "routes/premium-brennivins.tsx", { id: "routes/premium-brennivins" }),
  // A list's page 2 and on (page 1 is the list's own address), for the lists long enough to have one.
  ...pagedLists().map((list) =>
    route(
      `${BOTTLE_LISTS[list].path.slice(1)}/${LIST_PAGE_SEGMENT}/:page`,
      list === "brennivin" ? "routes/premium-brennivins.tsx" : "routes/product-list.tsx",
      { id: `routes${BOTTLE_LISTS[list].path}-page` },
    ),
  ),
  route("distilleries", "routes/distilleries.tsx"),
  route("all-distillery/:distillerySlug", "routes/distillery.tsx"),
  // One module for a bottle's page, at each kind's address (content/bottle-kinds.ts: /gin, /vodka,
  // /spirit, /whisky); the address names the kind (whisky addresses show the spirit page).
  ...BOTTLE_KIND_IDS.map((kind) =>
    route(`${BOTTLE_KINDS[kind].prefix.slice(1)}/:slug`, "routes/bottle.tsx", { id: `routes/${kind}` }),
  ),
  route("why-icelandic-gin", "routes/why-icelandic-gin.tsx"),
  route("botanicals/:botanicalSlug", "routes/botanical.tsx"),
  route("cocktails", "routes/cocktails.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/legal.tsx", { id: "routes/privacy-policy" }),
  route("terms-of-service", "routes/legal.tsx", { id: "routes/terms-of-service" }),
  route("affiliate-disclosure", "routes/legal.tsx", { id: "routes/affiliate-disclosure" }),
  route("cookie-policy", "routes/legal.tsx", { id: "routes/cookie-policy" }),
  route("how-we-describe-bottles", "routes/how-we-describe-bottles.tsx"),
  route("search", "routes/search.tsx"),
  route("compare", "routes/compare.tsx"),
  route("admin", "routes/admin.tsx"),
  route("404", "routes/not-found.tsx"),
  // Files made from the content: resource routes (a loader, no page), pre-rendered as files.
  route("sitemap.xml", "routes/site-file.ts", { id: "routes/sitemap.xml" }),
  route("robots.txt", "routes/site-file.ts", { id: "routes/robots.txt" }),
  route("data/catalogue.json", "routes/site-file.ts", { id: "routes/data/catalogue.json" }),
  route("data/catalogue.csv", "routes/site-file.ts", { id: "routes/data/catalogue.csv" }),
  route("data/search-index.json", "routes/site-file.ts", { id: "routes/data/search-index.json" }),
  route("data/products.json", "routes/site-file.ts", { id: "routes/data/products.json" }),
  // Each card list's every bottle, which its filters read (loaded on the first filter or sort).
  ...CARD_LISTS.map(({ path }) =>
    route(listIndexAddress(path).slice(1), "routes/site-file.ts", { id: `routes${listIndexAddress(path)}` }),
  ),
  // A drawing as an image file: the locator's base map.
  route("maps/iceland-locator.svg", "routes/svg-file.ts", { id: "routes/maps/iceland-locator.svg" }),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
