/**
 * Where the operator's scraping key is kept between visits: this browser's localStorage, under a
 * name earlier versions used too. Browser storage is shared by every page of the origin, so the
 * one rule that keeps the key to the admin page is that only the admin route's code imports this
 * module (its own chunk; an e2e test checks no public page reads the name or loads a script naming it).
 */
export const API_KEY_STORAGE = "firecrawl_api_key";

export function readStoredKey(): string | null {
  try {
    return localStorage.getItem(API_KEY_STORAGE);
  } catch {
    return null;
  }
}

export function storeKey(key: string): void {
  try {
    localStorage.setItem(API_KEY_STORAGE, key);
  } catch {
    /* storage blocked: the key lives for this visit only */
  }
}

/** Removes the key from both storages (sessionStorage too, in case a key was ever kept there). */
export function forgetStoredKey(): void {
  for (const storage of [() => localStorage, () => sessionStorage]) {
    try {
      storage().removeItem(API_KEY_STORAGE);
    } catch {
      /* storage blocked: nothing was kept there */
    }
  }
}
