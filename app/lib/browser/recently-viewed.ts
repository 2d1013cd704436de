/**
 * The bottles a visitor opened lately, newest first: kept in this browser's localStorage only (no
 * account, no cookie, nothing sent), cleared by the visitor's button or the browser's site data.
 */
import { isSameSitePath } from "../routing/same-site-path";

export const RECENTLY_VIEWED_KEY = "recently-viewed";
export const RECENTLY_VIEWED_EVENT = "gins:recently-viewed";
export const MAX_RECENTLY_VIEWED = 8;

export interface ViewedBottle {
  slug: string;
  name: string;
  href: string;
  image: string;
}

const isViewedBottle = (value: unknown): value is ViewedBottle =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ViewedBottle).slug === "string" &&
  typeof (value as ViewedBottle).name === "string" &&
  // its link and picture paths on this site only ("//host" or "/\host" would lead elsewhere)
  isSameSitePath((value as ViewedBottle).href) &&
  isSameSitePath((value as ViewedBottle).image);

/** The stored text as it is (a stable snapshot for useSyncExternalStore); "[]" when none or blocked. */
export function readRecentlyViewedText(): string {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

/** The stored list, with anything malformed left out. */
export function parseRecentlyViewed(text: string): ViewedBottle[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isViewedBottle).slice(0, MAX_RECENTLY_VIEWED) : [];
  } catch {
    return [];
  }
}

export const readRecentlyViewed = (): ViewedBottle[] => parseRecentlyViewed(readRecentlyViewedText());

function write(items: ViewedBottle[]) {
  try {
    if (items.length) localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(items));
    else localStorage.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    /* storage blocked: nothing is remembered */
  }
  window.dispatchEvent(new Event(RECENTLY_VIEWED_EVENT));
}

/** Puts a bottle first (once), keeping the newest MAX_RECENTLY_VIEWED. */
export function recordView(bottle: ViewedBottle): ViewedBottle[] {
  const { slug, name, href, image } = bottle;
  const next = [{ slug, name, href, image }, ...readRecentlyViewed().filter((item) => item.slug !== slug)].slice(
    0,
    MAX_RECENTLY_VIEWED,
  );
  write(next);
  return next;
}

export const clearRecentlyViewed = () => write([]);

/** Calls back on a change here or in another tab (for useSyncExternalStore). */
export function subscribeRecentlyViewed(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) onChange();
  };
  window.addEventListener(RECENTLY_VIEWED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(RECENTLY_VIEWED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
