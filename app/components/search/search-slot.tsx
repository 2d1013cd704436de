import { Suspense, useEffect, useRef, useState } from "react";
import { SearchIcon } from "~/components/ui/core-icons";
import { lazySection } from "~/lib/lazy-section";

const SearchBox = lazySection(() => import("./search-box").then((m) => ({ default: m.SearchBox })));

export const SEARCH_LABEL = "Search bottles, distilleries and articles";
const inputClass =
  "h-10 w-44 rounded-full border border-white/15 bg-white/10 pl-9 pr-3 text-sm text-white placeholder:text-glacier-200 focus:w-64 lg:w-52";

/**
 * The top bar's search field. Until it is used it is a plain input; focusing it (or pressing
 * "/") loads the combobox, which takes over with focus and what was typed.
 */
export function SearchSlot() {
  const [active, setActive] = useState(false);
  const initial = useRef("");
  useEffect(() => {
    if (active) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || target.closest("input, textarea, select, [contenteditable]")) return;
      event.preventDefault();
      setActive(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active]);

  const placeholder = (
    <div className="relative">
      <label htmlFor="site-search" className="sr-only">
        {SEARCH_LABEL}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-glacier-200" />
      <input
        id="site-search"
        type="search"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder="Search ( / )"
        onFocus={(event) => {
          initial.current = event.currentTarget.value;
          setActive(true);
        }}
        onChange={(event) => (initial.current = event.target.value)}
        className={inputClass}
      />
    </div>
  );
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchBox autoFocus initialQuery={initial.current} inputClass={inputClass} />
    </Suspense>
  );
}
