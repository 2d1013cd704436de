import { GitCompare, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { COMPARE_EVENT, MAX_COMPARE } from "~/lib/catalogue/compare-keys";
import { clearCompare, compareUrl, readCompare } from "~/lib/catalogue/compare-store";

/** A small tray while bottles are picked for comparison. */
export function CompareTray() {
  const [items, setItems] = useState<string[]>([]);
  const { pathname } = useLocation();
  useEffect(() => {
    setItems(readCompare());
    const update = (event: Event) => setItems((event as CustomEvent<string[]>).detail);
    window.addEventListener(COMPARE_EVENT, update);
    return () => window.removeEventListener(COMPARE_EVENT, update);
  }, []);
  const shown = items.length > 0 && pathname !== "/compare";
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
      className="fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] left-[calc(1rem+env(safe-area-inset-left))] z-30 flex items-center gap-3 whitespace-nowrap rounded-full bg-night-900 py-2 pl-4 pr-2 text-sm text-white shadow-xl"
    >
      <GitCompare aria-hidden="true" className="size-4 text-aurora-300" />
      <span>
        {items.length} of {MAX_COMPARE} bottles
      </span>
      <Link
        to={compareUrl(items)}
        className="rounded-full bg-aurora-300 px-3 py-1.5 font-semibold text-night-950 hover:bg-aurora-400"
      >
        Compare
      </Link>
      <button
        type="button"
        onClick={clearCompare}
        aria-label="Clear the comparison"
        className="rounded-full p-1.5 hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
