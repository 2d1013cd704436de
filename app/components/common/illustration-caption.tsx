import { FallbackImage } from "~/components/common/fallback-image";
import { cn } from "~/lib/browser/cn";
import { isBottleIllustration, type BottlePicture } from "~/lib/catalogue/photos";

/**
 * "Illustration", quietly, under a bottle picture that is the generated drawing (nothing under a
 * photo). Hidden from screen readers, whose alt text already says it; plain text, never a tab stop.
 */
export function IllustrationCaption({
  picture,
  onDark = false,
  small = false,
  className,
}: {
  picture: BottlePicture;
  /** on the dark panels of a bottle page: a light caption */
  onDark?: boolean;
  /** under a thumbnail (a search row, a chip): smaller type */
  small?: boolean;
  className?: string;
}) {
  if (!isBottleIllustration(picture)) return null;
  return (
    <span
      aria-hidden="true"
      data-illustration=""
      className={cn(
        "block leading-none",
        small ? "text-[0.625rem]" : "text-xs",
        onDark ? "text-glacier-100" : "text-slate-600",
        className,
      )}
    >
      Illustration
    </span>
  );
}

/** A small bottle picture beside its name (so no alt text of its own), with the caption under a drawing. */
export function CaptionedThumbnail({
  bottle,
  width,
  height,
  imageClassName,
  className,
}: {
  bottle: BottlePicture & { name: string };
  width: number;
  height: number;
  imageClassName: string;
  className?: string;
}) {
  return (
    <span className={cn("flex flex-col items-center gap-0.5", className)}>
      <FallbackImage
        src={bottle.image}
        name={bottle.name}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        className={imageClassName}
      />
      <IllustrationCaption picture={bottle} small />
    </span>
  );
}
