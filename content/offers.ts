/**
 * How old a checked price may be. Ages are whole UTC days counted when the site is built, so a
 * page says what was true on its build day: the curator rebuilds at least daily (README).
 */
import type { Offer } from "./schema";

/** Up to this many days after its check a price is current: shown, and in structured data. */
export const OFFER_CURRENT_DAYS = 30;
/** Up to this many days it is still shown, as "last checked {date}"; after it, no price at all. */
export const OFFER_SHOWN_DAYS = 90;

export type OfferAge = "current" | "stale" | "expired";

/** The build's day (UTC), e.g. "2026-11-26"; BUILD_DATE=YYYY-MM-DD sets it for a test build. */
export function buildDay(env: Record<string, string | undefined> = typeof process !== "undefined" ? process.env : {}): string {
  const given = env.BUILD_DATE;
  if (given && /^\d{4}-\d{2}-\d{2}$/.test(given)) return given;
  return new Date().toISOString().slice(0, 10);
}

/** Whole days from `checked` to `today`, both ISO days (UTC). */
export function daysBetween(checked: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${checked}T00:00:00Z`)) / 86_400_000);
}

export function offerAge(offer: Pick<Offer, "checked">, today: string): OfferAge {
  const days = daysBetween(offer.checked, today);
  if (days <= OFFER_CURRENT_DAYS) return "current";
  if (days <= OFFER_SHOWN_DAYS) return "stale";
  return "expired";
}
