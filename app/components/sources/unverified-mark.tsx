import { Link } from "react-router";
import { UNVERIFIED_MARK } from "@content/unverified-mark";
import { cn } from "~/lib/browser/cn";

/** The small visible label beside a fact no public source confirms; it links to what that means. */
export function UnverifiedMark({ className }: { className?: string }) {
  return (
    <Link
      to={UNVERIFIED_MARK.href}
      aria-label={UNVERIFIED_MARK.label}
      title={UNVERIFIED_MARK.title}
      className={cn(UNVERIFIED_MARK.className, className)}
    >
      {UNVERIFIED_MARK.text}
    </Link>
  );
}

/**
 * A card's one quiet line naming the facts it shows that no public source confirms ("Not confirmed:
 * producer, type, strength"). Plain text, not a link: a list of cards gets no extra tab stops; the
 * marks beside each fact, and what they mean, are on the bottle's own page.
 */
export function UnverifiedSummary({
  names,
  as: Tag = "p",
  className,
}: {
  names: string[];
  /** "span" inside phrasing content (a search suggestion) */
  as?: "p" | "span";
  className?: string;
}) {
  if (names.length === 0) return null;
  return (
    <Tag data-unverified-summary="" className={cn("block text-xs leading-4 text-slate-600", className)}>
      {`Not confirmed: ${names.join(", ")}`}
    </Tag>
  );
}

/**
 * Said above the tasting notes of a bottle whose maker no public source confirms: the notes cannot
 * be of this bottle's tasting.
 */
export const STYLE_NOTES_LINE = "These notes describe what this style usually tastes like, not a tasting of this bottle.";
