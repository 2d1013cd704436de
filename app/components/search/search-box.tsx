import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { loadSearch } from "~/lib/search-index";
import type { SearchResult } from "~/lib/search";
import { cn } from "~/lib/cn";
import { SEARCH_LABEL } from "./search-slot";

const KIND_LABEL = { product: "Bottle", distillery: "Distillery", post: "Article" } as const;

/** The top bar's search: a combobox whose index loads on first focus; "/" focuses it. */
export interface SearchBoxProps {
  autoFocus?: boolean;
  initialQuery?: string;
  inputClass: string;
}

export function SearchBox({ autoFocus = false, initialQuery = "", inputClass }: SearchBoxProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<SearchResult[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
    void loadSearch().catch(() => undefined);
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || target.closest("input, textarea, select, [contenteditable]")) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [autoFocus]);

  useEffect(() => {
    let cancelled = false;
    if (!query.trim()) {
      setResults([]);
      return;
    }
    loadSearch()
      .then(({ entries, search }) => !cancelled && (setResults(search(entries, query, 8)), setActive(-1)))
      .catch(() => !cancelled && setResults([]));
    return () => {
      cancelled = true;
    };
  }, [query]);

  const go = (href: string) => {
    setOpen(false);
    setQuery("");
    inputRef.current?.blur();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(results.length - 1, i + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(-1, i - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) go(chosen.href);
      else if (query.trim()) go(`/search?q=${encodeURIComponent(query.trim())}`);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && query.trim() !== "";
  return (
    <div className="relative">
      <label htmlFor="site-search" className="sr-only">
        {SEARCH_LABEL}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-glacier-200"
      />
      <input
        ref={inputRef}
        id="site-search"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Search ( / )"
        value={query}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className={inputClass}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded}
        className="absolute right-0 top-12 z-50 max-h-96 w-80 overflow-y-auto rounded-xl bg-white p-1 text-night-900 shadow-xl"
      >
        {results.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-sm text-slate-600">
            No matches. Press Enter to search.
          </li>
        ) : (
          results.map((result, index) => (
            <li
              key={result.href}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(result.href)}
              className={cn("cursor-pointer rounded-lg px-3 py-2", index === active ? "bg-glacier-100" : "hover:bg-muted")}
            >
              <span className="block text-sm font-semibold">{result.title}</span>
              <span className="block text-xs text-slate-600">
                {KIND_LABEL[result.kind]} · {result.subtitle}
              </span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
