import { clsx } from "clsx/lite";

/**
 * Joins class names; components keep their variants conflict-free instead of merging. Every
 * caller passes strings (or nothing), so clsx's string-only build does: it is on every page.
 */
export function cn(...inputs: (string | false | null | undefined)[]): string {
  return clsx(...inputs);
}
