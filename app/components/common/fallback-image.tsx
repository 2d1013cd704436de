import { useEffect, useRef, type ComponentProps } from "react";
import type { PlaceholderKind } from "~/lib/catalogue/placeholder-image";

export interface FallbackImageProps extends Omit<ComponentProps<"img">, "src"> {
  src: string;
  /** the name the placeholder bears when the image fails */
  name: string;
  kind?: PlaceholderKind;
}

/** Swaps a failed image for the placeholder bearing its name (the drawing code loads only then). */
async function showPlaceholder(image: HTMLImageElement, name: string, kind: PlaceholderKind) {
  if (image.dataset.fallback) return;
  image.dataset.fallback = "true";
  const { placeholderImage } = await import("~/lib/catalogue/placeholder-image");
  image.src = placeholderImage(name, kind);
}

/**
 * An image that turns into a placeholder bearing the name when it fails to load — also
 * when it failed before the page's script arrived (checked once on mount).
 */
export function FallbackImage({ src, name, kind = "bottle", alt, ...props }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) void showPlaceholder(image, name, kind);
  }, [src, name, kind]);
  return (
    <img
      ref={ref}
      src={src}
      alt={alt ?? name}
      decoding="async"
      onError={(event) => void showPlaceholder(event.currentTarget, name, kind)}
      {...props}
    />
  );
}
