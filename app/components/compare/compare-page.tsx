import type { ComparableProduct } from "~/lib/routing/site-files";
import { Link } from "react-router";
import { AdNote } from "~/components/common/ad-note";
import { ExternalLink } from "~/components/common/external-link";
import { FallbackImage } from "~/components/common/fallback-image";
import { PageHeader } from "~/components/layout/page-header";
import { OfferPrice } from "~/components/sources/offer-price";
import { STYLE_NOTES_LINE, UnverifiedMark } from "~/components/sources/unverified-mark";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/browser/cn";

export const compareCopy = {
  title: "Compare Bottles",
  intro: "Up to four Icelandic bottles side by side. Botanicals they share are highlighted.",
  empty: "Nothing to compare yet. Add bottles with the Compare button on any bottle's card or page.",
  region: "Compared bottles",
  swipe: "Swipe the table sideways to see every bottle; the row names stay on the left.",
} as const;

/**
 * The row labels stay at the left edge while the bottles scroll past; the shadow fills the
 * border spacing beside them, so nothing shows through it.
 */
const stickyCell = "sticky left-0 z-10 bg-background shadow-[0.75rem_0_0_var(--color-background)]";

/** Botanicals that appear in more than one of the compared bottles. */
export function sharedBotanicals(products: Pick<ComparableProduct, "botanicals">[]): Set<string> {
  const counts = new Map<string, number>();
  for (const product of products)
    for (const botanical of new Set(product.botanicals)) counts.set(botanical, (counts.get(botanical) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([botanical]) => botanical));
}

/**
 * The bottles asked for (`slugs`) and those found (`products`, null when the data could not be
 * loaded); undefined until the browser has read the address.
 */
export interface Comparison {
  slugs: string[];
  products: ComparableProduct[] | null;
}

/** A fact with the unverified mark after it when no public source confirms it. */
const withMark = (product: ComparableProduct, field: string, value: string) => (
  <>
    {value}
    {product.unverified.includes(field) && <UnverifiedMark />}
  </>
);

/** Whose the tasting notes are: their credit, and for a bottle of an unconfirmed maker, that they describe the style. */
function NotesNote({ product }: { product: ComparableProduct }) {
  const styleOnly = product.unverified.includes("producer");
  if (!product.tastingNotes.credit && !styleOnly) return "—";
  return (
    <span className="block space-y-1 text-xs text-slate-600">
      {styleOnly && <span className="block">{STYLE_NOTES_LINE}</span>}
      {product.tastingNotes.credit && <span className="block">{product.tastingNotes.credit}</span>}
    </span>
  );
}

export function ComparePage({ comparison }: { comparison: Comparison | undefined }) {
  const products = comparison?.products ?? [];
  const shared = sharedBotanicals(products);
  const rows: { label: string; render: (p: ComparableProduct) => React.ReactNode }[] = [
    { label: "Type", render: (p) => withMark(p, "type", p.type) },
    { label: "Distillery", render: (p) => withMark(p, "producer", p.distillery) },
    { label: "ABV", render: (p) => withMark(p, "alcohol", p.alcohol) },
    {
      label: "Price",
      render: (p) => (
        <>
          <OfferPrice offer={p.shownOffer} className="font-semibold" />
          {p.size && <span className="block text-xs text-slate-600">{p.size} bottle</span>}
        </>
      ),
    },
    {
      label: "Botanicals",
      render: (p) => (
        <ul className="flex flex-wrap gap-1.5">
          {p.botanicals.map((b) => (
            <li
              key={b}
              data-shared={shared.has(b) || undefined}
              className={cn(
                "rounded-full px-2.5 py-0.5 text-xs",
                shared.has(b) ? "bg-aurora-300 font-semibold text-night-950" : "bg-glacier-100",
              )}
            >
              {b}
              {shared.has(b) && <span className="sr-only"> (shared)</span>}
            </li>
          ))}
        </ul>
      ),
    },
    ...(products.some((p) => p.unverified.includes("botanicals"))
      ? [
          {
            label: "Recipe",
            render: (p: ComparableProduct) =>
              p.unverified.includes("botanicals") ? (
                <span className="text-xs text-slate-600">
                  Not confirmed
                  <UnverifiedMark />
                </span>
              ) : (
                <span className="text-xs text-slate-600">Sourced</span>
              ),
          },
        ]
      : []),
    { label: "Nose", render: (p) => p.tastingNotes.nose },
    { label: "Palate", render: (p) => p.tastingNotes.palate },
    { label: "Finish", render: (p) => p.tastingNotes.finish },
    ...(products.some((p) => p.tastingNotes.credit || p.unverified.includes("producer"))
      ? [{ label: "About the notes", render: (p: ComparableProduct) => <NotesNote product={p} /> }]
      : []),
    { label: "Awards", render: (p) => (p.awards.length ? p.awards.join("; ") : "—") },
    ...(products.some((p) => p.heritage.length)
      ? [{ label: "Heritage & Recognition", render: (p: ComparableProduct) => (p.heritage.length ? p.heritage.join("; ") : "—") }]
      : []),
  ];

  return (
    <>
      <PageHeader
        crumbs={[{ name: "Home", href: "/" }, { name: compareCopy.title }]}
        title={compareCopy.title}
        intro={compareCopy.intro}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {!comparison ? (
          // Only while the bottles in the address are read and their data fetched: shown if that lasts (slow lines).
          <p role="status" className="text-slate-700 appear-late">
            Loading the comparison…
          </p>
        ) : comparison.slugs.length === 0 ? (
          <p className="text-slate-700">{compareCopy.empty}</p>
        ) : !comparison.products ? (
          <p className="text-slate-700">The comparison could not be loaded. Please reload the page.</p>
        ) : (
          <>
            {products.length > 1 && (
              <p className="mb-3 text-sm text-slate-600 sm:hidden" id="compare-hint">
                {compareCopy.swipe}
              </p>
            )}
            {/* The table scrolls sideways in its own region (focusable, so keys scroll it too) while the
                page stays put; the row labels stick to its left edge. `relative`: the screen-reader-only
                texts (absolutely positioned) of the far columns are clipped by the region too, instead
                of widening the page (they made it 802 px wide at 390). */}
            <div
              role="region"
              aria-label={compareCopy.region}
              aria-describedby={products.length > 1 ? "compare-hint" : undefined}
              tabIndex={0}
              className="relative overflow-x-auto overscroll-x-contain"
            >
              <table
                className="w-full table-fixed border-separate border-spacing-x-3 text-left text-sm"
                // a column per bottle of at least 11rem beside the 7rem labels; wider screens spread them out
                style={{ minWidth: `${7 + products.length * 11.75}rem` }}
              >
                <caption className="sr-only">Bottles compared side by side</caption>
                <thead>
                  <tr>
                    <td className={cn("w-28", stickyCell)} />
                    {products.map((p) => (
                      <th key={p.slug} scope="col" className="align-top">
                        <FallbackImage
                          src={p.image}
                          name={p.name}
                          alt={`Bottle of ${p.name}`}
                          width={150}
                          height={200}
                          className="mx-auto h-40 w-30 object-contain"
                        />
                        <Link to={p.href} className="mt-2 block font-serif text-lg font-semibold hover:underline">
                          {p.name}
                        </Link>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      <th
                        scope="row"
                        className={cn(
                          "border-t border-border py-3 align-top text-xs font-semibold uppercase tracking-wider text-slate-600",
                          stickyCell,
                        )}
                      >
                        {row.label}
                      </th>
                      {products.map((p) => (
                        <td key={p.slug} className="border-t border-border py-3 align-top text-slate-800">
                          {row.render(p)}
                        </td>
                      ))}
                    </tr>
                  ))}
                  <tr>
                    <td className={cn("pt-4 align-top", stickyCell)}>
                      <AdNote />
                    </td>
                    {products.map((p) => (
                      <td key={p.slug} className="pt-4 align-top">
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
          </>
        )}
      </div>
    </>
  );
}
