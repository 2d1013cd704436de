import { GitCompare, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { COMPARE_EVENT, MAX_COMPARE, clearCompare, compareUrl, readCompare } from "~/lib/catalogue/compare-store";

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
  if (items.length === 0 || pathname === "/compare") return null;
  return (
    <aside
      aria-label="Comparison"
      className="fixed bottom-4 left-4 z-30 flex items-center gap-3 rounded-full bg-night-900 py-2 pl-4 pr-2 text-sm text-white shadow-xl"
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
