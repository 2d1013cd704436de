import type { PlaceholderKind } from "~/lib/catalogue/placeholder-image";

/** What an image carries to turn into the placeholder bearing its name when it fails. */
export const fallbackAttributes = (name: string, kind: PlaceholderKind) => ({
  "data-fallback-name": name,
  "data-fallback-kind": kind,
});

/** Swaps a failed image for the placeholder bearing its name (the drawing code loads only then). */
export async function showPlaceholder(image: HTMLImageElement) {
  const { fallbackName: name, fallbackKind: kind } = image.dataset;
  if (image.dataset.fallback || name === undefined) return;
  image.dataset.fallback = "true";
  // In a <picture> a matching <source> wins over img.src: take the sources away first.
  if (image.parentElement?.tagName === "PICTURE") image.parentElement.querySelectorAll("source").forEach((s) => s.remove());
  image.removeAttribute("srcset");
  const { placeholderImage } = await import("~/lib/catalogue/placeholder-image");
  image.src = placeholderImage(name, kind as PlaceholderKind);
}

/** A failed image is complete with no width: also when it failed before the page's script arrived. */
export const hasFailed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0;
