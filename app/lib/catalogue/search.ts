/**
 * Catalogue search: products, distilleries and posts, matched by name, distillery, botanical,
 * type and text; tolerant of Icelandic letters (olafsson finds Ólafsson, thoran finds Þoran)
 * and of a one-letter typo. Exact name matches come first. Common short words ("the", "and")
 * are not searched for: the index leaves them out of the text (see `indexText`) and queries skip them.
 */
import type { ProductFact } from "@content/facts";

export interface SearchEntry {
  kind: "product" | "distillery" | "post";
  title: string;
  subtitle: string;
  href: string;
  /** everything else searchable (distillery, botanicals, type, description) as `indexText` packs it */
  text: string;
  /** a bottle's facts in the subtitle that no public source confirms ("producer", "type") */
  unverified?: ProductFact[];
}

export interface SearchResult extends SearchEntry {
  score: number;
}

/** Lower case, accents dropped, Icelandic letters spelled as they are typed on other keyboards. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/þ/g, "th")
    .replace(/ð/g, "d")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();
}

const words = (text: string) => fold(text).split(" ").filter(Boolean);

/** Words no one searches for; left out of the index text and skipped in queries (single letters too). */
export const STOP_WORDS = new Set(
  "about also an and are as at be been but by for from had has have in into is it its of on or our than that the their then there these they this to was we were which who with you your".split(
    " ",
  ),
);
const isStopWord = (word: string) => STOP_WORDS.has(word) || /^[a-z]$/.test(word);

/**
 * The `text` of an index entry, as small as it can be with the same matches: its words folded,
 * each once, sorted (so gzip finds them), without stop words and without the words of the title
 * and subtitle (`search` reads those first, so a copy in the text never changes a score).
 */
export function indexText(title: string, subtitle: string, parts: readonly string[]): string {
  const shown = new Set([...words(title), ...words(subtitle)]);
  const unique = new Set(parts.flatMap(words).filter((word) => !shown.has(word) && !isStopWord(word)));
  return [...unique].sort().join(" ");
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function tokenScore(token: string, titleWords: string[], textWords: string[]): number {
  if (titleWords.includes(token)) return 50;
  if (titleWords.some((w) => w.startsWith(token))) return 30;
  if (textWords.includes(token)) return 12;
  if (textWords.some((w) => w.startsWith(token) && token.length >= 3)) return 8;
  if (token.length >= 4) {
    if (
      titleWords.some(
        (w) => withinOneEdit(w, token) || (w.length > token.length && withinOneEdit(w.slice(0, token.length), token)),
      )
    )
      return 6;
    if (textWords.some((w) => withinOneEdit(w, token))) return 3;
  }
  return 0;
}

// An entry's folded words, worked out once per entry rather than on every keystroke.
const foldedEntries = new WeakMap<SearchEntry, { title: string; titleWords: string[]; textWords: string[] }>();
function foldedEntry(entry: SearchEntry) {
  let folded = foldedEntries.get(entry);
  if (!folded) {
    const title = fold(entry.title);
    folded = { title, titleWords: title.split(" "), textWords: words(`${entry.subtitle} ${entry.text}`) };
    foldedEntries.set(entry, folded);
  }
  return folded;
}

export function search(entries: SearchEntry[], query: string, limit = 8): SearchResult[] {
  const folded = fold(query);
  const allTokens = folded.split(" ").filter(Boolean);
  if (allTokens.length === 0) return [];
  // "gin and tonic" looks for gin and tonic; a query of stop words only still matches titles.
  const meaningful = allTokens.filter((token) => !isStopWord(token));
  const tokens = meaningful.length > 0 ? meaningful : allTokens;
  const results: SearchResult[] = [];
  for (const entry of entries) {
    const { title, titleWords, textWords } = foldedEntry(entry);
    let score = 0;
    let matchedAll = true;
    for (const token of tokens) {
      const value = tokenScore(token, titleWords, textWords);
      if (value === 0) {
        matchedAll = false;
        break;
      }
      score += value;
    }
    if (!matchedAll) continue;
    if (title === folded) score += 1000;
    else if (title.startsWith(folded)) score += 200;
    if (entry.kind === "product") score += 1;
    results.push({ ...entry, score });
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}
