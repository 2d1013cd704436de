/**
 * Share cards: one PNG per pre-rendered page (drawn by scripts/share-card-draw.ts). A card shows
 * what the page's meta tags say, taken from the same values: the route's loader data (the
 * pre-rendered `.data` file the build writes beside each page, or the dev server's answer), whose
 * meta descriptors `metaFromLoader` gives the page's tags; app/lib/routing/share-card.ts reads
 * the card from them. The page's `og:image` (lib/routing/seo) says where its card goes.
 *
 * Cards are cached by a hash of everything they are made from, so an unchanged card costs a read.
 */
import sharp from "sharp";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, type MetaDescriptor } from "react-router";
import { metaFromLoader } from "../app/lib/routing/route-meta";
import { shareCardOf, type CardInput, type ShareCard } from "../app/lib/routing/share-card";
import { fontFile, renderCard, renderLogo, type RenderOptions } from "./share-card-draw";

type SiteOptions = Pick<RenderOptions, "siteName" | "siteUrl">;

/** Where React Router puts a page's loader data: /_.data for the home page, /gin/x.data for /gin/x. */
export const dataPathOf = (pagePath: string) => `${pagePath.replace(/\/+$/, "") || "/_"}.data`;

/**
 * The meta descriptors of a page's loader data (a `.data` body, as React Router encodes it):
 * what the page's own route (the last one with data) hands its `meta` export.
 */
export async function loaderMeta(body: ReadableStream<Uint8Array>): Promise<MetaDescriptor[] | undefined> {
  // React Router's own decoder of its single-fetch format (exported for such uses as UNSAFE_).
  const decoded = await decodeViaTurboStream(body, globalThis);
  await decoded.done;
  const routes = Object.values(decoded.value as Record<string, { data?: unknown }>);
  const data = routes
    .map((route) => route?.data)
    .filter((value): value is { meta: MetaDescriptor[] } => Array.isArray((value as { meta?: unknown } | undefined)?.meta))
    .at(-1);
  return data && metaFromLoader(data);
}

/** A page's card from its loader data, or undefined when its meta names no card. */
export async function shareCardOfData(body: ReadableStream<Uint8Array>, options: SiteOptions): Promise<ShareCard | undefined> {
  const meta = await loaderMeta(body);
  return meta && shareCardOf(meta, options.siteName, options.siteUrl);
}

/** Hash of what the renderer is made of: its file and the fonts. Any change makes every card anew. */
const rendererHash = (() => {
  const hash = createHash("sha256").update(readFileSync(join(import.meta.dirname, "share-card-draw.ts")));
  for (const weight of [400, 600] as const)
    for (const subset of ["latin", "latin-ext"] as const) hash.update(readFileSync(fontFile(subset, weight)));
  hash.update(sharp.versions.vips);
  return hash.digest("hex");
})();

/** The cache key of a card: its input, the bytes of its image, the renderer and the site's name and host. */
export function cardKey(input: CardInput, imageBytes: Buffer | undefined, options: SiteOptions): string {
  return createHash("sha256")
    .update(rendererHash)
    .update(JSON.stringify([input, options.siteName, options.siteUrl]))
    .update(imageBytes ?? "")
    .digest("hex")
    .slice(0, 32);
}

export const DEFAULT_CACHE_DIR = join(import.meta.dirname, "..", "node_modules", ".cache", "share-cards");

/** A card from the cache, or made and cached. */
export async function cachedCard(
  input: CardInput,
  options: RenderOptions,
  cacheDir = DEFAULT_CACHE_DIR,
): Promise<{ png: Buffer; cached: boolean; file: string }> {
  const key = cardKey(input, input.image ? options.readImage(input.image) : undefined, options);
  const file = join(cacheDir, `${key}.png`);
  if (existsSync(file)) return { png: readFileSync(file), cached: true, file };
  const png = await renderCard(input, options);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, png);
  return { png, cached: false, file };
}

/** A reader of site paths' files under a folder (build/client, public/). */
export const siteFileReader = (root: string) => (sitePath: string) => {
  const file = join(root, decodeURIComponent(sitePath.split(/[?#]/)[0]!));
  return file.startsWith(root) && existsSync(file) ? readFileSync(file) : undefined;
};

/**
 * Writes the card of every page whose meta names one in its `og:image` (build/client/share/...png),
 * from the page's pre-rendered loader data. `pagePaths`: the built pages (/, /gin/x; a name ending
 * in .html, such as the app shell, is a file with no data).
 */
export async function writeShareCards(
  clientDir: string,
  pagePaths: string[],
  options: SiteOptions,
  cacheDir = DEFAULT_CACHE_DIR,
): Promise<{ made: number; cached: number }> {
  const readImage = siteFileReader(clientDir);
  const cards: ShareCard[] = [];
  for (const pagePath of pagePaths.filter((path) => !path.endsWith(".html"))) {
    const dataFile = join(clientDir, dataPathOf(pagePath));
    if (!existsSync(dataFile)) throw new Error(`share cards: ${pagePath} has no loader data (${dataPathOf(pagePath)})`);
    const card = await shareCardOfData(new Blob([readFileSync(dataFile)]).stream(), options);
    if (card) cards.push(card);
  }
  const seen = new Set<string>();
  let made = 0;
  let cached = 0;
  // Two at a time: sharp works on its own threads, and the machine may have two cores.
  const queue = cards.filter(({ cardPath }) => !seen.has(cardPath) && seen.add(cardPath));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await cachedCard(job.input, { ...options, readImage }, cacheDir);
      const target = join(clientDir, job.cardPath);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(result.file, target);
      if (result.cached) cached++;
      else made++;
    }
  };
  await Promise.all([worker(), worker()]);
  return { made, cached };
}

// `tsx scripts/share-cards.ts logo`: writes the committed logo files from the site's mark.
if (process.argv[1] === import.meta.filename && process.argv[2] === "logo") {
  const publicDir = join(import.meta.dirname, "..", "public");
  writeFileSync(join(publicDir, "images", "logo-512.png"), await renderLogo(512));
  writeFileSync(join(publicDir, "apple-touch-icon.png"), await renderLogo(180));
  console.log("share-cards: wrote public/images/logo-512.png and public/apple-touch-icon.png");
}
