import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { SearchIcon } from "~/components/ui/icons";

const SearchResults = lazy(() => import("./search-results"));

export const SEARCH_LABEL = "Search bottles, distilleries and articles";

/**
 * The top bar's search field. The input is always this one element; focusing it (or pressing
 * "/") loads the results list and its keyboard handling, which attach to it, so nothing typed
 * while that code arrives is lost.
 */
export function SearchSlot() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || target.closest("input, textarea, select, [contenteditable]")) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="relative">
      <label htmlFor="site-search" className="sr-only">
        {SEARCH_LABEL}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-glacier-200" />
      <input
        ref={inputRef}
        id="site-search"
        type="search"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder="Search ( / )"
        onFocus={() => setActive(true)}
        className="h-10 w-44 rounded-full border border-white/15 bg-white/10 pl-9 pr-3 text-sm text-white placeholder:text-glacier-200 focus:w-64 lg:w-52"
      />
      {active && (
        <Suspense fallback={null}>
          <SearchResults inputRef={inputRef} />
        </Suspense>
      )}
    </div>
  );
}
