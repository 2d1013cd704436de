import { Icon } from "~/components/ui/icons";
import { closeIcon, compareIcon } from "~/components/ui/icon-drawings";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { clearCompare, compareUrl, readCompareEntries, writeCompare, type CompareEntry } from "~/lib/catalogue/compare-store";
import { loadCompareCatalogue } from "./compare-catalogue";
import { useCompareEntries } from "./use-compare-entries";

/** "Vor Gin, Himbrimi Old Tom Gin, + 1": the first two names, then how many more. */
export function trayLabel(entries: readonly CompareEntry[]): string {
  const names = entries.flatMap((entry) => (entry.name ? [entry.name] : []));
  if (names.length === 0) return entries.length === 1 ? "1 bottle" : `${entries.length} bottles`;
  const shown = names.slice(0, 2);
  const more = entries.length - shown.length;
  return more > 0 ? `${shown.join(", ")}, + ${more}` : shown.join(", ");
}

/**
 * A small tray while bottles are picked for comparison. On a phone's bottle page the buy bar says
 * "Compare (3)" instead (data-buy-bar, app.css), so the two never stack.
 */
export function CompareTray() {
  const entries = useCompareEntries();
  const { pathname } = useLocation();
  const shown = entries.length > 0 && pathname !== "/compare";
  // A list kept before names were stored: named once from the catalogue, then kept named.
  const unnamed = entries.some((entry) => !entry.name);
  useEffect(() => {
    if (!unnamed) return;
    loadCompareCatalogue().then(
      (all) =>
        writeCompare(
          readCompareEntries().map((entry) => ({
            slug: entry.slug,
            name: entry.name ?? all.find((p) => p.slug === entry.slug)?.name,
          })),
        ),
      () => {
        /* offline: the tray counts the bottles instead */
      },
    );
  }, [unnamed]);
  // While it shows, the page gets room for it at its end (app.css), so it never hides the footer.
  useEffect(() => {
    if (!shown) return;
    document.documentElement.dataset.compareTray = "";
    return () => {
      delete document.documentElement.dataset.compareTray;
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <aside
      aria-label="Comparison"
      data-compare-tray-box=""
      className="fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] left-[calc(1rem+env(safe-area-inset-left))] z-30 flex max-w-[calc(100vw-2rem)] items-center gap-3 whitespace-nowrap rounded-full bg-night-900 py-2 pl-4 pr-2 text-sm text-white shadow-xl"
    >
      <Icon drawing={compareIcon} className="size-4 shrink-0 text-aurora-300" />
      <span className="min-w-0 truncate">{trayLabel(entries)}</span>
      <Link
        to={compareUrl(entries.map((entry) => entry.slug))}
        className="shrink-0 rounded-full bg-aurora-300 px-3 py-1.5 font-semibold text-night-950 hover:bg-aurora-400"
      >
        Compare ({entries.length})
      </Link>
      <button
        type="button"
        onClick={clearCompare}
        aria-label="Clear the comparison"
        className="shrink-0 rounded-full p-1.5 hover:bg-white/10"
      >
        <Icon drawing={closeIcon} className="size-4" />
      </button>
    </aside>
  );
}
