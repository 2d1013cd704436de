/** The bottles a visitor is comparing: up to four product slugs, remembered in this browser. */
import { COMPARE_EVENT, COMPARE_KEY, MAX_COMPARE } from "./compare-keys";

export function readCompare(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(COMPARE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").slice(0, MAX_COMPARE) : [];
  } catch {
    return [];
  }
}

function write(items: string[]) {
  try {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(items));
  } catch {
    /* storage blocked: the comparison lasts for this page only */
  }
  window.dispatchEvent(new CustomEvent<string[]>(COMPARE_EVENT, { detail: items }));
}

/** Adds or removes a bottle; returns the new list (unchanged when the list is full). */
export function toggleCompare(slug: string): string[] {
  const items = readCompare();
  const next = items.includes(slug)
    ? items.filter((item) => item !== slug)
    : items.length < MAX_COMPARE
      ? [...items, slug]
      : items;
  write(next);
  return next;
}

export const clearCompare = () => write([]);

export const compareUrl = (items: string[]) => `/compare?items=${items.map(encodeURIComponent).join(",")}`;

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
