import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { closeIcon } from "~/components/ui/icon-drawings";
import { cn } from "~/lib/browser/cn";
import {
  ABV_BANDS,
  NO_PRICE_BAND,
  PRICE_BANDS,
  SORTS,
  hasFilters,
  type Criteria,
  type FacetCounts,
  type FamilyDefinition,
  type SingleFacet,
} from "~/lib/catalogue/catalogue-filter";
import type { GinStyleDefinition } from "@content/styles";
import { Card } from "~/components/ui/card";

export const FLAVOUR_FAMILIES_HELP = "/how-we-describe-bottles#flavour-families";
export const STYLES_HELP = "/how-we-describe-bottles#styles";

export interface ListFiltersProps {
  criteria: Criteria;
  options: { types: string[]; botanicals: string[]; distilleries: string[] };
  /** the Flavour family facet's families; none: no such facet (lists other than gin) */
  families: readonly FamilyDefinition[];
  /** the Style facet's styles (those the list's records name); none: no such facet */
  styles: readonly GinStyleDefinition[];
  counts: FacetCounts;
  botanicalLabel: string;
  onChange: (criteria: Criteria) => void;
  className?: string;
}

const selectClass = "mt-1 block w-full rounded-xl border border-border bg-white px-3 py-2 text-sm max-md:h-11";
const labelClass = "text-xs font-semibold uppercase tracking-wider text-slate-600";

/** What a choice is called in the one-line summary: "Citrus · Old Tom · 40–42.9%". */
export function chosenLabels(
  criteria: Criteria,
  families: readonly FamilyDefinition[],
  styles: readonly GinStyleDefinition[] = [],
): string[] {
  const band = (bands: readonly { id: string; label: string }[], id?: string) => bands.find((b) => b.id === id)?.label;
  return [
    ...families.filter((family) => criteria.family?.includes(family.id)).map((family) => family.name),
    ...styles.filter((style) => criteria.style?.includes(style.id)).map((style) => style.name),
    criteria.type,
    criteria.botanical,
    band(ABV_BANDS, criteria.abv),
    band([...PRICE_BANDS, NO_PRICE_BAND], criteria.price),
    criteria.distillery,
  ].filter((label): label is string => Boolean(label));
}

const pillClass = (checked: boolean, empty: boolean) =>
  cn(
    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm ring-1 md:min-h-9",
    checked ? "bg-night-800 text-white ring-night-800" : "bg-white text-night-900 ring-border hover:bg-glacier-50",
    empty && !checked && "cursor-not-allowed bg-muted text-slate-600 hover:bg-muted",
  );

/** One checkbox pill of a several-choice facet: "Citrus (12)". */
function FacetPill({
  name,
  count,
  checked,
  onToggle,
}: {
  name: string;
  count: number;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    // An option that would show nothing cannot be ticked (a ticked one can always be unticked).
    <label className={pillClass(checked, count === 0)} data-disabled={count === 0 && !checked ? "" : undefined}>
      <input
        type="checkbox"
        checked={checked}
        disabled={count === 0 && !checked}
        onChange={(event) => onToggle(event.target.checked)}
        className="size-4 accent-white"
      />
      <span>{name}</span> <span className={checked ? "text-glacier-100" : "text-slate-600"}>({count})</span>
    </label>
  );
}

/**
 * Flavour family and style (several at once each), botanical, ABV, price and distillery filters
 * (type instead of style on a list without styles) and the sort order of a list; every option says
 * how many bottles choosing it shows.
 */
export function ListFilters({
  criteria,
  options,
  families,
  styles,
  counts,
  botanicalLabel,
  onChange,
  className,
}: ListFiltersProps) {
  const field = (key: SingleFacet | "sort", label: string, choices: { value: string; label: string }[]) => {
    const count = key === "sort" ? undefined : counts[key];
    const withCount = (text: string, n: number | undefined) => (n === undefined ? text : `${text} (${n})`);
    return (
      <div>
        <label htmlFor={`filter-${key}`} className={labelClass}>
          {label}
        </label>
        <select
          id={`filter-${key}`}
          value={criteria[key] ?? ""}
          onChange={(event) => onChange({ ...criteria, [key]: event.target.value || undefined })}
          className={selectClass}
        >
          {count && <option value="">{withCount("All", count.all)}</option>}
          {choices.map((choice) => (
            <option
              key={choice.value}
              value={choice.value}
              disabled={count?.counts.get(choice.value) === 0 && criteria[key] !== choice.value}
            >
              {withCount(choice.label, count?.counts.get(choice.value))}
            </option>
          ))}
        </select>
      </div>
    );
  };
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  const toggle = (key: "family" | "style", id: string, on: boolean) => {
    const chosen = criteria[key] ?? [];
    const next = on ? [...chosen, id] : chosen.filter((value) => value !== id);
    onChange({ ...criteria, [key]: next.length > 0 ? next : undefined });
  };
  return (
    <Card
      as="form"
      role="search"
      aria-label="Filter and sort"
      onSubmit={(event) => event.preventDefault()}
      className={cn("p-4", className)}
    >
      {families.length > 0 && (
        <fieldset className="mb-4">
          <legend className={labelClass}>Flavour family</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {families.map((family) => (
              <FacetPill
                key={family.id}
                name={family.name}
                count={counts.family.get(family.id) ?? 0}
                checked={Boolean(criteria.family?.includes(family.id))}
                onToggle={(on) => toggle("family", family.id, on)}
              />
            ))}
          </div>
          <details className="mt-2 text-sm text-slate-700">
            <summary className="cursor-pointer text-xs font-medium text-glacier-700 underline underline-offset-2">
              What each flavour family holds
            </summary>
            <ul className="mt-2 space-y-1 text-xs">
              {families.map((family) => (
                <li key={family.id}>
                  <strong className="font-semibold">{family.name}</strong>: {family.botanicals.join(", ")}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs">
              A gin belongs to a family when its listed botanicals include one of the family's; two families find gins of both.{" "}
              <Link to={FLAVOUR_FAMILIES_HELP} className="underline underline-offset-2">
                How we describe bottles
              </Link>
            </p>
          </details>
        </fieldset>
      )}
      {styles.length > 0 && (
        <fieldset className="mb-4">
          <legend className={labelClass}>Style</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {styles.map((style) => (
              <FacetPill
                key={style.id}
                name={style.name}
                count={counts.style.get(style.id) ?? 0}
                checked={Boolean(criteria.style?.includes(style.id))}
                onToggle={(on) => toggle("style", style.id, on)}
              />
            ))}
          </div>
          <p className="mt-2 text-xs text-slate-700">
            Every gin has one style, as our sources name it, marked where none does.{" "}
            <Link to={STYLES_HELP} className="font-medium text-glacier-700 underline underline-offset-2">
              About styles
            </Link>
          </p>
        </fieldset>
      )}
      <div className={cn("grid grid-cols-2 gap-4 md:grid-cols-3", styles.length > 0 ? "lg:grid-cols-5" : "lg:grid-cols-6")}>
        {/* Style is a gin's category; its type badge would repeat it, so a list with styles has no Type filter. */}
        {styles.length === 0 && field("type", "Type", plain(options.types))}
        {field("botanical", botanicalLabel, plain(options.botanicals))}
        {field(
          "abv",
          "ABV",
          ABV_BANDS.map((band) => ({ value: band.id, label: band.label })),
        )}
        {field(
          "price",
          "Price",
          [...PRICE_BANDS, NO_PRICE_BAND].map((band) => ({ value: band.id, label: band.label })),
        )}
        {field("distillery", "Distillery", plain(options.distilleries))}
        {field(
          "sort",
          "Sort by",
          SORTS.map((sort) => ({ value: sort.id, label: sort.label })),
        )}
      </div>
      {/* Only when there is a filter to clear (the sort order stays as chosen). */}
      {hasFilters(criteria) && (
        <Button type="button" variant="ghost" size="sm" className="mt-3" onClick={() => onChange({ sort: criteria.sort })}>
          <Icon drawing={closeIcon} /> Clear filters
        </Button>
      )}
    </Card>
  );
}

/**
 * On a phone the filters open in a bottom sheet (a modal <dialog>: the page behind is inert, Escape
 * closes it and focus returns to the button that opened it); the list updates behind it as choices
 * change, and its button says how many bottles the choice shows.
 */
export function FilterSheet({ showLabel, onClose, children }: { showLabel: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      aria-labelledby="filter-sheet-title"
      onClose={onClose}
      // At least half the screen from its first frame, so the form drawn just after it (see the list
      // page) fills the sheet instead of growing it; Show stays at the bottom.
      className="m-0 mt-auto max-h-[85dvh] min-h-[50dvh] w-full max-w-none flex-col overflow-y-auto overscroll-contain rounded-t-2xl bg-white p-0 shadow-xl backdrop:bg-night-950/60 open:flex"
    >
      <div className="flex items-center justify-between px-4 pt-3">
        <h2 id="filter-sheet-title" className="text-lg font-semibold">
          Filters
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close filters"
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-muted"
        >
          <Icon drawing={closeIcon} className="size-5" />
        </button>
      </div>
      {children}
      <div className="sticky bottom-0 mt-auto border-t border-border bg-white p-4">
        <Button className="w-full" onClick={close}>
          {showLabel}
        </Button>
      </div>
    </dialog>
  );
}
