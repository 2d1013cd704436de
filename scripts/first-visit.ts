/**
 * What `npm run bench` and the first-visit budget test measure alike: the main page types, and
 * which scripts are the framework's (the budget is the framework plus the site's own code).
 * Plain TypeScript that Node 24 runs as it is (bench.mjs imports it without a build step).
 */
export const mainPages = [
  { type: "home", path: "/" },
  { type: "list", path: "/premium-gins" },
  { type: "gin detail", path: "/gin/lundey-gin" },
  { type: "spirit detail", path: "/spirit/floki-single-malt-whisky" },
  { type: "distillery", path: "/all-distillery/eimverk-distillery" },
  { type: "map", path: "/distilleries" },
  { type: "blog list", path: "/blog" },
  { type: "blog post", path: "/blog/lundey-gin-puffin-inspired-spirit" },
  { type: "contact", path: "/contact" },
];

/** Pages of text, measured beside the main types: a legal page and the Why Icelandic Gin? essay. */
export const editorialPages = [
  { type: "legal", path: "/privacy-policy" },
  { type: "editorial", path: "/why-icelandic-gin" },
];

// React, React DOM and React Router (vite.config.ts groups them), React Router's entry and manifest, and the runtime and preload helper that Rolldown and Vite add.
export const FRAMEWORK_CHUNK = /^\/assets\/(framework|entry\.client|manifest|rolldown-runtime|preload-helper)-/;

export const isFrameworkScript = (url: string) => FRAMEWORK_CHUNK.test(new URL(url).pathname);
