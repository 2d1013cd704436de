import { useEffect, useRef, type ComponentProps } from "react";
import { placeholderImage, type PlaceholderKind } from "~/lib/placeholder-image";

export interface FallbackImageProps extends Omit<ComponentProps<"img">, "src"> {
  src: string;
  /** the name the placeholder bears when the image fails */
  name: string;
  kind?: PlaceholderKind;
}

/**
 * An image that turns into a placeholder bearing the name when it fails to load — also
 * when it failed before the page's script arrived (checked once on mount).
 */
export function FallbackImage({ src, name, kind = "bottle", alt, ...props }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const fallback = placeholderImage(name, kind);
  const useFallback = (image: HTMLImageElement) => {
    if (image.src !== fallback) image.src = fallback;
  };
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) useFallback(image);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);
  return (
    <img
      ref={ref}
      src={src}
      alt={alt ?? name}
      decoding="async"
      onError={(event) => useFallback(event.currentTarget)}
      {...props}
    />
  );
}
