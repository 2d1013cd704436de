/**
 * The bottles a visitor is comparing: up to four, remembered in this browser with their names (the
 * tray names them on every page without loading the catalogue).
 */
import { COMPARE_EVENT, COMPARE_KEY, MAX_COMPARE } from "./compare-keys";

export interface CompareEntry {
  slug: string;
  /** absent in lists kept before names were stored (a bare slug) */
  name?: string;
}

/** A bottle's slug as the content has it: a stored value of another shape is not one of ours. */
const isSlug = (value: unknown): value is string => typeof value === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

const toEntry = (item: unknown): CompareEntry | null => {
  if (isSlug(item)) return { slug: item };
  if (item && typeof item === "object" && isSlug((item as CompareEntry).slug)) {
    const { slug, name } = item as CompareEntry;
    return typeof name === "string" ? { slug, name } : { slug };
  }
  return null;
};

/** No bottles: one value, so an empty comparison is the same snapshot before and after hydration. */
const NO_ENTRIES: readonly CompareEntry[] = Object.freeze([]);

/** The list as written when storage refused it: the comparison lasts for this page only. */
let unstoredText: string | null = null;

function currentText(): string {
  if (unstoredText !== null) return unstoredText;
  try {
    return localStorage.getItem(COMPARE_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

function parseEntries(text: string): CompareEntry[] {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value)
      ? value
          .map(toEntry)
          .filter((entry): entry is CompareEntry => entry !== null)
          .slice(0, MAX_COMPARE)
      : [];
  } catch {
    return [];
  }
}

export const readCompareEntries = (): CompareEntry[] => parseEntries(currentText());

let snapshot: { text: string; entries: readonly CompareEntry[] } = { text: "[]", entries: NO_ENTRIES };

/**
 * The list for useSyncExternalStore: parsed once per change, the same value until the next one,
 * and the server's value while empty, so every Compare button on a page shares one read and a
 * page nobody compares from draws its buttons once.
 */
export function compareSnapshot(): readonly CompareEntry[] {
  const text = currentText();
  if (text !== snapshot.text) {
    const entries = parseEntries(text);
    snapshot = { text, entries: entries.length ? entries : NO_ENTRIES };
  }
  return snapshot.entries;
}

export const serverCompareSnapshot = (): readonly CompareEntry[] => NO_ENTRIES;

/** Calls back on a change here or in another tab. */
export function subscribeCompare(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_KEY) onChange();
  };
  window.addEventListener(COMPARE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(COMPARE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export const readCompare = (): string[] => readCompareEntries().map((entry) => entry.slug);

/** Replaces the list (the compare page after the visitor changed it there); announces the change. */
export function writeCompare(entries: CompareEntry[]) {
  const items = entries.slice(0, MAX_COMPARE);
  const text = JSON.stringify(items);
  try {
    localStorage.setItem(COMPARE_KEY, text);
    unstoredText = null;
  } catch {
    unstoredText = text;
  }
  window.dispatchEvent(new CustomEvent<CompareEntry[]>(COMPARE_EVENT, { detail: items }));
}

/** Adds or removes a bottle; returns the new list (unchanged when the list is full). */
export function toggleCompare(slug: string, name: string): CompareEntry[] {
  const entries = readCompareEntries();
  const next = entries.some((entry) => entry.slug === slug)
    ? entries.filter((entry) => entry.slug !== slug)
    : entries.length < MAX_COMPARE
      ? [...entries, { slug, name }]
      : entries;
  writeCompare(next);
  return next;
}

export const clearCompare = () => writeCompare([]);

export const compareUrl = (items: string[]) =>
  items.length ? `/compare?items=${items.map(encodeURIComponent).join(",")}` : "/compare";

/** Slugs from a compare address (?items=a,b), at most four, without repeats. */
export const parseCompareItems = (value: string | null): string[] =>
  [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_COMPARE);
