const LONG = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2023-06-28" -> "June 28, 2023" (done at build time, so no time zone can shift it). */
export const formatDate = (iso: string): string => LONG.format(new Date(`${iso}T00:00:00Z`));
