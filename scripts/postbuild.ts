/**
 * After `react-router build`: hydration after the first paint, per-page CSP hashes, CDN `_headers` and `_redirects`,
 * precompressed files, and the bundled production server.
 */
import { build } from "esbuild";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readConfig } from "../app/config/site";
import { legacyRedirects } from "../app/lib/legacy-redirects";
import { prerenderPaths } from "../app/lib/prerender-paths";
import { listAllProducts, listBlogPosts, listDistilleries, listGins, productPath } from "../content/index";
import { HSTS_VALUE, baseSecurityHeaders, contentSecurityPolicy } from "../server/security-headers";
import { walk } from "../server/static-site";
import { deferHydration } from "./defer-hydration";
import { inlineScriptHashes } from "./inline-script-hashes";

const buildDir = join(import.meta.dirname, "..", process.env.BUILD_DIRECTORY ?? "build");
const clientDir = join(buildDir, "client");
const config = readConfig(process.env);

const pagePath = (file: string) => {
  const rel = relative(clientDir, file).split(sep).join("/");
  if (rel === "index.html") return "/";
  if (rel.endsWith("/index.html")) return `/${rel.slice(0, -"/index.html".length)}`;
  return `/${rel}`;
};

const files = walk(clientDir);
const pages: Record<string, string> = {};
for (const file of files.filter((f) => f.endsWith(".html"))) {
  const path = pagePath(file);
  const html = deferHydration(readFileSync(file, "utf8"));
  writeFileSync(file, html);
  pages[path] = contentSecurityPolicy(config, {
    scriptHashes: inlineScriptHashes(html),
    admin: path === "/admin",
  });
}
const defaultCsp = contentSecurityPolicy(config, { scriptHashes: [] });
const FALLBACK_PAGE = "/__spa-fallback.html";
writeFileSync(join(buildDir, "csp.json"), JSON.stringify({ pages, default: defaultCsp }, null, 1));
// What the server must know of the build: the form ids the pages post with.
writeFileSync(
  join(buildDir, "site-config.json"),
  JSON.stringify({
    formIds: { contact: config.hubspot.contactFormId, footer: config.hubspot.footerFormId, popup: config.hubspot.popupFormId },
    localInbox: !config.hubspot.portalId,
  }),
);

// CDN deploys (Netlify, Cloudflare Pages): the same headers and redirects.
const headerLines = [
  "/*",
  ...Object.entries(baseSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`),
  `  Strict-Transport-Security: ${HSTS_VALUE}`,
  // Unknown paths get the app shell (see _redirects), so the default must let its scripts run.
  `  Content-Security-Policy: ${pages[FALLBACK_PAGE] ?? defaultCsp}`,
  "/assets/*",
  "  Cache-Control: public, max-age=31536000, immutable",
  "/admin",
  "  X-Robots-Tag: noindex, nofollow",
];
for (const [path, csp] of Object.entries(pages)) {
  if (path.startsWith("/__")) continue;
  // `!` detaches the inherited CSP so the page's own applies (Netlify and Cloudflare both read it).
  headerLines.push(path, "  ! Content-Security-Policy", `  Content-Security-Policy: ${csp}`);
}
writeFileSync(join(clientDir, "_headers"), headerLines.join("\n") + "\n");

const redirectLines = [
  ...Object.entries(legacyRedirects).flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`]),
  "/*/gin/einiberja-gin /premium-gins 301",
  "/gin/einiberja-gin /premium-gins 301",
  "/* /__spa-fallback.html 404",
];
writeFileSync(join(clientDir, "_redirects"), redirectLines.join("\n") + "\n");

// Search engines: every pre-rendered page but the operator page and /404, with the content's dates.
const lastModified = new Map(listBlogPosts().map((post) => [`/blog/${post.slug}`, post.publishedDate]));
const newestPost = [...lastModified.values()].sort().at(-1);
if (newestPost) lastModified.set("/blog", newestPost);
const sitemapPaths = prerenderPaths().filter((path) => path !== "/admin" && path !== "/404" && !path.startsWith("/whisky/"));
const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
writeFileSync(
  join(clientDir, "sitemap.xml"),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths.map((path) => {
      const date = lastModified.get(path);
      return `  <url><loc>${xmlEscape(config.siteUrl + path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ""}</url>`;
    }),
    "</urlset>",
    "",
  ].join("\n"),
);
writeFileSync(
  join(clientDir, "robots.txt"),
  ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${config.siteUrl}/sitemap.xml`, ""].join("\n"),
);

// Open data: the catalogue's public fields, generated from the content modules.
const LICENCE = "CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), attribution: The Gins of Iceland";
const products = listAllProducts().map((p) => ({
  slug: p.slug,
  name: p.name,
  category: p.category ?? (productPath(p).startsWith("/vodka/") ? "vodka" : "gin"),
  type: p.type,
  distillery: p.distillery,
  alcohol: p.alcohol,
  price: p.price,
  botanicals: p.botanicals,
  description: p.description,
  url: config.siteUrl + productPath(p),
}));
const uniqueProducts = [...new Map(products.map((p) => [p.slug, p])).values()];
const distilleries = listDistilleries().map((d) => ({
  slug: d.slug,
  name: d.name,
  location: d.location,
  founded: d.founded,
  longitude: d.coordinates[0],
  latitude: d.coordinates[1],
  website: d.website ?? null,
  url: `${config.siteUrl}/all-distillery/${d.slug}`,
}));
mkdirSync(join(clientDir, "data"), { recursive: true });
writeFileSync(
  join(clientDir, "data", "catalogue.json"),
  JSON.stringify({ licence: LICENCE, source: config.siteUrl, products: uniqueProducts, distilleries }, null, 1),
);
const csvCell = (value: unknown) => {
  const text = Array.isArray(value) ? value.join("; ") : String(value ?? "");
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvColumns = [
  "slug",
  "name",
  "category",
  "type",
  "distillery",
  "alcohol",
  "price",
  "botanicals",
  "description",
  "url",
] as const;
writeFileSync(
  join(clientDir, "data", "catalogue.csv"),
  [`# ${LICENCE}`, csvColumns.join(","), ...uniqueProducts.map((p) => csvColumns.map((c) => csvCell(p[c])).join(","))].join(
    "\n",
  ) + "\n",
);

// Search index and the comparison's data: loaded by the browser only when used.
const searchEntries = [
  ...uniqueProducts.map((p) => ({
    kind: "product",
    title: p.name,
    subtitle: `${p.type} · ${p.distillery}`,
    href: p.url.slice(config.siteUrl.length),
    text: [p.distillery, p.type, p.category, ...p.botanicals, p.description].join(" "),
  })),
  ...listDistilleries().map((d) => ({
    kind: "distillery",
    title: d.name,
    subtitle: d.location,
    href: `/all-distillery/${d.slug}`,
    text: [d.location, ...d.specialties, d.description].join(" "),
  })),
  ...listBlogPosts().map((post) => ({
    kind: "post",
    title: post.title,
    subtitle: post.category,
    href: `/blog/${post.slug}`,
    text: post.excerpt,
  })),
];
writeFileSync(join(clientDir, "data", "search-index.json"), JSON.stringify({ entries: searchEntries }));
const ginSlugs = new Set(listGins().map((g) => g.slug));
writeFileSync(
  join(clientDir, "data", "products.json"),
  JSON.stringify({
    products: [...new Map(listAllProducts().map((p) => [p.slug, p])).values()].map((p) => ({
      slug: p.slug,
      name: p.name,
      href: ginSlugs.has(p.slug) ? `/gin/${p.slug}` : productPath(p),
      image: p.image,
      type: p.type,
      distillery: p.distillery,
      alcohol: p.alcohol,
      price: p.price,
      botanicals: p.botanicals,
      tastingNotes: p.tastingNotes,
      awards: p.awards,
      buyLink: p.buyLink,
    })),
  }),
);

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

await build({
  entryPoints: [join(import.meta.dirname, "..", "server", "index.ts")],
  outfile: join(buildDir, "server", "index.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["better-sqlite3"],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: "warning",
});

console.log(`postbuild: ${Object.keys(pages).length} pages with CSP, ${compressed} files precompressed, server bundled`);
