/**
 * The history of `npm run links` (scripts/links.ts): per outbound address, the UTC days it failed
 * since it last answered, and what the last check saw. It lives in content/link-health.json, is
 * committed, and is read at build time: a source whose address is reported dead shows its archived
 * copy instead (app/components/sources/sources.tsx).
 *
 * An address is reported dead only after failing on three different UTC days, so one bad day of a
 * host (or of the curator's connection) never changes a page.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { CONTENT_DIR, ContentError } from "./catalogue-files";
import { isoDate, type Source } from "./schema";

export const LINK_HEALTH_FILE = "link-health.json";

export const LINK_STATUSES = ["ok", "redirected", "soft 404", "blocked", "dead"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** The statuses that count as a failure day: the cited page is not there. `blocked` says nothing either way. */
export const FAILING_STATUSES: readonly LinkStatus[] = ["dead", "soft 404"];
/** An address is reported dead after failing on this many different UTC days without an answer in between. */
export const DEAD_AFTER_DAYS = 3;

const linkHealthEntrySchema = z
  .object({
    /** the different UTC days it failed since it last answered, oldest first */
    failedDays: z.array(isoDate),
    lastChecked: isoDate,
    lastStatus: z.enum(LINK_STATUSES),
    /** what the last check saw, e.g. "HTTP 404", "connection refused" */
    lastDetail: z.string().optional(),
    /** where it redirected to on the last check */
    lastTarget: z.string().optional(),
  })
  .strict();
export const linkHealthSchema = z.record(z.string(), linkHealthEntrySchema);

export type LinkHealthEntry = z.infer<typeof linkHealthEntrySchema>;
export type LinkHealth = z.infer<typeof linkHealthSchema>;

/** One check of one address, as `recordCheck` keeps it. */
export interface LinkCheck {
  status: LinkStatus;
  detail?: string;
  target?: string;
}

export const isReportedDead = (entry: LinkHealthEntry | undefined): boolean => (entry?.failedDays.length ?? 0) >= DEAD_AFTER_DAYS;

/**
 * The entry after one check on `today`: a failure adds the day (once per day), an answer (ok or
 * redirected) forgets the failures, and a blocked check keeps them as they were.
 */
export function recordCheck(previous: LinkHealthEntry | undefined, check: LinkCheck, today: string): LinkHealthEntry {
  const before = previous?.failedDays ?? [];
  const failedDays = FAILING_STATUSES.includes(check.status)
    ? [...new Set([...before, today])].sort()
    : check.status === "blocked"
      ? before
      : [];
  return {
    failedDays,
    lastChecked: today,
    lastStatus: check.status,
    ...(check.detail ? { lastDetail: check.detail } : {}),
    ...(check.target ? { lastTarget: check.target } : {}),
  };
}

/** The history file (an empty history when there is none yet); a malformed file fails like any content file. */
export function readLinkHealth(path = join(CONTENT_DIR, LINK_HEALTH_FILE)): LinkHealth {
  if (!existsSync(path)) return {};
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ContentError([`${path}: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const result = linkHealthSchema.safeParse(data);
  if (!result.success)
    throw new ContentError(result.error.issues.map((issue) => `${path}: ${issue.path.join(".")}: ${issue.message}`));
  return result.data;
}

/** The addresses the history reports dead. */
export const reportedDeadUrls = (history: LinkHealth): Set<string> =>
  new Set(Object.entries(history).flatMap(([url, entry]) => (isReportedDead(entry) ? [url] : [])));

/** A source as pages show it: `dead` once its address is reported dead (the page then links its archived copy, if any). */
export type ShownSource = Source & { dead?: true };

export const markDeadSources = (sources: Source[] | undefined, dead: ReadonlySet<string>): ShownSource[] | undefined =>
  sources?.map((source) => (dead.has(source.url) ? { ...source, dead: true } : source));
