import { Link } from "react-router";
import { isUnverified, markNoteOf, type Facts, type MarkNotes } from "@content/facts";
import type { ShownSource } from "@content/index";
import { ExternalLink } from "~/components/common/external-link";
import { cn } from "~/lib/browser/cn";

/** Where the site explains what the mark means. */
export const UNVERIFIED_HELP = "/how-we-describe-bottles#unverified";

/** The small visible label beside a fact no public source confirms; it links to what that means. */
export function UnverifiedMark({ className }: { className?: string }) {
  return (
    <Link
      to={UNVERIFIED_HELP}
      aria-label="unverified: not confirmed by a public source"
      title="Not confirmed by a public source we could open"
      className={cn(
        "ml-1.5 inline-flex items-center rounded-full border border-amber-400 bg-amber-50 px-1.5 py-px align-middle font-sans text-[0.7rem] font-semibold uppercase leading-4 tracking-wide text-amber-900 no-underline hover:bg-amber-100",
        className,
      )}
    >
      unverified
    </Link>
  );
}

/** A record as far as its marks go: its facts' support, its mark notes, its sources. */
export interface MarkedRecord {
  facts?: Facts;
  markNotes?: MarkNotes;
  sources?: readonly ShownSource[];
}

/**
 * A fact's mark on a full page: nothing when a source backs the fact, else the unverified mark and,
 * when a source says otherwise, what it says and which source (DECISIONS: "a plain sentence saying
 * what the sources do say"). The note takes the colour of the text around it.
 */
export function FactMark({ record, field }: { record: MarkedRecord; field: string }) {
  if (!isUnverified(record.facts, field)) return null;
  const mark = markNoteOf(record, field);
  return (
    <>
      <UnverifiedMark />
      {mark && (
        <span data-mark-note={field} className="ml-1.5 align-middle font-sans text-xs font-normal normal-case tracking-normal">
          {mark.note}
          {mark.source && (
            <>
              {" ("}
              <ExternalLink
                href={mark.source.dead && mark.source.archived ? mark.source.archived : mark.source.url}
                className="underline underline-offset-2"
              >
                {mark.source.title}
              </ExternalLink>
              {")"}
            </>
          )}
        </span>
      )}
    </>
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
