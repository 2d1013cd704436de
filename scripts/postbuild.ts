/**
 * After `react-router build`: hydration after the first paint, one CSP for every page, CDN `_headers`,
 * `_redirects` and 404.html (checked), precompressed files, and the bundled production server.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readConfig } from "../app/config/site";
import { filePaths } from "../app/lib/routing/prerender-paths";
import { DOCUMENT_ONLY_HEADER_NAMES, HSTS_VALUE, baseSecurityHeaders, contentSecurityPolicy } from "../server/security-headers";
import { ADMIN_PAGE, IMMUTABLE_CACHE, IMMUTABLE_FOLDERS, walk } from "../server/static-site";
import { writeCdnOutput } from "./cdn-output";
import { cdnRedirects, checkSite, formatHeaders } from "./cdn-rules";
import { deferHydration } from "./defer-hydration";
import { inlineScriptHashes } from "./inline-script-hashes";
import { bundleServer } from "./server-bundle";
import { writeShareCards } from "./share-cards";

const buildDir = join(import.meta.dirname, "..", process.env.BUILD_DIRECTORY ?? "build");
const clientDir = join(buildDir, "client");
const config = readConfig(process.env);

const pagePath = (file: string) => {
  const rel = relative(clientDir, file).split(sep).join("/");
  if (rel === "index.html") return "/";
  if (rel.endsWith("/index.html")) return `/${rel.slice(0, -"/index.html".length)}`;
  return `/${rel}`;
};

const FALLBACK_PAGE = "/__spa-fallback.html";
const pageHtml: Record<string, string> = {};
for (const file of walk(clientDir).filter((f) => f.endsWith(".html"))) {
  const html = deferHydration(readFileSync(file, "utf8"));
  writeFileSync(file, html);
  pageHtml[pagePath(file)] = html;
}
const appShell = pageHtml[FALLBACK_PAGE];
if (!appShell) throw new Error(`postbuild: ${FALLBACK_PAGE} is missing`);
// Cloudflare Pages and Netlify answer an address with no file with the top-level 404.html and status 404:
// the app shell, whose catch-all route then finds the legacy address or shows the not-found flow.
writeFileSync(join(clientDir, "404.html"), appShell);
pageHtml["/404.html"] = appShell;

// One policy for every page: their executable inline scripts are the same few (see defer-hydration).
// The operator page keeps its own, which also reaches the scraping service and images anywhere.
const siteScriptHashes = [
  ...new Set(
    Object.entries(pageHtml)
      .filter(([path]) => path !== ADMIN_PAGE)
      .flatMap(([, html]) => inlineScriptHashes(html)),
  ),
];
const MAX_SITE_SCRIPT_HASHES = 8;
if (siteScriptHashes.length > MAX_SITE_SCRIPT_HASHES) {
  throw new Error(
    `postbuild: ${siteScriptHashes.length} different inline scripts across the pages (at most ${MAX_SITE_SCRIPT_HASHES}): ` +
      'what differs per page belongs in a <script type="application/json"> block',
  );
}
const siteCsp = contentSecurityPolicy(config, { scriptHashes: siteScriptHashes });
const adminCsp = contentSecurityPolicy(config, { scriptHashes: inlineScriptHashes(pageHtml[ADMIN_PAGE] ?? ""), admin: true });
const pages = Object.fromEntries(Object.keys(pageHtml).map((path) => [path, path === ADMIN_PAGE ? adminCsp : siteCsp]));
const serverCsp = { pages, default: siteCsp };
writeFileSync(join(buildDir, "csp.json"), JSON.stringify(serverCsp, null, 1));
// What the server must know of the build: the form ids the pages post with.
writeFileSync(
  join(buildDir, "site-config.json"),
  JSON.stringify({
    formIds: { contact: config.hubspot.contactFormId, footer: config.hubspot.footerFormId, popup: config.hubspot.popupFormId },
    localInbox: !config.hubspot.portalId,
  }),
);

// CDN deploys (Netlify, Cloudflare Pages): the same headers and redirects, in a handful of rules.
const adminHeaders = { "X-Robots-Tag": "noindex, nofollow", "Content-Security-Policy": adminCsp };
const headersFile = formatHeaders([
  {
    path: "/*",
    headers: { ...baseSecurityHeaders, "Strict-Transport-Security": HSTS_VALUE, "Content-Security-Policy": siteCsp },
  },
  ...IMMUTABLE_FOLDERS.map((folder) => ({
    path: `${folder}*`,
    detach: DOCUMENT_ONLY_HEADER_NAMES,
    headers: { "Cache-Control": IMMUTABLE_CACHE },
  })),
  // `!` detaches a header set by `/*` (Cloudflare; Netlify's parser skips the line: there hashed files keep the
  // document headers, and the admin page gets both policies).
  // In build/cdn the page is admin.html at /admin; /admin/ only redirects there.
  { path: ADMIN_PAGE, detach: ["Content-Security-Policy"], headers: adminHeaders },
]);
writeFileSync(join(clientDir, "_headers"), headersFile);

// Legacy addresses as 301s, and what else makes Cloudflare answer as the Node server does. Unknown
// addresses need no rule: they get 404.html (see above).
const redirectsFile = cdnRedirects();
writeFileSync(join(clientDir, "_redirects"), redirectsFile);

const problems = checkSite({
  headers: headersFile,
  redirects: redirectsFile,
  pages: pageHtml,
  notFoundPage: appShell,
  serverCsp,
});
// The pre-render and the browser bundle are two builds: a page linking a stylesheet the bundle does not
// name is redrawn by React on load (hydration error #418), so such a build stops here.
const bundleText = walk(clientDir)
  .filter((file) => file.endsWith(".js"))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");
for (const [path, html] of Object.entries(pageHtml))
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g))
    if (!bundleText.includes(href!)) problems.push(`${path}: links ${href}, which the browser's bundle does not name`);
if (problems.length) {
  console.error(`postbuild: the build check failed:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}

// The sitemap, robots.txt and data files are pre-rendered resource routes (routes/site-file.ts). React Router
// also writes a .data twin of each for its own fetchers, which nothing here uses.
for (const path of filePaths) rmSync(join(clientDir, `${path}.data`), { force: true });

// Each page's share card (its og:image), from the meta in its loader data; unchanged cards come from the cache.
const cards = await writeShareCards(clientDir, Object.keys(pageHtml), { siteName: config.siteName, siteUrl: config.siteUrl });

writeCdnOutput(clientDir, join(buildDir, "cdn"));

// Precompress text files once, so the server only streams them.
let compressed = 0;
for (const file of walk(clientDir)) {
  if (!/\.(html|js|css|svg|json|data|xml|txt|csv)$/.test(file)) continue;
  const source = readFileSync(file);
  if (source.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  compressed++;
}

await bundleServer(join(buildDir, "server"));

console.log(
  `postbuild: ${Object.keys(pages).length} pages with CSP (${siteScriptHashes.length} inline script hashes), ` +
    `${compressed} files precompressed, ${cards.made + cards.cached} share cards (${cards.made} made, ${cards.cached} cached), server bundled`,
);
