import { readFileSync } from "node:fs";
import { E2E_BUILD_DIRECTORY } from "./env";

/** The page's outline in its pre-rendered HTML: its headings (by id, else by class) and test ids. */
const outlineOf = (html: string): string =>
  [
    ...new Set([
      ...[...html.matchAll(/<(h[1-4])([^>]*)>/g)].map(
        ([, tag, attrs]) => `${tag}#${attrs!.match(/\bid="([^"]+)"/)?.[1] ?? attrs!.match(/\bclass="([^"]+)"/)?.[1] ?? ""}`,
      ),
      ...[...html.matchAll(/data-testid="([^"]+)"/g)].map((match) => match[1]!),
    ]),
  ]
    .sort()
    .join(" ");

const builtHtml = (path: string): string | undefined => {
  try {
    return readFileSync(`${E2E_BUILD_DIRECTORY}/client${path}/index.html`, "utf8");
  } catch {
    return undefined;
  }
};

/**
 * A rule-based sample of the pre-rendered pages, for a browser sweep whose cost would otherwise
 * grow with the catalogue: every page that is its route's only one ("/", "/blog", "/contact"), and of
 * the pages under a segment ("/gin/…", "/all-distillery/…") one for each outline their HTML shows
 * (a bottle with cocktails and one without, a maker with no sourced town: each a different set of
 * headings and test ids) and the segment's last (its newest record). Ten more bottles like those
 * already there add no page; a bottle with a section no other has adds one. A page whose built HTML
 * cannot be read is kept.
 */
export function samplePages(paths: readonly string[], htmlOf: (path: string) => string | undefined = builtHtml): string[] {
  const segmentOf = (path: string) => (path.split("/").length > 2 ? path.split("/")[1]! : undefined);
  const kept = new Set<string>();
  const seen = new Set<string>();
  for (const path of paths) {
    const segment = segmentOf(path);
    const html = segment === undefined ? undefined : htmlOf(path);
    const key = `${segment} ${html === undefined ? path : outlineOf(html)}`;
    if (segment === undefined || !seen.has(key)) kept.add(path);
    seen.add(key);
  }
  const lastOf = new Map(paths.filter(segmentOf).map((path) => [segmentOf(path), path]));
  for (const path of lastOf.values()) kept.add(path);
  return paths.filter((path) => kept.has(path));
}
