/**
 * Generates the site's SVG artwork (bottles, distillery scenes, logos, botanicals, blog images,
 * curator portrait, default social card) from the content: the catalogue's YAML files and the blog modules.
 *
 *   npm run artwork                 writes public/images (the build only reads the committed files)
 *   npm run artwork -- --check      writes nothing; fails when a committed file differs from the content
 *
 * The drawing lives in scripts/artwork/ (bottles, places, botanicals, blog, shared svg helpers).
 * One Nordic flat-vector style with a limited palette. Output is deterministic: every variation is
 * derived from a hash of the slug, so re-running writes identical bytes (unchanged files are not
 * touched). A content folder or file that is missing or fails to read is reported and its family skipped;
 * stale files (slugs that no longer exist) are removed from each family folder that was fully read.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  BOTANICALS_FILE,
  ContentError,
  DISTILLERY_FOLDER,
  loadBotanicals,
  loadDistilleries,
  loadProducts,
  PRODUCT_FOLDERS,
  type ProductFolder,
} from "../content/catalogue-files";
import type { BlogPostRecord } from "../content/schema";
import { blogSvg, curatorSvg } from "./artwork/blog";
import { botanicalSvg } from "./artwork/botanicals";
import { bottleSvg, FOLDER_KIND, guessCategory } from "./artwork/bottles";
import { distillerySvg, logoSvg, type DistilleryLike } from "./artwork/places";
import { FILE_BYTES } from "./artwork/svg";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CONTENT = join(ROOT, "content");
const CHECK = process.argv.includes("--check");
const outFlag = process.argv.indexOf("--out");
// --out: another folder, so the check can be tested on a copy.
const OUT = outFlag > 0 ? resolve(process.argv[outFlag + 1] ?? "") : join(ROOT, "public", "images");
/** In --check mode: the files that `npm run artwork` would write or delete. */
const outOfDate: string[] = [];

// ---------------------------------------------------------------------------------------------
// Content loading and writing
// ---------------------------------------------------------------------------------------------
type Loaded = { status: "ok"; mod: Record<string, unknown> } | { status: "missing" } | { status: "error"; error: string };
const warnings: string[] = [];
const warn = (msg: string) => {
  warnings.push(msg);
  console.warn(`warning: ${msg}`);
};

async function load(rel: string): Promise<Loaded> {
  const file = join(ROOT, rel);
  if (!existsSync(file)) return { status: "missing" };
  try {
    return { status: "ok", mod: (await import(pathToFileURL(file).href)) as Record<string, unknown> };
  } catch (e) {
    return { status: "error", error: e instanceof Error ? (e.message.split("\n")[0] ?? "") : String(e) };
  }
}

/** One catalogue folder or file (content/catalogue-files.ts); undefined, with a warning, when it has problems. */
function readContent<T>(rel: string, skipped: string, read: () => T): T | undefined {
  try {
    return read();
  } catch (e) {
    const problems = e instanceof ContentError ? e.problems.join("; ") : e instanceof Error ? e.message : String(e);
    warn(`${rel} could not be read (${problems}); ${skipped}`);
    return undefined;
  }
}

const isRecord = (v: unknown): v is { slug: string; name: string } =>
  !!v &&
  typeof v === "object" &&
  typeof (v as { slug?: unknown }).slug === "string" &&
  typeof (v as { name?: unknown }).name === "string";
const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Named exports (arrays or single records); falls back to any product-like export. */
function recordsOf<T>(mod: Record<string, unknown>, names: string[], rel: string, looksRight: (v: unknown) => boolean): T[] {
  const out: unknown[] = [];
  let found = false;
  for (const name of names) {
    const v = mod[name];
    if (v === undefined) {
      warn(`${rel}: export "${name}" not found`);
      continue;
    }
    found = true;
    out.push(...(Array.isArray(v) ? v : [v]));
  }
  if (!found) {
    for (const v of Object.values(mod)) {
      const list = Array.isArray(v) ? v : [v];
      if (list.length && list.every(looksRight)) out.push(...list);
    }
  }
  return out.filter((v) => {
    if (!looksRight(v)) return false;
    if (!SLUG_RE.test((v as { slug: string }).slug)) {
      warn(`${rel}: skipping record with unusable slug "${(v as { slug: string }).slug}"`);
      return false;
    }
    return true;
  }) as T[];
}

interface Family {
  name: string;
  dir: string;
  files: Map<string, string>;
  /** whether stale files in the folder may be deleted */
  complete: boolean;
}
const families: Family[] = [];
function family(name: string, dir: string): Family {
  const f: Family = { name, dir, files: new Map(), complete: true };
  families.push(f);
  return f;
}

interface WriteStats {
  written: number;
  unchanged: number;
  deleted: number;
  largest: { path: string; bytes: number };
  oversize: string[];
}
const stats: WriteStats = { written: 0, unchanged: 0, deleted: 0, largest: { path: "", bytes: 0 }, oversize: [] };

function writeFile(path: string, content: string) {
  const bytes = Buffer.byteLength(content);
  if (bytes > stats.largest.bytes) stats.largest = { path, bytes };
  if (bytes > FILE_BYTES) stats.oversize.push(`${path} (${bytes} B)`);
  if (existsSync(path) && readFileSync(path, "utf8") === content) {
    stats.unchanged++;
    return;
  }
  if (CHECK) {
    outOfDate.push(`${existsSync(path) ? "differs" : "missing"}: ${path}`);
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  stats.written++;
}

async function main() {
  // 1. bottles
  const bottles = family("bottles", "bottles");
  const productSources = (Object.keys(FOLDER_KIND) as ProductFolder[]).map((folder) => ({
    folder,
    fallback: FOLDER_KIND[folder],
  }));
  for (const src of productSources) {
    const records = readContent(`content/${PRODUCT_FOLDERS[src.folder]}`, "its bottles are skipped", () =>
      loadProducts(src.folder, CONTENT),
    );
    if (!records) {
      bottles.complete = false;
      continue;
    }
    for (const rec of records) {
      if (bottles.files.has(rec.slug)) {
        warn(`duplicate product slug "${rec.slug}" in content/${PRODUCT_FOLDERS[src.folder]}; first one kept`);
        continue;
      }
      const category = guessCategory(rec, src.fallback);
      bottles.files.set(rec.slug, bottleSvg(rec, category));
    }
  }

  // 2-3. distillery scenes and logos
  const scenes = family("distilleries", "distilleries");
  const logos = family("logos", "logos");
  const reyka: DistilleryLike = { slug: "reyka-distillery", name: "Reyka Distillery", location: "Borgarnes" };
  const profiles = readContent(
    `content/${DISTILLERY_FOLDER}`,
    "distillery scenes/logos are skipped except the fixed ones",
    () => loadDistilleries(CONTENT).distilleryProfiles,
  );
  if (!profiles) {
    scenes.complete = false;
    logos.complete = false;
  }
  for (const p of profiles ?? []) {
    scenes.files.set(p.slug, distillerySvg(p));
    if (p.hasLogo) logos.files.set(p.slug, logoSvg(p));
  }
  if (!scenes.files.has(reyka.slug)) scenes.files.set(reyka.slug, distillerySvg(reyka));
  if (!logos.files.has(reyka.slug)) logos.files.set(reyka.slug, logoSvg(reyka));
  scenes.files.set(
    "distillery-default",
    distillerySvg({ slug: "distillery-default", name: "Icelandic Distillery", location: "Iceland" }),
  );

  // 4. botanicals
  const bots = family("botanicals", "botanicals");
  const botanicals = readContent(`content/${BOTANICALS_FILE}`, "botanicals skipped", () => loadBotanicals(CONTENT));
  if (!botanicals) bots.complete = false;
  for (const bot of botanicals ?? []) bots.files.set(bot.slug, botanicalSvg(bot));
  bots.files.set("botanical-default", botanicalSvg({ slug: "botanical-default", name: "Icelandic Botanicals" }));

  // 5. blog: one Markdown file per post, its title and category in the YAML front matter
  const blog = family("blog", "blog");
  const postsDir = join(ROOT, "content/blog/posts");
  if (!existsSync(postsDir)) warn("content/blog/posts is missing; blog images skipped");
  else {
    const { parseFrontMatter } = await import(pathToFileURL(join(ROOT, "content/blog-body.ts")).href);
    for (const f of readdirSync(postsDir)
      .filter((f) => f.endsWith(".md"))
      .sort()) {
      const rel = `content/blog/posts/${f}`;
      let post: Partial<BlogPostRecord> | undefined;
      try {
        post = parseFrontMatter(readFileSync(join(postsDir, f), "utf8")).data as Partial<BlogPostRecord>;
      } catch (error) {
        warn(`${rel} could not be read (${(error as Error).message}); skipped`);
        blog.complete = false;
        continue;
      }
      if (!post || typeof post.title !== "string") {
        warn(`${rel} has no title in its front matter; skipped`);
        blog.complete = false;
        continue;
      }
      const slug = basename(f, ".md");
      blog.files.set(slug, blogSvg({ slug, title: post.title, category: post.category }));
    }
  }

  // write families, delete stale files
  for (const fam of families) {
    const dir = join(OUT, fam.dir);
    for (const [slug, content] of [...fam.files].sort(([a], [b]) => a.localeCompare(b)))
      writeFile(join(dir, `${slug}.svg`), content);
    if (!existsSync(dir)) continue;
    const stale = readdirSync(dir).filter((f) => f.endsWith(".svg") && !fam.files.has(f.slice(0, -4)));
    if (!stale.length) continue;
    if (!fam.complete) {
      warn(`${fam.dir}: ${stale.length} file(s) without a current slug kept, because a content file failed to import`);
      continue;
    }
    for (const f of stale) {
      if (CHECK) {
        outOfDate.push(`stale: ${join(dir, f)}`);
        continue;
      }
      unlinkSync(join(dir, f));
      stats.deleted++;
      console.log(`deleted stale ${fam.dir}/${f}`);
    }
  }
  // 6. singles
  writeFile(join(OUT, "curator.svg"), curatorSvg());

  // summary
  console.log("\nArtwork summary");
  for (const fam of families) {
    const sizes = [...fam.files.values()].map((content) => Buffer.byteLength(content));
    console.log(`  ${fam.name.padEnd(13)} ${String(fam.files.size).padStart(3)} file(s), largest ${Math.max(0, ...sizes)} B`);
  }
  console.log(`  singles         1 file(s) (curator.svg)`);
  console.log(`  written ${stats.written}, unchanged ${stats.unchanged}, deleted ${stats.deleted}`);
  console.log(`  largest file: ${stats.largest.path.replace(ROOT + "/", "")} (${stats.largest.bytes} B)`);
  if (stats.oversize.length) console.log(`  OVER ${FILE_BYTES} B: ${stats.oversize.join(", ")}`);
  if (warnings.length) console.log(`  ${warnings.length} warning(s); see above`);
  if (CHECK && outOfDate.length) {
    console.error(`\nThe committed artwork is out of date; run \`npm run artwork\` and commit:\n  ${outOfDate.join("\n  ")}`);
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
