import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "~/lib/browser/cn";
import type { SearchEntry } from "~/lib/catalogue/search";
import { loadSearch } from "~/lib/clients/search-index";
import { ResultRow } from "./result-row";
import { allResultsLabel, excludedLabel, searchPageHref } from "./search-copy";

/** Rows the drop-down and the phone panel show; "All N results" leads to the rest. */
const SHORT_LIST_ROWS = 8;

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
 * Results come grouped (Bottles, Botanicals, Distilleries, Articles), best group first; the
 * drop-down ends with an "All N results" option, the panel with a link to the same page. When
 * nothing matches it offers the closest names and some botanical pages.
 */
export default function SearchResults({ inputRef, variant = "popup", onNavigate }: SearchResultsProps) {
  const panel = variant === "panel";
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState(() => inputRef.current?.value ?? "");
  const [chosenRow, setChosenRow] = useState(-1);
  const [open, setOpen] = useState(true);
  const trimmed = query.trim();
  const expanded = open && trimmed !== "";

  // Until the index is here an empty list means "not yet", not "nothing found" (slow lines).
  const [ready, setReady] = useState(false);

  const [search, setSearch] = useState<Awaited<ReturnType<typeof loadSearch>> | null>(null);

  // Mounted on first focus: fetch the index now, before the first letter; after a failure, again
  // as the visitor types.
  useEffect(() => {
    if (search) return;
    let cancelled = false;
    loadSearch().then(
      (loaded) => {
        if (cancelled) return;
        setSearch(loaded);
        setReady(true);
      },
      () => !cancelled && setReady(true),
    );
    return () => {
      cancelled = true;
    };
  }, [search, query]);

  // The letter typed is painted first; the search (tens of ms on a slow phone with a large
  // catalogue) runs in a render of its own after it, which a next letter supersedes.
  const searched = useDeferredValue(query);
  const shown = useMemo(
    () => (search && searched.trim() ? search.engine.showResults(search.index, searched, SHORT_LIST_ROWS) : null),
    [search, searched],
  );
  // A new letter clears the highlighted row; results that arrive later for letters already typed do
  // not, so an arrow key pressed while they were on their way is kept.
  useEffect(() => setChosenRow(-1), [query]);

  // The rows arrows move over, in the order shown; the drop-down's last is its "All N results".
  const allRow = !panel && trimmed ? { href: searchPageHref(trimmed) } : undefined;
  const rows: { href: string }[] = [...(shown?.groups.flatMap((group) => group.entries) ?? []), ...(allRow ? [allRow] : [])];
  const active = chosenRow < rows.length ? chosenRow : -1;

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
        setChosenRow((i) => Math.min(rowsRef.current.length - 1, i + 1));
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        setChosenRow((i) => Math.max(-1, i - 1));
      } else if (event.key === "Enter") {
        event.preventDefault();
        const chosen = rowsRef.current[activeRef.current];
        if (chosen) go(chosen.href);
        else if (input.value.trim()) go(searchPageHref(input.value.trim()));
      } else if (event.key === "Escape") {
        setOpen(false);
        setChosenRow(-1);
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

  // Listeners above read the latest rows and selection through these.
  const rowsRef = useLatest(rows);
  const activeRef = useLatest(active);
  const onNavigateRef = useLatest(onNavigate);
  const goRef = useRef<(href: string) => void>(() => undefined);

  let rowIndex = 0;
  const option = (entry: SearchEntry) => {
    const index = rowIndex++;
    return (
      <li
        key={entry.href}
        id={`${listId}-${index}`}
        role="option"
        aria-selected={index === active}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => goRef.current(entry.href)}
        className={cn(
          "cursor-pointer rounded-lg px-3",
          panel ? "py-2.5" : "py-1.5",
          index === active ? "bg-glacier-100" : "hover:bg-muted",
        )}
      >
        <ResultRow result={entry} />
      </li>
    );
  };
  const message = (text: string) => (
    <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-sm text-slate-600">
      {text}
    </li>
  );

  const list = (
    <ul
      id={listId}
      role="listbox"
      aria-label="Search results"
      hidden={!expanded}
      className={cn(
        "overflow-y-auto overscroll-contain rounded-xl bg-white p-1 text-night-900",
        // Tall enough for every row it can hold on a laptop screen; shorter screens scroll it.
        panel ? "mx-4" : "absolute right-0 top-12 z-50 max-h-[calc(100dvh-4.5rem)] w-md shadow-xl",
      )}
    >
      {!shown ? (
        message(ready ? `No results for “${trimmed}”.` : "Searching…")
      ) : (
        <>
          {shown.total === 0 && message(`No results for “${trimmed}”.`)}
          {shown.excluded.length > 0 && message(excludedLabel(shown.excluded))}
          {shown.groups.map((group) => (
            <li key={group.name} role="presentation">
              <span
                id={`${listId}-${group.key}`}
                className="block px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {group.name}
              </span>
              <ul role="group" aria-labelledby={`${listId}-${group.key}`}>
                {group.entries.map(option)}
              </ul>
            </li>
          ))}
        </>
      )}
      {allRow && (
        <li
          id={`${listId}-${rows.length - 1}`}
          role="option"
          aria-selected={rows.length - 1 === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => goRef.current(allRow.href)}
          className={cn(
            "mt-1 cursor-pointer rounded-lg border-t border-border px-3 py-2 text-sm font-semibold text-primary",
            rows.length - 1 === active ? "bg-glacier-100" : "hover:bg-muted",
          )}
        >
          {allResultsLabel(shown?.total, trimmed)}
        </li>
      )}
    </ul>
  );
  if (!panel) return list;

  // The panel also offers the full search page; the list stays shown while the field has text.
  const fullPage = searchPageHref(trimmed);
  return (
    <div className="mx-auto max-w-3xl pb-6">
      {list}
      {trimmed && (
        <p className="mx-4 mt-3">
          <Link
            to={fullPage}
            onClick={(event) => {
              event.preventDefault();
              goRef.current(fullPage);
            }}
            className="inline-flex min-h-11 items-center font-semibold text-aurora-300 underline underline-offset-4"
          >
            {allResultsLabel(shown?.total, trimmed)}
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
