import type { PageClass } from "./page-budgets.ts";

/**
 * What `npm run bench` and the site-code guard measure alike: the main page types, the class
 * whose ceiling each is held to (scripts/page-budgets.ts), and which scripts are the framework's
 * (the site's own code is counted apart from them).
 * Plain TypeScript that Node 24 runs as it is (bench.mjs imports it without a build step).
 */
interface MeasuredPage {
  type: string;
  path: string;
  pageClass: PageClass;
}

export const mainPages: MeasuredPage[] = [
  { type: "home", path: "/", pageClass: "home" },
  { type: "list", path: "/premium-gins", pageClass: "list" },
  { type: "gin detail", path: "/gin/lundey-gin", pageClass: "bottle detail" },
  { type: "spirit detail", path: "/spirit/floki-single-malt-whisky", pageClass: "bottle detail" },
  { type: "distillery", path: "/all-distillery/eimverk-distillery", pageClass: "distillery" },
  { type: "map", path: "/distilleries", pageClass: "map" },
  { type: "blog list", path: "/blog", pageClass: "blog list" },
  { type: "blog post", path: "/blog/lundey-gin-puffin-inspired-spirit", pageClass: "blog post" },
  { type: "contact", path: "/contact", pageClass: "contact" },
];

/** Pages of text, measured beside the main types: a legal page and the Why Icelandic Gin? essay. */
export const editorialPages: MeasuredPage[] = [
  { type: "legal", path: "/privacy-policy", pageClass: "text page" },
  { type: "editorial", path: "/why-icelandic-gin", pageClass: "text page" },
];

// React, React DOM and React Router (vite.config.ts groups them), React Router's entry and manifest, and the runtime and preload helper that Rolldown and Vite add.
export const FRAMEWORK_CHUNK = /^\/assets\/(framework|entry\.client|manifest|rolldown-runtime|preload-helper)-/;

export const isFrameworkScript = (url: string) => FRAMEWORK_CHUNK.test(new URL(url).pathname);
