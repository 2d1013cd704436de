import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { ABV_BANDS, NO_PRICE_BAND, PRICE_BANDS, SORTS, hasFilters, type Criteria } from "~/lib/catalogue/catalogue-filter";

export interface ListFiltersProps {
  criteria: Criteria;
  options: { types: string[]; botanicals: string[]; distilleries: string[] };
  botanicalLabel: string;
  onChange: (criteria: Criteria) => void;
}

const selectClass = "mt-1 block w-full rounded-xl border border-border bg-white px-3 py-2 text-sm";

/** Type, botanical, ABV, price and distillery filters and the sort order of a list. */
export function ListFilters({ criteria, options, botanicalLabel, onChange }: ListFiltersProps) {
  const field = (key: keyof Criteria, label: string, choices: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`filter-${key}`} className="text-xs font-semibold uppercase tracking-wider text-slate-600">
        {label}
      </label>
      <select
        id={`filter-${key}`}
        value={criteria[key] ?? ""}
        onChange={(event) => onChange({ ...criteria, [key]: event.target.value || undefined })}
        className={selectClass}
      >
        {key !== "sort" && <option value="">All</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  return (
    <form
      role="search"
      aria-label="Filter and sort"
      onSubmit={(event) => event.preventDefault()}
      className="rounded-card border border-border bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {field("type", "Type", plain(options.types))}
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
          <Icon name="close" /> Clear filters
        </Button>
      )}
    </form>
  );
}
