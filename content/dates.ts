const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2023-06-28" -> "June 28, 2023". Written out by hand rather than with Intl.DateTimeFormat: the
 * Sources section and the price line format dates in the browser too, and creating a formatter
 * when the module loads cost about 20 ms of the page's start-up on a phone (Lighthouse trace).
 * No time zone is involved, so nothing can shift the day.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** "2026-11-26" -> "26 Nov 2026": the short form of a price's checked day. */
export function formatShortDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]!.slice(0, 3)} ${year}`;
}
