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

const TITLE_DAY = new RegExp(`\\b(\\d{1,2}) (${MONTHS.join("|")}) (\\d{4})\\b`);

/**
 * The day a cited page is dated, when known: its `published` field, or a whole day its title
 * gives ("… (mbl.is, 2 February 2025)"). A month or a year alone says no day.
 */
export function sourceDate(source: { title: string; published?: string }): string | undefined {
  if (source.published) return source.published;
  const match = TITLE_DAY.exec(source.title);
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2]!) + 1;
  return `${match[3]}-${String(month).padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
}

/** "2026-11-26" -> "26 Nov 2026": the short form of a price's checked day. */
export function formatShortDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]!.slice(0, 3)} ${year}`;
}
