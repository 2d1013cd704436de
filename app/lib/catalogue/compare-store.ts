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

export function readCompareEntries(): CompareEntry[] {
  try {
    const value = JSON.parse(localStorage.getItem(COMPARE_KEY) ?? "[]");
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

export const readCompare = (): string[] => readCompareEntries().map((entry) => entry.slug);

/** Replaces the list (the compare page after the visitor changed it there); announces the change. */
export function writeCompare(entries: CompareEntry[]) {
  const items = entries.slice(0, MAX_COMPARE);
  try {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(items));
  } catch {
    /* storage blocked: the comparison lasts for this page only */
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
