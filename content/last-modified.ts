/**
 * When a page's content last changed, for the sitemap's <lastmod>: the newest of the last commit
 * of each file the page is made from and the dates written in those files (a source's `checked`,
 * a post's `publishedDate`). Without git history (a copy of the project, not a clone) only the
 * written dates count. Read once per build.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { CONTENT_DIR } from "./catalogue-files";

const PROJECT_DIR = dirname(CONTENT_DIR);
const ISO_DATE = /\b(20\d\d-[01]\d-[0-3]\d)\b/g;

let commitDates: Map<string, string> | undefined;

/** Last commit date (YYYY-MM-DD) of every tracked file, from one `git log`. */
function lastCommitDates(): Map<string, string> {
  if (commitDates) return commitDates;
  commitDates = new Map();
  try {
    const log = execFileSync("git", ["log", "--format=%x00%cs", "--name-only", "--", "content", "app"], {
      cwd: PROJECT_DIR,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
    let date = "";
    for (const line of log.split("\n")) {
      if (line.startsWith("\0")) date = line.slice(1);
      else if (line && !commitDates.has(line)) commitDates.set(line, date);
    }
  } catch {
    // not a git checkout: the dates written in the files are used alone
  }
  return commitDates;
}

/** The files under a path (itself when it is a file), as paths from the project folder. */
function filesUnder(path: string): string[] {
  const absolute = join(PROJECT_DIR, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .map((entry) => relative(PROJECT_DIR, join(absolute, entry)).split("\\").join("/"))
    .filter((file) => statSync(join(PROJECT_DIR, file)).isFile());
}

const newest = (dates: Iterable<string>) => [...dates].sort().at(-1);

// Many pages share files (a list's folder, the whole content for the home page): each file once.
const fileDates = new Map<string, string | undefined>();

/** The newest of a file's last commit and the dates written in it. */
function fileDate(file: string): string | undefined {
  if (fileDates.has(file)) return fileDates.get(file);
  const dates: string[] = [];
  const committed = lastCommitDates().get(file);
  if (committed) dates.push(committed);
  if (/\.(ya?ml|md)$/.test(file)) {
    dates.push(...[...readFileSync(join(PROJECT_DIR, file), "utf8").matchAll(ISO_DATE)].map((m) => m[1]!));
  }
  const date = newest(dates);
  fileDates.set(file, date);
  return date;
}

/** The newest date of the given files and folders (paths from the project folder), if any is known. */
export function lastModified(paths: readonly string[]): string | undefined {
  return newest(paths.flatMap(filesUnder).flatMap((file) => fileDate(file) ?? []));
}
