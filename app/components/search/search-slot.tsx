import { lazy, startTransition, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icons";
import { closeIcon, searchIcon } from "~/components/ui/icon-drawings";
import { cn } from "~/lib/browser/cn";
import { isPanelEntry, panelEntryState } from "./panel-entry";

const SearchResults = lazy(() => import("./search-results"));

export const SEARCH_LABEL = "Search bottles, distilleries and articles";

/** What both search fields (top bar, phone panel) are: a combobox whose list SearchResults drives. */
const comboboxProps = {
  type: "search",
  role: "combobox",
  "aria-expanded": false,
  "aria-autocomplete": "list",
  autoComplete: "off",
} as const;

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
      <Icon
        drawing={searchIcon}
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-glacier-200"
      />
      <input
        ref={inputRef}
        id="site-search"
        {...comboboxProps}
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

/**
 * The phone header's Search button and its panel: a native modal <dialog> (focus stays inside,
 * Escape closes it, focus returns to the button) holding a field like the top bar's, with the same
 * results list. The list's code and the index load on first open. Opening adds a history entry
 * through the router so Back closes the panel (see panel-entry.ts).
 */
export function PhoneSearch({ className }: { className?: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [used, setUsed] = useState(false);
  // The panel's history entry is the current one.
  const ownEntry = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();

  // The panel's behaviour arrives with its first opening (see panel-behaviour.ts).
  const behaviour = useRef<Promise<void>>(undefined);
  const detach = useRef<() => void>(undefined);
  const attach = () => {
    behaviour.current ??= import("./panel-behaviour").then(({ attachPanel }) => {
      if (!dialogRef.current || !inputRef.current) return;
      detach.current = attachPanel(dialogRef.current, inputRef.current, { ownEntry, leaveEntry: () => navigate(-1) });
    });
  };
  useEffect(() => () => detach.current?.(), []);

  const open = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    inputRef.current?.focus();
    ownEntry.current = true;
    // The panel shows and takes keys in the tap's own frame; its results list and the router's new entry
    // are drawn after it (rendering them in the tap held its frame: the list reads the field when it mounts).
    startTransition(() => {
      setUsed(true);
      // Back closes the panel: an entry at the same address, marked in the router's state (panel-entry.ts).
      const { pathname, search, hash, state } = location;
      navigate({ pathname, search, hash }, { state: panelEntryState(state), replace: false, preventScrollReset: true });
    });
    attach();
  };

  // Back off the panel's entry closes the panel; Forward onto it opens it again. Not on the first
  // render: a page reloaded on the panel's entry opens without the panel.
  const seen = useRef(location.key);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || seen.current === location.key) return;
    seen.current = location.key;
    const onEntry = isPanelEntry(location.state);
    ownEntry.current = onEntry;
    if (onEntry && !dialog.open) {
      dialog.showModal();
      setUsed(true);
      attach();
    } else if (!onEntry && dialog.open) dialog.close();
  }, [location]);

  // A chosen result replaces the panel's entry (SearchResults navigates with replace), so closing
  // must not go back.
  const onNavigate = () => {
    ownEntry.current = false;
    dialogRef.current?.close();
  };

  return (
    <>
      <button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={open}
        className={cn("inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10", className)}
      >
        <Icon drawing={searchIcon} className="size-5" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Search"
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-night-900 p-0 text-white backdrop:bg-night-950/70"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 pb-3 pt-3">
          <div className="relative min-w-0 flex-1">
            <label htmlFor="phone-search" className="sr-only">
              {SEARCH_LABEL}
            </label>
            <Icon
              drawing={searchIcon}
              className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-glacier-200"
            />
            <input
              ref={inputRef}
              id="phone-search"
              {...comboboxProps}
              enterKeyHint="search"
              placeholder="Bottle, distillery, botanical…"
              className="h-12 w-full rounded-full border border-white/20 bg-white/10 pl-11 pr-4 text-base text-white placeholder:text-glacier-200"
            />
          </div>
          <button
            type="button"
            aria-label="Close search"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10"
          >
            <Icon drawing={closeIcon} />
          </button>
        </div>
        {used && (
          <Suspense fallback={null}>
            <SearchResults inputRef={inputRef} variant="panel" onNavigate={onNavigate} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
