/**
 * npm run links [-- --urls <file>] [--history <file>] [--report <file>] [--today YYYY-MM-DD]
 *
 * Checks every outbound address the site shows or cites (sources and their archived copies,
 * offers, Buy Now links, distillery websites and social links, blog links), or the addresses of
 * a `--urls` file, and records each one's day in the history (content/link-health.json by
 * default). An address is reported dead after failing on three different UTC days; a source
 * reported dead shows its archived copy on the pages once the site is rebuilt.
 *
 * Exit codes: 0 nothing newly dead; 1 an address became dead on this run (its third failure day);
 * 2 wrong arguments; 3 no host answered at all (offline): nothing was recorded.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import { readConfig } from "../app/config/site";
import { CONTENT_DIR, DISTILLERY_FOLDER, PRODUCT_FOLDERS } from "../content/catalogue-files";
import {
  DEAD_AFTER_DAYS,
  FAILING_STATUSES,
  LINK_HEALTH_FILE,
  LINK_STATUSES,
  isReportedDead,
  readLinkHealth,
  recordCheck,
  type LinkHealth,
  type LinkHealthEntry,
} from "../content/link-health";
import { checkLinks, contentLinks, urlListLinks, type CheckerOptions, type CheckResult, type OutboundLink } from "./link-health";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_REPORT = join(ROOT, "build", "link-report.json");
export const ROBOTS_AGENT = "GinsOfIcelandLinkCheck";
export const EXIT = { fine: 0, newlyDead: 1, usage: 2, offline: 3 } as const;

export const userAgent = (siteUrl = readConfig().siteUrl) => `${ROBOTS_AGENT}/1.0 (+${siteUrl}/contact)`;

export interface LinksIo {
  log: (line: string) => void;
  error: (line: string) => void;
  /** the checker's settings; tests shorten the timeout */
  checker?: Partial<CheckerOptions>;
}

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      urls: { type: "string" },
      history: { type: "string" },
      report: { type: "string" },
      today: { type: "string" },
    },
  });
  const today = values.today ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today)))
    throw new UsageError(`--today: "${today}" is not a day (YYYY-MM-DD)`);
  return {
    urls: values.urls,
    history: values.history ?? join(CONTENT_DIR, LINK_HEALTH_FILE),
    report: values.report ?? DEFAULT_REPORT,
    today,
  };
}

/** The content's outbound addresses, through the same loaders the pages use. */
export async function loadContentLinks(): Promise<OutboundLink[]> {
  const load = await import("../content/load");
  const { listAllProducts, listBlogPosts } = await import("../content/index");
  const { COPY_PAGE_SLUGS, readCopyPage } = await import("../content/pages");
  const buyLinks = new Map(listAllProducts().map((product) => [product.slug, product.buy.href]));
  const file = (folder: string, slug: string, ext = "yaml") => `content/${folder}/${slug}.${ext}`;
  const products = (
    [
      [PRODUCT_FOLDERS.gins, [...load.ginRecords, ...load.spiritTableGins]],
      [PRODUCT_FOLDERS.whiskies, load.whiskyRecords],
      [PRODUCT_FOLDERS.vodkas, load.vodkaRecords],
      [PRODUCT_FOLDERS.brennivin, load.brennivinRecords],
      [PRODUCT_FOLDERS.otherSpirits, load.otherSpiritRecords],
    ] as const
  ).flatMap(([folder, records]) =>
    records.map((record) => ({ file: file(folder, record.slug), record, buyLink: buyLinks.get(record.slug) })),
  );
  return contentLinks({
    products,
    distilleries: load.distilleryProfiles.map((record) => ({ file: file(DISTILLERY_FOLDER, record.slug), record })),
    botanicals: load.botanicals.map((record) => ({ file: "content/botanicals.yaml", record })),
    posts: [
      ...listBlogPosts().map((post) => ({
        file: file("blog/posts", post.slug, "md"),
        externalUrl: post.externalUrl,
        html: post.content,
        sources: post.sources,
      })),
      // the copy pages cite their sources as posts do (the counts do not change an address)
      ...COPY_PAGE_SLUGS.map((slug) => {
        const page = readCopyPage(slug, { gins: 0, botanicals: 0 });
        const sections = Object.values(page.sections) as { html: string; items: { html: string }[] }[];
        return {
          file: file("pages", slug, "md"),
          html: sections.flatMap((section) => [section.html, ...section.items.map((item) => item.html)]).join("\n"),
          sources: page.sources,
        };
      }),
    ],
  });
}

export interface ReportedLink extends CheckResult {
  usedIn: OutboundLink["usedIn"];
  failedDays: string[];
  reportedDead: boolean;
  newlyDead: boolean;
}

const statusText = (link: ReportedLink) =>
  link.reportedDead
    ? `DEAD (${link.failedDays.length} days)`
    : FAILING_STATUSES.includes(link.status)
      ? `${link.status} (day ${link.failedDays.length}/${DEAD_AFTER_DAYS})`
      : link.status;

/** The table printed for the curator: address, status, target or detail, where it is used. */
export function linkTable(links: ReportedLink[]): string {
  const rows = links.map((link) => [
    link.url,
    statusText(link),
    [link.target && `-> ${link.target}`, link.detail].filter(Boolean).join(" "),
    link.usedIn.map((use) => `${use.file} ${use.field}`).join("; "),
  ]);
  const header = ["address", "status", "target / detail", "used in"];
  const widths = header.map((title, column) => Math.min(80, Math.max(title.length, ...rows.map((row) => row[column]!.length))));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Writes a file whole or not at all: a run killed while writing leaves the previous one. */
function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

async function writeHistory(path: string, history: LinkHealth): Promise<void> {
  const sorted = Object.fromEntries(Object.entries(history).sort(([a], [b]) => a.localeCompare(b)));
  writeAtomically(path, await format(JSON.stringify(sorted), { ...(await resolveConfig(path)), parser: "json" }));
}

export async function runLinks(argv: string[], io: LinksIo = { log: console.log, error: console.error }): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    io.error(`npm run links: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.usage;
  }
  let links: OutboundLink[];
  try {
    links = args.urls
      ? urlListLinks(readFileSync(args.urls, "utf8"), relative(process.cwd(), args.urls))
      : await loadContentLinks();
  } catch (error) {
    io.error(`npm run links: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.usage;
  }
  const hosts = new Set(links.map((link) => new URL(link.url).host));
  io.log(`Checking ${links.length} addresses on ${hosts.size} hosts (${args.today}, UTC)...`);

  const history = readLinkHealth(args.history);
  const usedIn = new Map(links.map((link) => [link.url, link.usedIn]));
  // A run over the whole content forgets addresses the content no longer uses; a --urls run touches only its own.
  const kept = Object.fromEntries(Object.entries(history).filter(([url]) => args.urls || usedIn.has(url)));
  const done = new Map<string, ReportedLink>();
  const entries = new Map<string, LinkHealthEntry>();
  const reportedSoFar = () => links.flatMap((link) => done.get(link.url) ?? []);
  const counts = (reported: ReportedLink[]) =>
    Object.fromEntries(LINK_STATUSES.map((status) => [status, reported.filter((link) => link.status === status).length]));

  // History and report are written after each host, so a run that is killed keeps what it learned;
  // one write at a time, each over the last.
  let writing = Promise.resolve();
  const save = () => {
    const reported = reportedSoFar();
    const next: LinkHealth = { ...kept, ...Object.fromEntries(entries) };
    const report = { day: args.today, complete: reported.length === links.length, counts: counts(reported), links: reported };
    writing = writing.then(async () => {
      await writeHistory(args.history, next);
      writeAtomically(args.report, `${JSON.stringify(report, null, 2)}\n`);
    });
    return writing;
  };

  const run = await checkLinks(
    links.map((link) => link.url),
    {
      userAgent: userAgent(),
      robotsAgent: ROBOTS_AGENT,
      ...io.checker,
      onHost: (results, reachedAnyHost) => {
        for (const result of results) {
          const before: LinkHealthEntry | undefined = history[result.url];
          const after = recordCheck(before, result, args.today);
          const reportedDead = isReportedDead(after);
          entries.set(result.url, after);
          done.set(result.url, {
            ...result,
            usedIn: usedIn.get(result.url)!,
            failedDays: after.failedDays,
            reportedDead,
            newlyDead: reportedDead && !isReportedDead(before),
          });
        }
        // Nothing is written until some host has answered: an offline machine records nothing.
        return reachedAnyHost ? save() : undefined;
      },
    },
  );
  if (links.length > 0 && !run.reachedAnyHost) {
    io.error(
      "No host answered at all: every request failed at the network level (DNS, connection). This machine seems to be offline, so nothing was recorded.",
    );
    return EXIT.offline;
  }
  await save();
  const reported = reportedSoFar();
  const newlyDead = reported.filter((link) => link.newlyDead);

  io.log(linkTable(reported));
  const summary = Object.entries(counts(reported)).map(([status, count]) => `${count} ${status}`);
  io.log(`\n${reported.length} addresses: ${summary.join(", ")}. History: ${args.history}; report: ${args.report}.`);
  if (newlyDead.length > 0) {
    io.error(
      `Dead since today (failed on ${DEAD_AFTER_DAYS} different days): ${newlyDead.map((link) => link.url).join(", ")}. Give their sources an \`archived:\` copy or replace them.`,
    );
    return EXIT.newlyDead;
  }
  return EXIT.fine;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runLinks(process.argv.slice(2));
}
