import { STRENGTH_NOT_CONFIRMED } from "@content/facts";
import { OfferPrice } from "~/components/sources/offer-price";
import { STYLE_NOTES_LINE, UnverifiedMark } from "~/components/sources/unverified-mark";
import { cn } from "~/lib/browser/cn";
import {
  awardsSummary,
  botanicalsSummary,
  presenceSummary,
  priceSummary,
  strengthSummary,
  valueSummary,
} from "./compare-summaries";
import type { ComparableProduct, Row } from "./types";

/** Botanicals that appear in more than one of the compared bottles. */
export function sharedBotanicals(products: Pick<ComparableProduct, "botanicals">[]): Set<string> {
  const counts = new Map<string, number>();
  for (const product of products)
    for (const botanical of new Set(product.botanicals)) counts.set(botanical, (counts.get(botanical) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([botanical]) => botanical));
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

/** The rows for the bottles compared (a row only some bottles need is left out when none does). */
export function compareRows(products: ComparableProduct[]): Row[] {
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
      render: (p) => (p.alcohol ? withMark(p, "alcohol", p.alcohol) : STRENGTH_NOT_CONFIRMED),
      same: (p) => p.alcohol ?? "",
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
