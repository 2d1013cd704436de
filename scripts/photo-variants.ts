/**
 * Before `react-router build` and `react-router dev` (package.json): the responsive versions of every
 * photo the content names (`photo` of a bottle or distillery, added with `npm run photo`), AVIF and
 * WebP in the widths of app/lib/catalogue/photos.ts, written to public/photos (generated, not
 * tracked) so the build copies them into build/client and the dev server serves them as they are.
 *
 * A version is cached in node_modules/.cache/photos under its own name, which carries the original's
 * content hash (checked here against the bytes), so an unchanged photo costs a copy on the next build.
 * Versions of photos no longer named are removed from public/photos.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { PHOTO_FORMATS, photoVariantName, photoWidths, type PhotoRecord, type PhotoFormat } from "../app/lib/catalogue/photos";
import { CONTENT_DIR, loadCatalogue } from "../content/catalogue-files";

const root = join(import.meta.dirname, "..");
export const DEFAULT_OUT_DIR = join(root, "public", "photos");
/** The encoder settings are part of the cache folder's name: changing them remakes every version. */
const ENCODERS = { avif: { quality: 50, effort: 4 }, webp: { quality: 74, effort: 4 } } as const;
export const DEFAULT_CACHE_DIR = join(root, "node_modules", ".cache", "photos", "avif50e4-webp74e4");

/** Every photo the catalogue names. */
export function contentPhotos(contentDir = CONTENT_DIR): PhotoRecord[] {
  const catalogue = loadCatalogue(contentDir);
  const records = [
    ...catalogue.ginRecords,
    ...catalogue.spiritTableGins,
    ...catalogue.whiskyRecords,
    ...catalogue.vodkaRecords,
    ...catalogue.brennivinRecords,
    ...catalogue.otherSpiritRecords,
    ...catalogue.distilleryProfiles,
  ];
  return records.flatMap((record) => (record.photo ? [record.photo] : []));
}

function encode(original: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return (format === "avif" ? resized.avif(ENCODERS.avif) : resized.webp(ENCODERS.webp)).toBuffer();
}

export interface VariantsResult {
  photos: number;
  made: number;
  cached: number;
  files: string[];
}

export async function writePhotoVariants({
  contentDir = CONTENT_DIR,
  outDir = DEFAULT_OUT_DIR,
  cacheDir = DEFAULT_CACHE_DIR,
} = {}): Promise<VariantsResult> {
  const photos = contentPhotos(contentDir);
  const wanted = new Set<string>();
  let made = 0;
  let cached = 0;
  if (photos.length > 0) {
    mkdirSync(outDir, { recursive: true });
    mkdirSync(cacheDir, { recursive: true });
  }
  for (const photo of photos) {
    const path = join(contentDir, "photos", photo.file);
    if (!existsSync(path)) throw new Error(`photos: content/photos/${photo.file} is named in the content but missing`);
    const original = readFileSync(path);
    // The name's hash is the URL's cache key (served immutable): it must be the bytes' own.
    const hash = createHash("sha256").update(original).digest("hex").slice(0, 10);
    if (!photo.file.includes(`-${hash}.`))
      throw new Error(`photos: content/photos/${photo.file} has changed since it was added (add photos with npm run photo)`);
    await Promise.all(
      photoWidths(photo.width).flatMap((width) =>
        PHOTO_FORMATS.map(async (format) => {
          const name = photoVariantName(photo.file, width, format);
          wanted.add(name);
          const cachedFile = join(cacheDir, name);
          if (existsSync(cachedFile)) cached++;
          else {
            writeFileSync(cachedFile, await encode(original, width, format));
            made++;
          }
          copyFileSync(cachedFile, join(outDir, name));
        }),
      ),
    );
  }
  if (existsSync(outDir))
    for (const name of readdirSync(outDir)) if (!wanted.has(name)) rmSync(join(outDir, name), { force: true });
  return { photos: photos.length, made, cached, files: [...wanted].sort() };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  writePhotoVariants().then(
    (result) =>
      console.log(
        `photos: ${result.photos} photo(s), ${result.files.length} versions (${result.made} made, ${result.cached} cached) ` +
          `in ${Math.round(performance.now() - started)} ms`,
      ),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
