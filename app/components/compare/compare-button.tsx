import { MAX_COMPARE } from "~/lib/catalogue/compare-keys";
import { toggleCompare } from "~/lib/catalogue/compare-store";
import { cn } from "~/lib/browser/cn";
import { Icon } from "~/components/ui/icons";
import { checkIcon, compareIcon } from "~/components/ui/icon-drawings";
import { useCompareEntries } from "./use-compare-entries";

/** Adds a bottle to the comparison (or takes it out). */
export function CompareButton({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const entries = useCompareEntries();
  const added = entries.some((entry) => entry.slug === slug);
  const full = !added && entries.length >= MAX_COMPARE;
  return (
    <button
      type="button"
      aria-pressed={added}
      disabled={full}
      title={full ? `You can compare up to ${MAX_COMPARE} bottles` : undefined}
      onClick={() => toggleCompare(slug, name)}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold ring-1 transition-colors disabled:opacity-50",
        added ? "bg-night-800 text-white ring-night-800" : "bg-white text-night-900 ring-border hover:bg-glacier-50",
        className,
      )}
    >
      {added ? <Icon drawing={checkIcon} className="size-3.5" /> : <Icon drawing={compareIcon} className="size-3.5" />}
      {added ? "Comparing" : "Compare"}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
