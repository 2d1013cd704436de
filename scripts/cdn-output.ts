/**
 * The site as Cloudflare Pages serves it, in its own folder (`build/cdn/`). Pages answers `x.html`
 * at `/x` (and redirects `/x.html` and `/x/` there), but a folder's `x/index.html` only at `/x/`,
 * after a 308 from `/x` (developers.cloudflare.com/pages/configuration/serving-pages, "Route
 * matching"; workers/static-assets/routing/advanced/html-handling, "auto-trailing-slash"). So each
 * page moves from `x/index.html` to `x.html` there. `build/client/` keeps the folder layout the
 * Node server reads, and with it one address per page on both.
 */
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { walk } from "../server/static-site";

/** The app shell: on the CDN only ever the top-level 404.html, never at its own address. */
const FALLBACK_FILE = "__spa-fallback.html";
/** The /404 page's own file: the CDN's 404.html (the app shell) answers /404, and its route takes over there. */
const NOT_FOUND_PAGE_FILE = "404/index.html";

/** Where a file of `build/client/` (relative, `/`-separated) goes in the CDN folder, or null when it stays out. */
export function cdnFile(file: string): string | null {
  if (file === FALLBACK_FILE || file === NOT_FOUND_PAGE_FILE) return null;
  // Cloudflare compresses on its own and would serve these as files of their own.
  if (/\.(br|gz)$/.test(file)) return null;
  if (file.endsWith("/index.html")) return `${file.slice(0, -"/index.html".length)}.html`;
  return file;
}

/** Writes the CDN folder afresh from the client build; returns how many pages it holds. */
export function writeCdnOutput(clientDir: string, cdnDir: string): number {
  const files = walk(clientDir).map((path) => relative(clientDir, path).split(sep).join("/"));
  const present = new Set(files);
  rmSync(cdnDir, { recursive: true, force: true });
  let pages = 0;
  for (const file of files) {
    const target = cdnFile(file);
    if (target === null) continue;
    if (target !== file) {
      // A page file and another file of the same name would be one address for two things.
      if (present.has(target)) throw new Error(`cdn-output: ${file} and ${target} would both answer at one address`);
      pages++;
    }
    mkdirSync(dirname(join(cdnDir, target)), { recursive: true });
    copyFileSync(join(clientDir, file), join(cdnDir, target));
  }
  return pages;
}
