import { FallbackImage } from "~/components/common/fallback-image";
import { cn } from "~/lib/browser/cn";

/** A botanical's 4:3 artwork, with the placeholder bearing its name if the image fails. */
export function BotanicalIllustration({
  image,
  name,
  className,
  lazy = false,
}: {
  image: string;
  name: string;
  className?: string;
  /** below the fold (lists); the botanical's own page shows it at once */
  lazy?: boolean;
}) {
  return (
    <FallbackImage
      src={image}
      name={name}
      kind="wide"
      alt={`Illustration of ${name}`}
      width={400}
      height={300}
      loading={lazy ? "lazy" : undefined}
      className={cn("aspect-4/3 w-full object-cover", className)}
    />
  );
}
