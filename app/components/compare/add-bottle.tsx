import type { Ref } from "react";
import { BOTTLE_KINDS, bottleKindOf, type BottlePage } from "@content/bottle-kinds";
import { MAX_COMPARE } from "~/lib/catalogue/compare-keys";
import { compareCopy } from "./compare-copy";
import type { ComparableProduct } from "./types";

/** The catalogue's bottles by their section of the site (the page of their address), for the Add a bottle list. */
const SECTIONS: Record<BottlePage, string> = { gin: "Gins", vodka: "Vodkas", spirit: "Whiskies, brennivín and other spirits" };
const sectionOf = (href: string) => {
  const kind = bottleKindOf(href);
  return kind ? SECTIONS[BOTTLE_KINDS[kind].page] : "Other bottles";
};
function bottleGroups(catalogue: ComparableProduct[], chosen: string[]) {
  const groups = new Map<string, ComparableProduct[]>();
  for (const p of catalogue) {
    if (chosen.includes(p.slug)) continue;
    const section = sectionOf(p.href);
    groups.set(section, [...(groups.get(section) ?? []), p]);
  }
  return [...groups];
}

/** The list of the catalogue's other bottles, by section; choosing one adds it. */
export function AddBottle({
  catalogue,
  chosen,
  onAdd,
  selectRef,
}: {
  catalogue: ComparableProduct[];
  chosen: string[];
  onAdd: (product: ComparableProduct) => void;
  selectRef: Ref<HTMLSelectElement>;
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
