import { isUnverified, markNoteOf, type Facts, type MarkNotes } from "@content/facts";
import type { ShownSource } from "@content/index";
import { UNVERIFIED_MARK } from "@content/unverified-mark";
import { ExternalLink } from "~/components/common/external-link";
import { cn } from "~/lib/browser/cn";

/**
 * The small visible label beside a fact no public source confirms; it links to what that means
 * (a plain anchor the page's delegated handler opens through the router: client-links.ts).
 */
export function UnverifiedMark({ className }: { className?: string }) {
  return (
    <a
      href={UNVERIFIED_MARK.href}
      aria-label={UNVERIFIED_MARK.label}
      title={UNVERIFIED_MARK.title}
      className={cn(UNVERIFIED_MARK.className, className)}
    >
      {UNVERIFIED_MARK.text}
    </a>
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
