/**
 * Photos added with `npm run photo` (scripts/photo.ts): where their responsive versions live.
 * The build (scripts/photo-variants.ts) writes them and the pages (FallbackImage) name them from
 * the same rules, so the two cannot disagree. Pure; the browser bundle takes it.
 */

/** A photo as the content records it: the type of content/schema.ts `photoSchema`. */
import type { PhotoRecord } from "../../../content/schema";

export type { PhotoRecord };

/** The operator's own photo: credited, with no outside page to link. */
export const OWN_PHOTO = "own";
/** The widths made of every photo (never wider than the original; see photoWidths). */
export const PHOTO_WIDTHS = [240, 480, 800, 1200] as const;
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** Where the responsive versions are served from (public/photos, generated). */
export const PHOTO_URL_PREFIX = "/photos/";

/** The widths of a photo's versions: the standard ones it covers, and its own width when it is narrower than the widest. */
export function photoWidths(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  if (width < PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]! && !widths.includes(width)) widths.push(width);
  return widths;
}

/** "olafsson-gin-3f9a1c2b7d.jpg", 480, "avif" -> "olafsson-gin-3f9a1c2b7d-480.avif" */
export const photoVariantName = (file: string, width: number, format: PhotoFormat) =>
  `${file.replace(/\.[a-z]+$/, "")}-${width}.${format}`;

export const photoVariantUrl = (file: string, width: number, format: PhotoFormat) =>
  `${PHOTO_URL_PREFIX}${photoVariantName(file, width, format)}`;

export const photoSrcset = (photo: Pick<PhotoRecord, "file" | "width">, format: PhotoFormat) =>
  photoWidths(photo.width)
    .map((width) => `${photoVariantUrl(photo.file, width, format)} ${width}w`)
    .join(", ");

/** The <img> src for browsers without <picture>: the WebP nearest 480 px wide. */
export function photoFallbackSrc(photo: Pick<PhotoRecord, "file" | "width">): string {
  const widths = photoWidths(photo.width);
  const width = widths.find((w) => w >= 480) ?? widths[widths.length - 1]!;
  return photoVariantUrl(photo.file, width, "webp");
}

/** The caption: "Photo: <credit>". */
export const photoCaption = (photo: Pick<PhotoRecord, "credit">) => `Photo: ${photo.credit}`;

/** The widest WebP version: what structured data and share cards use (a raster image, unlike the artwork). */
export function photoLargestUrl(photo: Pick<PhotoRecord, "file" | "width">): string {
  return photoVariantUrl(photo.file, Math.max(...photoWidths(photo.width)), "webp");
}

/** Where the generated bottle drawings are served from (`npm run artwork` writes public/images/bottles). */
export const BOTTLE_ARTWORK_PREFIX = "/images/bottles/";

/** A bottle's picture as a page shows it: an image address, and the photo shown instead when there is one. */
export interface BottlePicture {
  image: string;
  photo?: unknown;
}

/**
 * Whether a bottle's picture is a drawing (the generated artwork) rather than a photograph: pages
 * caption it "Illustration" and say so in its alt text, so no one takes it for the real label.
 */
export const isBottleIllustration = ({ image, photo }: BottlePicture) => !photo && image.startsWith(BOTTLE_ARTWORK_PREFIX);

/** "Illustration of a bottle of Lundey Gin" for the artwork, "Bottle of Ólafsson Gin" for a photo. */
export const bottlePictureAlt = (name: string, picture: BottlePicture) =>
  isBottleIllustration(picture) ? `Illustration of a bottle of ${name}` : `Bottle of ${name}`;
