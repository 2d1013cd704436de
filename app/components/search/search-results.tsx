import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/browser/cn";
import type { SearchResult } from "~/lib/catalogue/search";
import { UnverifiedSummary } from "~/components/sources/unverified-mark";
import { PRODUCT_FACT_NAMES } from "@content/facts";
import { loadSearch } from "~/lib/clients/search-index";

const KIND_LABEL = { product: "Bottle", distillery: "Distillery", post: "Article" } as const;

export interface SearchResultsProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** "popup" under the top bar's field; "panel" in the phone search panel, with a link to the search page */
  variant?: "popup" | "panel";
  /** called when a result is chosen, before navigating */
  onNavigate?: () => void;
}

/**
 * The search combobox's list: attaches to a search field (the top bar's or the phone panel's),
 * searches as the visitor types (the index loads once), and handles arrows, Enter and Escape.
 */
export default function SearchResults({ inputRef, variant = "popup", onNavigate }: SearchResultsProps) {
  const panel = variant === "panel";
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState(() => inputRef.current?.value ?? "");
  const [results, setResults] = useState<SearchResult[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const expanded = open && query.trim() !== "";

  // Until the index is here an empty list means "not yet", not "nothing found" (slow lines).
  const [ready, setReady] = useState(false);

  // Mounted on first focus: fetch the index now, before the first letter.
  useEffect(() => {
    const done = () => setReady(true);
    loadSearch().then(done, done);
  }, []);

  useEffect(() => {
    let cancelled = false;
    if (!query.trim()) {
      setResults([]);
      return;
    }
    loadSearch()
      .then(({ entries, search }) => {
        if (cancelled) return;
        setResults(search(entries, query, 8));
        setActive(-1);
      })
      .catch(() => !cancelled && setResults([]));
    return () => {
      cancelled = true;
    };
  }, [query]);

  // The input belongs to the top bar; this list keeps its combobox state up to date.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute("aria-controls", listId);
    input.setAttribute("aria-expanded", String(expanded));
    if (active >= 0) input.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else input.removeAttribute("aria-activedescendant");
  }, [inputRef, listId, expanded, active]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const go = (href: string) => {
      setOpen(false);
      input.value = "";
      setQuery("");
      input.blur();
      onNavigateRef.current?.();
      // From the phone panel the chosen page takes the panel's history entry, so Back returns to the page.
      navigate(href, { replace: panel });
    };
    const onInput = () => {
      setQuery(input.value);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    // In the phone panel the list stays while the keyboard is put away to read it.
    const onBlur = () => !panel && window.setTimeout(() => setOpen(false), 150);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        setOpen(true);
        setActive((i) => Math.min(resultsRef.current.length - 1, i + 1));
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        setActive((i) => Math.max(-1, i - 1));
      } else if (event.key === "Enter") {
        event.preventDefault();
        const chosen = resultsRef.current[activeRef.current];
        if (chosen) go(chosen.href);
        else if (input.value.trim()) go(`/search?q=${encodeURIComponent(input.value.trim())}`);
      } else if (event.key === "Escape") {
        setOpen(false);
        setActive(-1);
      }
    };
    goRef.current = go;
    // Anything typed while this code was loading is already in the field.
    setQuery(input.value);
    input.addEventListener("input", onInput);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    input.addEventListener("keydown", onKeyDown);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("keydown", onKeyDown);
    };
  }, [inputRef, navigate, panel]);

  // Listeners above read the latest results and selection through these.
  const resultsRef = useLatest(results);
  const activeRef = useLatest(active);
  const onNavigateRef = useLatest(onNavigate);
  const goRef = useRef<(href: string) => void>(() => undefined);

  const list = (
    <ul
      id={listId}
      role="listbox"
      aria-label="Search results"
      hidden={!expanded}
      className={cn(
        "overflow-y-auto rounded-xl bg-white p-1 text-night-900",
        panel ? "mx-4" : "absolute right-0 top-12 z-50 max-h-96 w-80 shadow-xl",
      )}
    >
      {results.length === 0 ? (
        <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-sm text-slate-600">
          {!ready ? "Searching…" : panel ? `No results for “${query.trim()}”.` : "No matches. Press Enter to search."}
        </li>
      ) : (
        results.map((result, index) => (
          <li
            key={result.href}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => goRef.current(result.href)}
            className={cn(
              "cursor-pointer rounded-lg px-3",
              panel ? "py-3" : "py-2",
              index === active ? "bg-glacier-100" : "hover:bg-muted",
            )}
          >
            <span className="block text-sm font-semibold">{result.title}</span>
            <span className="block text-xs text-slate-600">
              {KIND_LABEL[result.kind]} · {result.subtitle}
            </span>
            <UnverifiedSummary as="span" names={(result.unverified ?? []).map((field) => PRODUCT_FACT_NAMES[field])} />
          </li>
        ))
      )}
    </ul>
  );
  if (!panel) return list;

  // The panel also offers the full search page; the list stays shown while the field has text.
  const fullPage = `/search?q=${encodeURIComponent(query.trim())}`;
  return (
    <div className="mx-auto max-w-3xl pb-6">
      {list}
      {query.trim() && (
        <p className="mx-4 mt-3">
          <Link
            to={fullPage}
            onClick={(event) => {
              event.preventDefault();
              goRef.current(fullPage);
            }}
            className="inline-flex min-h-11 items-center font-semibold text-aurora-300 underline underline-offset-4"
          >
            All results for “{query.trim()}”
          </Link>
        </p>
      )}
    </div>
  );
}

function useLatest<T>(value: T) {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
