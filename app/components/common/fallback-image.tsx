import { useEffect, useRef, type ComponentProps } from "react";
import { fallbackAttributes, hasFailed, showPlaceholder } from "~/lib/browser/image-fallback";
import type { PlaceholderKind } from "~/lib/catalogue/placeholder-image";
import { PHOTO_FORMATS, photoFallbackSrc, photoSrcset, type PhotoRecord } from "~/lib/catalogue/photos";

export interface FallbackImageProps extends Omit<ComponentProps<"img">, "src"> {
  src: string;
  /** the name the placeholder bears when the image fails */
  name: string;
  kind?: PlaceholderKind;
  /** a real photo: shown instead of `src` as a responsive <picture> (AVIF, WebP) */
  photo?: Pick<PhotoRecord, "file" | "width" | "height">;
  /** the width the image takes on the page, for the photo's srcset (e.g. "180px") */
  sizes?: string;
}

/**
 * An image that turns into a placeholder bearing the name when it fails to load — also
 * when it failed before the page's script arrived (checked once on mount). With a photo it is
 * a <picture> whose img carries the photo's own width and height (its box is set by the caller's
 * class, so nothing moves when it loads).
 */
export function FallbackImage({ src, name, kind = "bottle", alt, photo, sizes, width, height, ...props }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && hasFailed(image)) void showPlaceholder(image);
  }, [src, name, kind, photo?.file]);
  const img = (
    <img
      ref={ref}
      src={photo ? photoFallbackSrc(photo) : src}
      alt={alt ?? name}
      width={photo ? photo.width : width}
      height={photo ? photo.height : height}
      decoding="async"
      {...fallbackAttributes(name, kind)}
      onError={(event) => void showPlaceholder(event.currentTarget)}
      {...props}
    />
  );
  if (!photo) return img;
  return (
    <picture>
      {PHOTO_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcset(photo, format)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
