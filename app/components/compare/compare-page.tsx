import type { ComparableProduct } from "~/lib/routing/site-files";
import { X } from "lucide-react";
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { AdNote } from "~/components/common/ad-note";
import { ExternalLink } from "~/components/common/external-link";
import { FallbackImage } from "~/components/common/fallback-image";
import { IllustrationCaption } from "~/components/common/illustration-caption";
import { bottlePictureAlt } from "~/lib/catalogue/photos";
import { PageHeader } from "~/components/layout/page-header";
import { OfferPrice } from "~/components/sources/offer-price";
import { STYLE_NOTES_LINE, UnverifiedMark } from "~/components/sources/unverified-mark";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/browser/cn";
import { MAX_COMPARE } from "~/lib/catalogue/compare-keys";
import { compareUrl, writeCompare } from "~/lib/catalogue/compare-store";
import {
  allSame,
  awardsSummary,
  botanicalsSummary,
  presenceSummary,
  priceSummary,
  strengthSummary,
  valueSummary,
  type RowSummary,
} from "./compare-summaries";

export const compareCopy = {
  title: "Compare Bottles",
  intro: "Up to four Icelandic bottles side by side. Botanicals they share are highlighted.",
  empty: "Nothing to compare yet. Add bottles here, or with the Compare button on any bottle's card or page.",
  region: "Compared bottles",
  swipe: "Swipe the table sideways to see every bottle; their names stay at the top.",
  add: "Add a bottle",
  differences: "Show differences only",
} as const;

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

/** Botanicals that appear in more than one of the compared bottles. */
export function sharedBotanicals(products: Pick<ComparableProduct, "botanicals">[]): Set<string> {
  const counts = new Map<string, number>();
  for (const product of products)
    for (const botanical of new Set(product.botanicals)) counts.set(botanical, (counts.get(botanical) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([botanical]) => botanical));
}

/**
 * The bottles asked for (`slugs`), those found (`products`) and every bottle that may be added
 * (`catalogue`); the last two null when the data could not be loaded. Undefined until the browser
 * has read the address.
 */
export interface Comparison {
  slugs: string[];
  products: ComparableProduct[] | null;
  catalogue: ComparableProduct[] | null;
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

interface Row {
  label: string;
  render: (p: ComparableProduct) => ReactNode;
  /** what "the same" means for this row (Show differences only) */
  same: (p: ComparableProduct) => string;
  summary: RowSummary | null;
}

function compareRows(products: ComparableProduct[]): Row[] {
  const shared = sharedBotanicals(products);
  const recipeConfirmed = (p: ComparableProduct) => !p.unverified.includes("botanicals");
  return [
    {
      label: "Type",
      render: (p) => withMark(p, "type", p.type),
      same: (p) => p.type,
      summary: valueSummary(products, (p) => p.type, "type"),
    },
    {
      label: "Style",
      render: (p) => (p.style ? withMark(p, "style", p.style) : "—"),
      same: (p) => p.style ?? "",
      summary: valueSummary(products, (p) => p.style ?? "none given", "style"),
    },
    {
      label: "Distillery",
      render: (p) => withMark(p, "producer", p.distillery),
      same: (p) => p.distillery,
      summary: valueSummary(products, (p) => p.distillery, "producer"),
    },
    {
      label: "ABV",
      render: (p) => withMark(p, "alcohol", p.alcohol),
      same: (p) => p.alcohol,
      summary: strengthSummary(products),
    },
    {
      label: "Price",
      render: (p) => (
        <>
          <OfferPrice offer={p.shownOffer} className="font-semibold" />
          {p.size && <span className="block text-xs text-slate-600">{p.size} bottle</span>}
        </>
      ),
      same: (p) => `${p.shownOffer?.price?.text ?? ""} ${p.size ?? ""}`,
      summary: priceSummary(products),
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
      same: (p) => [...p.botanicals].sort().join("|"),
      summary: botanicalsSummary(products),
    },
    ...(products.some((p) => !recipeConfirmed(p))
      ? [
          {
            label: "Recipe",
            render: (p: ComparableProduct) =>
              recipeConfirmed(p) ? (
                <span className="text-xs text-slate-600">Sourced</span>
              ) : (
                <span className="text-xs text-slate-600">
                  Not confirmed
                  <UnverifiedMark />
                </span>
              ),
            same: (p: ComparableProduct) => String(recipeConfirmed(p)),
            summary: presenceSummary(products, recipeConfirmed, ["has a confirmed recipe", "have a confirmed recipe"]),
          },
        ]
      : []),
    { label: "Nose", render: (p) => p.tastingNotes.nose, same: (p) => p.tastingNotes.nose, summary: null },
    { label: "Palate", render: (p) => p.tastingNotes.palate, same: (p) => p.tastingNotes.palate, summary: null },
    { label: "Finish", render: (p) => p.tastingNotes.finish, same: (p) => p.tastingNotes.finish, summary: null },
    ...(products.some((p) => p.tastingNotes.credit || p.unverified.includes("producer"))
      ? [
          {
            label: "About the notes",
            render: (p: ComparableProduct) => <NotesNote product={p} />,
            same: (p: ComparableProduct) => `${p.tastingNotes.credit ?? ""} ${p.unverified.includes("producer")}`,
            summary: null,
          },
        ]
      : []),
    {
      label: "Awards",
      render: (p) => (p.awards.length ? p.awards.join("; ") : "—"),
      same: (p) => p.awards.join("|"),
      summary: awardsSummary(products),
    },
    ...(products.some((p) => p.heritage.length)
      ? [
          {
            label: "Heritage & Recognition",
            render: (p: ComparableProduct) => (p.heritage.length ? p.heritage.join("; ") : "—"),
            same: (p: ComparableProduct) => p.heritage.join("|"),
            summary: presenceSummary(products, (p) => p.heritage.length > 0, ["lists heritage", "list heritage"]),
          },
        ]
      : []),
  ];
}

/** The catalogue's bottles by their section of the site, for the Add a bottle list. */
const SECTIONS = new Map([
  ["gin", "Gins"],
  ["vodka", "Vodkas"],
  ["spirit", "Whiskies, brennivín and other spirits"],
]);
function bottleGroups(catalogue: ComparableProduct[], chosen: string[]) {
  const groups = new Map<string, ComparableProduct[]>();
  for (const p of catalogue) {
    if (chosen.includes(p.slug)) continue;
    const section = SECTIONS.get(p.href.split("/")[1] ?? "") ?? "Other bottles";
    groups.set(section, [...(groups.get(section) ?? []), p]);
  }
  return [...groups];
}

function AddBottle({
  catalogue,
  chosen,
  onAdd,
  selectRef,
}: {
  catalogue: ComparableProduct[];
  chosen: string[];
  onAdd: (product: ComparableProduct) => void;
  selectRef: React.Ref<HTMLSelectElement>;
}) {
  const full = chosen.length >= MAX_COMPARE;
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-night-900">
      {compareCopy.add}
      <select
        ref={selectRef}
        value=""
        aria-describedby={full ? "compare-full" : undefined}
        onChange={(event) => {
          const product = catalogue.find((p) => p.slug === event.target.value);
          if (product && !full) onAdd(product);
        }}
        className="h-11 w-full max-w-sm rounded-lg border border-border bg-white px-3 text-sm font-normal text-night-900 sm:w-80"
      >
        <option value="">{full ? `${MAX_COMPARE} bottles chosen` : "Choose a bottle…"}</option>
        {!full &&
          bottleGroups(catalogue, chosen).map(([section, bottles]) => (
            <optgroup key={section} label={section}>
              {bottles.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
      {full && (
        <span id="compare-full" className="text-xs font-normal text-slate-600">
          Remove a bottle to add another (up to {MAX_COMPARE}).
        </span>
      )}
    </label>
  );
}

export function ComparePage({ comparison }: { comparison: Comparison | undefined }) {
  const navigate = useNavigate();
  const products = comparison?.products ?? [];
  const slugs = products.map((p) => p.slug);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const addRef = useRef<HTMLSelectElement>(null);

  // Once the visitor changes the comparison here, the tray on other pages follows it (Back included).
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current && comparison?.products) writeCompare(comparison.products.map((p) => ({ slug: p.slug, name: p.name })));
  }, [comparison]);
  // Each change is a new address (shareable; Back undoes it); the page keeps its place.
  const change = (next: string[], message: string) => {
    edited.current = true;
    setAnnouncement(message);
    navigate(compareUrl(next), { preventScrollReset: true });
  };
  const add = (product: ComparableProduct) => change([...slugs, product.slug], `Added ${product.name}.`);
  const remove = (product: ComparableProduct) => {
    change(
      slugs.filter((slug) => slug !== product.slug),
      `Removed ${product.name}.`,
    );
    // the button goes with its column: the way to add one back keeps the focus
    addRef.current?.focus();
  };

  const rows = compareRows(products);
  const hidden = differencesOnly ? rows.filter((row) => allSame(products, row.same)) : [];
  const shownRows = rows.filter((row) => !hidden.includes(row));
  const columns = { "--bottles": products.length } as CSSProperties;

  return (
    <>
      <PageHeader
        crumbs={[{ name: "Home", href: "/" }, { name: compareCopy.title }]}
        title={compareCopy.title}
        intro={compareCopy.intro}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        {!comparison ? (
          // Only while the bottles in the address are read and their data fetched: shown if that lasts (slow lines).
          <p role="status" className="text-slate-700 appear-late">
            Loading the comparison…
          </p>
        ) : !comparison.products || !comparison.catalogue ? (
          <p className="text-slate-700">The comparison could not be loaded. Please reload the page.</p>
        ) : (
          <>
            {products.length === 0 && <p className="mb-6 text-slate-700">{compareCopy.empty}</p>}
            <div className="mb-4 flex flex-wrap items-end gap-x-8 gap-y-4">
              <AddBottle catalogue={comparison.catalogue} chosen={slugs} onAdd={add} selectRef={addRef} />
              {products.length > 1 && (
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-night-900">
                  <input
                    type="checkbox"
                    checked={differencesOnly}
                    onChange={(event) => setDifferencesOnly(event.target.checked)}
                    className="size-5 accent-night-800"
                  />
                  {compareCopy.differences}
                </label>
              )}
            </div>
            <p aria-live="polite" className="mb-3 text-sm text-slate-700">
              {[announcement, hidden.length > 0 ? `The same for all, hidden: ${hidden.map((row) => row.label).join(", ")}.` : ""]
                .filter(Boolean)
                .join(" ")}
            </p>
            {products.length > 2 && (
              <p className="mb-3 text-sm text-slate-600 sm:hidden" id="compare-hint">
                {compareCopy.swipe}
              </p>
            )}
            {products.length > 0 && (
              // The table scrolls in its own region (focusable, so keys scroll it too) while the page stays
              // put, up to a screen tall so the names at its top stay in view; from 1024 px it fits the
              // page, whose scrolling the names follow. `relative`: the screen-reader-only texts
              // (absolutely positioned) of the far columns are clipped by the region too, instead of
              // widening the page (they made it 802 px wide at 390).
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
                          <FallbackImage
                            src={p.image}
                            photo={p.photo}
                            sizes="(min-width: 640px) 120px, 84px"
                            name={p.name}
                            alt={bottlePictureAlt(p.name, p)}
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
                            <Link
                              to={p.href}
                              className="font-serif text-base font-semibold leading-snug hover:underline sm:text-lg"
                            >
                              {p.name}
                            </Link>
                            <button
                              type="button"
                              onClick={() => remove(p)}
                              aria-label={`Remove ${p.name}`}
                              title={`Remove ${p.name}`}
                              className="-mr-1 grid size-8 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-glacier-100 hover:text-night-900"
                            >
                              <X aria-hidden="true" className="size-4" />
                            </button>
                          </span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  {shownRows.map((row) => (
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
            )}
          </>
        )}
      </div>
    </>
  );
}
