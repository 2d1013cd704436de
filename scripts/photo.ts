/**
 * npm run photo -- <page path> <image file or http(s) URL> [--credit "..."] [--source URL|own]
 *
 * Puts a real photo on a bottle's page (/gin/<slug>, /vodka/<slug>, /spirit/<slug>) or a
 * distillery's (/all-distillery/<slug>). The image, from a file or a web address, must decode as a
 * JPEG, PNG or WebP of a sensible size; it is stored, turned upright and without its metadata, as
 * content/photos/<slug>-<content hash>.<ext>, and the record's YAML gets a `photo` block (the rest
 * of the file kept as written). The build makes the responsive versions (scripts/photo-variants.ts).
 *
 * Content honesty (docs/decisions.md): every photo is credited and says where it came from. From a web
 * address the source is that address and the credit defaults to its site; from a file both are
 * asked for: `--credit` and `--source` (the page it came from, or `own` for the operator's own photo).
 * Replacing a photo removes the old file. On any problem nothing is left changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sharp, { type Metadata } from "sharp";
import type { Document, YAMLMap } from "yaml";
import { OWN_PHOTO, type PhotoRecord } from "../app/lib/catalogue/photos";
import { CONTENT_DIR } from "../content/catalogue-files";
import { findRecordFile, readRecordDocument, topLevelKeys, YAML_OUTPUT, type RecordFile } from "./record-file";

export class PhotoError extends Error {
  override name = "PhotoError";
}

export const PHOTO_FOLDER = "photos";
export const LIMITS = {
  /** shortest side, px: enough for the detail page on a 2x screen */
  minSide: 400,
  /** longest side, px */
  maxSide: 8000,
  maxBytes: 15 * 1024 * 1024,
  timeoutMs: 20_000,
  maxRedirects: 3,
} as const;

const FORMATS = { jpeg: "jpg", png: "png", webp: "webp" } as const;
type Format = keyof typeof FORMATS;

const USAGE =
  'usage: npm run photo -- <page path> <image file or http(s) URL> [--credit "..."] [--source URL|own]\n' +
  "  page path: /gin/<slug>, /vodka/<slug>, /spirit/<slug> (bottles) or /all-distillery/<slug> (distilleries)";

export interface PhotoArgs {
  pagePath: string;
  image: string;
  credit?: string;
  source?: string;
}

export function parsePhotoArgs(argv: string[]): PhotoArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { credit: { type: "string" }, source: { type: "string" } },
    });
  } catch (error) {
    throw new PhotoError(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [pagePath, image, ...rest] = positionals;
  if (!pagePath || !image || rest.length > 0) throw new PhotoError(USAGE);
  return { pagePath, image, credit: values.credit, source: values.source };
}

/** A page a photo can go on: its record file, the record's slug, and how to re-check its folder. */
export type PhotoTarget = RecordFile;

/** The record a page shows, found by the same rules as the routes (scripts/record-file.ts). */
export function resolvePhotoTarget(pagePath: string, contentDir = CONTENT_DIR): PhotoTarget {
  const target = findRecordFile(pagePath, contentDir);
  if (target) return target;
  throw new PhotoError(
    `${pagePath} is not a page a photo can go on. Accepted: a bottle's page (/gin/<slug>, /vodka/<slug>, /spirit/<slug>) ` +
      `or a distillery's (/all-distillery/<slug>) whose file is in content/products or content/distilleries`,
  );
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads a response body, stopping past the byte cap. */
async function readCapped(response: Response, url: string): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > LIMITS.maxBytes) throw new PhotoError(`${url} is ${mb(declared)}; the limit is ${mb(LIMITS.maxBytes)}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > LIMITS.maxBytes) throw new PhotoError(`${url} is over ${mb(LIMITS.maxBytes)}, the limit`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** GET over http(s) with a time limit, a byte cap and at most a few redirects (each checked). */
export async function fetchImage(url: string): Promise<Buffer> {
  let current = url;
  const signal = AbortSignal.timeout(LIMITS.timeoutMs);
  for (let redirects = 0; ; redirects++) {
    const protocol = URL.canParse(current) ? new URL(current).protocol : "";
    if (protocol !== "http:" && protocol !== "https:")
      throw new PhotoError(`${current}: only http and https addresses are fetched`);
    let response: Response;
    try {
      response = await fetch(current, { redirect: "manual", signal, headers: { accept: "image/avif,image/webp,image/*" } });
    } catch (error) {
      const reason = signal.aborted ? `no answer within ${LIMITS.timeoutMs / 1000} s` : String((error as Error).cause ?? error);
      throw new PhotoError(`could not fetch ${current}: ${reason}`);
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      if (redirects >= LIMITS.maxRedirects) throw new PhotoError(`${url}: more than ${LIMITS.maxRedirects} redirects`);
      current = new URL(location, current).href;
      continue;
    }
    if (!response.ok) throw new PhotoError(`could not fetch ${current}: HTTP ${response.status}`);
    try {
      return await readCapped(response, current);
    } catch (error) {
      if (error instanceof PhotoError) throw error;
      throw new PhotoError(`could not fetch ${current}: ${signal.aborted ? "too slow" : String(error)}`);
    }
  }
}

const isUrl = (input: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(input);

async function readInput(input: string): Promise<Buffer> {
  if (isUrl(input)) return fetchImage(input);
  // npm runs scripts in the project folder; a relative path is the operator's, from where npm was run.
  const image = resolve(process.env.INIT_CWD ?? process.cwd(), input);
  if (!existsSync(image) || !statSync(image).isFile()) throw new PhotoError(`${image}: no such file`);
  const size = statSync(image).size;
  if (size > LIMITS.maxBytes) throw new PhotoError(`${image} is ${mb(size)}; the limit is ${mb(LIMITS.maxBytes)}`);
  return readFileSync(image);
}

export interface CheckedImage {
  /** upright, without metadata, in its own format */
  bytes: Buffer;
  format: Format;
  width: number;
  height: number;
}

/**
 * Decodes the bytes (never trusting a name or a Content-Type): a JPEG, PNG or WebP within the size
 * limits, turned upright by its orientation tag and written again without metadata.
 */
export async function checkImage(input: Buffer, name: string): Promise<CheckedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new PhotoError(`${name} is not an image (its bytes are no JPEG, PNG or WebP)`);
  }
  const format = metadata.format as string;
  if (!Object.hasOwn(FORMATS, format))
    throw new PhotoError(`${name} is ${format.toUpperCase()}; a photo must be a JPEG, PNG or WebP`);
  if ((metadata.pages ?? 1) > 1) throw new PhotoError(`${name} is animated; a photo must be a still image`);
  const { width, height } = metadata.autoOrient;
  if (Math.min(width, height) < LIMITS.minSide)
    throw new PhotoError(`${name} is ${width}x${height} px: too small (the shortest side must be at least ${LIMITS.minSide} px)`);
  if (Math.max(width, height) > LIMITS.maxSide)
    throw new PhotoError(`${name} is ${width}x${height} px: too large (at most ${LIMITS.maxSide} px a side)`);
  let bytes: Buffer;
  try {
    // Decoding the whole image also catches a truncated file. No withMetadata(): EXIF, GPS and XMP go.
    const upright = sharp(input).autoOrient();
    const typed =
      format === "jpeg"
        ? upright.jpeg({ quality: 92, mozjpeg: true })
        : format === "png"
          ? upright.png()
          : upright.webp({ quality: 92 });
    bytes = await typed.toBuffer();
  } catch (error) {
    throw new PhotoError(`${name} could not be decoded: ${error instanceof Error ? error.message : error}`);
  }
  return { bytes, format: format as Format, width, height };
}

/** Credit and source by the content-honesty rule above. */
export function creditAndSource(args: PhotoArgs): { credit: string; source: string } {
  const credit = args.credit?.replace(/^\s*photo\s*:\s*/i, "").trim();
  const fromUrl = isUrl(args.image);
  const source = args.source?.trim() || (fromUrl ? args.image : undefined);
  if (!source)
    throw new PhotoError(
      `--source is needed for a photo from a file: the address of the page it came from, or "${OWN_PHOTO}" when you took it`,
    );
  if (source !== OWN_PHOTO && !/^https?:\/\/[^\s/]+/.test(source))
    throw new PhotoError(`--source "${source}" must be an http(s) address, or "${OWN_PHOTO}" for your own photo`);
  const finalCredit = credit || (fromUrl ? new URL(args.image).hostname.replace(/^www\./, "") : undefined);
  if (!finalCredit)
    throw new PhotoError(`--credit is needed for a photo from a file: whom to credit, e.g. --credit "Ólafsson Gin"`);
  return { credit: finalCredit, source };
}

export interface PhotoOptions {
  contentDir?: string;
  /** ISO date (today by default) */
  added?: string;
}

export interface PhotoResult {
  yamlFile: string;
  photoFile: string;
  photo: PhotoRecord;
  /** the photo file this one replaced (deleted) */
  replaced?: string;
}

/** Puts `photo` after the `image`/`type` keys when there, else before `sources`, else last. */
function setPhoto(doc: Document, photo: PhotoRecord): void {
  const node = doc.createNode(photo);
  if (doc.has("photo")) return doc.set("photo", node);
  const root = doc.contents as YAMLMap;
  const keys = topLevelKeys(doc);
  const sources = keys.indexOf("sources");
  root.items.splice(sources >= 0 ? sources : root.items.length, 0, doc.createPair("photo", node));
}

export async function addPhoto(args: PhotoArgs, options: PhotoOptions = {}): Promise<PhotoResult> {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const target = resolvePhotoTarget(args.pagePath, contentDir);
  const { credit, source } = creditAndSource(args);
  const image = await checkImage(await readInput(args.image), args.image);

  const hash = createHash("sha256").update(image.bytes).digest("hex").slice(0, 10);
  const name = `${target.slug}-${hash}.${FORMATS[image.format]}`;
  const photoDir = join(contentDir, PHOTO_FOLDER);
  const photoFile = join(photoDir, name);
  const photo: PhotoRecord = {
    file: name,
    width: image.width,
    height: image.height,
    credit,
    source,
    added: options.added ?? new Date().toISOString().slice(0, 10),
  };

  const { original, doc } = readRecordDocument(target.yamlFile, (message) => new PhotoError(message));
  const previous = doc.getIn(["photo", "file"]) as string | undefined;
  setPhoto(doc, photo);

  const existed = existsSync(photoFile);
  mkdirSync(photoDir, { recursive: true });
  writeFileSync(photoFile, image.bytes);
  writeFileSync(target.yamlFile, doc.toString(YAML_OUTPUT));
  try {
    target.validate();
  } catch (error) {
    writeFileSync(target.yamlFile, original);
    if (!existed) unlinkSync(photoFile);
    throw new PhotoError(
      `the result does not validate, ${target.yamlFile} left unchanged: ${error instanceof Error ? error.message : error}`,
    );
  }
  let replaced: string | undefined;
  if (previous && previous !== name && /^[a-z0-9.-]+$/.test(previous) && existsSync(join(photoDir, previous))) {
    unlinkSync(join(photoDir, previous));
    replaced = previous;
  }
  return { yamlFile: target.yamlFile, photoFile, photo, replaced };
}

async function main(argv: string[]): Promise<void> {
  const result = await addPhoto(parsePhotoArgs(argv));
  const shown = (path: string) => relative(process.cwd(), path) || path;
  console.log(
    `${shown(result.photoFile)} (${result.photo.width}x${result.photo.height}) on ${shown(result.yamlFile)}, ` +
      `credited "Photo: ${result.photo.credit}", source ${result.photo.source}` +
      (result.replaced ? `; replaced ${result.replaced}` : "") +
      ". The next build makes its responsive versions.",
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof PhotoError ? `npm run photo: ${error.message}` : error);
    process.exit(1);
  });
}
