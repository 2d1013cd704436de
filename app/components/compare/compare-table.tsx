import { BottleImage } from "~/components/common/bottle-image";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { AdNote } from "~/components/common/ad-note";
import { ExternalLink } from "~/components/common/external-link";
import { IllustrationCaption } from "~/components/common/illustration-caption";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { closeIcon } from "~/components/ui/icon-drawings";
import { cn } from "~/lib/browser/cn";
import { compareCopy } from "./compare-copy";
import type { ComparableProduct, Row } from "./types";

/**
 * From 640 px the row names stay at the left edge while the bottles scroll past, the shadow filling
 * the border spacing beside them so nothing shows through it. Below 640 px that column has no width
 * (its names are for screen readers) and each row's name is a line of its own above the row: the
 * bottles get the screen, two at once at 390 px.
 */
const stickyCell =
  "sticky left-0 z-10 bg-background shadow-[0.75rem_0_0_var(--color-background)] max-sm:w-0 max-sm:border-0 max-sm:p-0";
/**
 * The bottles' names stay on screen: at the top of the table's own scrolling region below 1024 px,
 * below the fixed site header (4rem) where the table fits the page. The shadows fill the spacing.
 */
const stickyTop =
  "sticky top-0 z-10 border-b border-border bg-background shadow-[0.75rem_0_0_var(--color-background),-0.75rem_0_0_var(--color-background)] lg:top-16";
/** A phone line of the table's full width that stays in view as the bottles scroll sideways. */
const phoneLine = "sticky left-6 block max-w-[calc(100vw-3rem)]";

/** The bottles side by side, one column each, one row per fact; each name has its Remove button. */
export function CompareTable({
  products,
  rows,
  onRemove,
}: {
  products: ComparableProduct[];
  rows: Row[];
  onRemove: (product: ComparableProduct) => void;
}) {
  const columns = { "--bottles": products.length } as CSSProperties;
  // The table scrolls in its own region (focusable, so keys scroll it too) while the page stays
  // put, up to a screen tall so the names at its top stay in view; from 1024 px it fits the
  // page, whose scrolling the names follow. `relative`: the screen-reader-only texts
  // (absolutely positioned) of the far columns are clipped by the region too, instead of
  // widening the page (they made it 802 px wide at 390).
  return (
    <div
      role="region"
      aria-label={compareCopy.region}
      aria-describedby={products.length > 2 ? "compare-hint" : undefined}
      tabIndex={0}
      className="relative max-h-[calc(100svh-5rem)] overflow-auto overscroll-x-contain max-sm:-mx-4 lg:max-h-none lg:overflow-visible"
    >
      <table
        style={columns}
        className={cn(
          "w-full table-fixed border-separate border-spacing-x-3 text-left text-sm",
          // about two bottles to a phone's screen; from 640 px a column of at least 11rem beside the 7rem labels
          "min-w-[calc(var(--bottles)*(50%-0.75rem)+1.5rem)] sm:min-w-[calc(7rem+var(--bottles)*11.75rem)]",
        )}
      >
        <caption className="sr-only">Bottles compared side by side</caption>
        <thead>
          <tr>
            <td className={cn("w-28", stickyCell)} />
            {products.map((p) => (
              <td key={p.slug} className="pt-2 align-bottom">
                <BottleImage
                  bottle={p}
                  sizes="(min-width: 640px) 120px, 84px"
                  width={150}
                  height={200}
                  className="mx-auto h-28 w-21 object-contain sm:h-40 sm:w-30"
                />
                <IllustrationCaption picture={p} className="mt-1 text-center" />
              </td>
            ))}
          </tr>
          <tr>
            <td className={cn(stickyCell, stickyTop, "z-20")} />
            {products.map((p) => (
              <th key={p.slug} scope="col" className={cn("py-2 align-top", stickyTop)}>
                <span className="flex items-start justify-between gap-1">
                  <Link to={p.href} className="font-serif text-base font-semibold leading-snug hover:underline sm:text-lg">
                    {p.name}
                  </Link>
                  <button
                    type="button"
                    onClick={() => onRemove(p)}
                    aria-label={`Remove ${p.name}`}
                    title={`Remove ${p.name}`}
                    className="-mr-1 grid size-8 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-glacier-100 hover:text-night-900"
                  >
                    <Icon drawing={closeIcon} className="size-4" />
                  </button>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.label}>
            {/* a phone's row name (seen; screen readers have the row's own) and one-line summary, above the row */}
            <tr className="sm:hidden" aria-hidden="true">
              <td />
              <td
                colSpan={products.length}
                className="border-t border-border pt-3 text-xs font-semibold uppercase tracking-wider text-slate-600"
              >
                <span data-row-name="" className={phoneLine}>
                  {row.label}
                </span>
              </td>
            </tr>
            {row.summary && (
              <tr className="sm:hidden">
                <td />
                <td colSpan={products.length} className="pt-1">
                  <span data-row-summary="" className={cn(phoneLine, "text-sm font-medium text-glacier-700")}>
                    {row.summary.text}
                    {row.summary.unverified && <UnverifiedMark />}
                  </span>
                </td>
              </tr>
            )}
            <tr>
              <th
                scope="row"
                className={cn(
                  "border-t border-border py-3 align-top text-xs font-semibold uppercase tracking-wider text-slate-600",
                  stickyCell,
                )}
              >
                <span className="max-sm:sr-only">{row.label}</span>
              </th>
              {products.map((p) => (
                <td key={p.slug} className="py-3 align-top text-slate-800 max-sm:pt-2 sm:border-t sm:border-border">
                  {row.render(p)}
                </td>
              ))}
            </tr>
          </tbody>
        ))}
        <tbody>
          <tr className="sm:hidden">
            <td />
            <td colSpan={products.length} className="border-t border-border pt-3">
              <span className={phoneLine}>
                <AdNote />
              </span>
            </td>
          </tr>
          <tr>
            <td className={cn("pt-4 align-top", stickyCell)}>
              <AdNote className="max-sm:hidden" />
            </td>
            {products.map((p) => (
              <td key={p.slug} className="pt-2 pb-3 align-top sm:pt-4">
                <ExternalLink href={p.buy.href} sponsored className={buttonVariants({ size: "sm" })}>
                  {p.buy.shortLabel}
                  <span className="sr-only">{p.buy.toProductPage ? ` ${p.name}` : ` for ${p.name}`}</span>
                </ExternalLink>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
