import { useEffect, useState } from "react";
import { COMPARE_EVENT, MAX_COMPARE } from "~/lib/catalogue/compare-keys";
import { readCompare, toggleCompare } from "~/lib/catalogue/compare-store";
import { cn } from "~/lib/browser/cn";
import { Icon } from "~/components/ui/icons";

/** Adds a bottle to the comparison (or takes it out). */
export function CompareButton({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    setItems(readCompare());
    const update = (event: Event) => setItems((event as CustomEvent<string[]>).detail);
    window.addEventListener(COMPARE_EVENT, update);
    return () => window.removeEventListener(COMPARE_EVENT, update);
  }, []);
  const added = items.includes(slug);
  const full = !added && items.length >= MAX_COMPARE;
  return (
    <button
      type="button"
      aria-pressed={added}
      disabled={full}
      title={full ? `You can compare up to ${MAX_COMPARE} bottles` : undefined}
      onClick={() => setItems(toggleCompare(slug))}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold ring-1 transition-colors disabled:opacity-50",
        added ? "bg-night-800 text-white ring-night-800" : "bg-white text-night-900 ring-border hover:bg-glacier-50",
        className,
      )}
    >
      {added ? <Icon name="check" className="size-3.5" /> : <Icon name="compare" className="size-3.5" />}
      {added ? "Comparing" : "Compare"}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
