/**
 * Catalogue search: bottles, botanical pages, distilleries and posts, matched by name, distillery,
 * botanical, type and text; tolerant of Icelandic letters (olafsson finds Ólafsson, thoran finds
 * Þoran) and of a one-letter typo; a word also finds its synonyms (citrus finds lemon and bergamot,
 * blóðberg finds Arctic thyme). Every word must be found, each in any field; "-citrus", "not
 * citrus", "without citrus" or "no citrus" leave out what mentions citrus (see `parseQuery`). Exact name matches come first, then the closest names. Common short
 * words ("the", "and") are not searched for: the index leaves them out of the text (see
 * `indexText`) and queries skip them. What a text says a thing is not ("with no citrus at all") is
 * left out of the index too.
 */
import type { ProductFact } from "@content/facts";

export type SearchKind = "product" | "botanical" | "distillery" | "post" | "page";

export interface SearchEntry {
  kind: SearchKind;
  title: string;
  subtitle: string;
  href: string;
  /** everything else searchable, as `indexText` packs it: its key words, then `|`, then its prose's words */
  text: string;
  /** a bottle's facts in its row that no public source confirms ("producer", "type", "alcohol") */
  unverified?: ProductFact[];
  /** a bottle's strength as its card shows it ("40%") */
  strength?: string;
  /** a bottle's price from a checked offer, as its card shows it ("8,990 ISK"); none: not checked */
  price?: string;
  /** a bottle's picture when it is not the artwork at `bottleArtwork(href)` */
  image?: string;
}

/**
 * Word alternatives a query word also finds: folded word -> folded words or phrases. A plain object
 * in the JSON; read only through `synonymsOf`, which looks words up in a Map made from it.
 */
export type Synonyms = Record<string, string[]>;

/** What /data/search-index.json holds. */
export interface SearchIndex {
  entries: SearchEntry[];
  synonyms: Synonyms;
  /** the country every bottle is from ("Iceland"), said once: each bottle is found by it as by a key word */
  origin?: string;
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

const foldedNames = new Map<string, string>();
/** A name's folded form, worked out once per name: a sort asks for it many times. */
function sortKey(name: string): string {
  let key = foldedNames.get(name);
  if (key === undefined) foldedNames.set(name, (key = fold(name)));
  return key;
}

/**
 * Alphabetical order of names, by their folded form (ties by code unit). Not `localeCompare`: its
 * first call on a page loads the browser's collation tables (17-47 ms on this host's Chromium, four
 * times that on Lighthouse's phone), which the list pages paid while hydrating.
 */
export function alphabetical(a: string, b: string): number {
  const x = sortKey(a);
  const y = sortKey(b);
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
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
 * A text without what it says a thing is not: from "no", "not", "without", "never" or "nor" to the
 * end of the clause (a punctuation mark or "but"). "Nordic botanicals, with no citrus at all" keeps
 * "Nordic botanicals"; "not a distillery but a gin" keeps "a gin".
 */
export function withoutNegations(text: string): string {
  return text.replace(/\b(?:no|not|without|never|nor)\b[^,.;:!?()\u2013\u2014]*?(?=\bbut\b|[,.;:!?()\u2013\u2014]|$)/giu, " ");
}

/** The section mark between an entry's key words and its prose's words. */
const PROSE = "|";

/**
 * The `text` of an index entry, as small as it can be with the same matches: its key words
 * (botanicals, style, specialties) and then its prose's words, each folded, once, sorted (so gzip
 * finds them), without negated clauses, stop words and the words of the title and subtitle
 * (`search` reads those first, so a copy in the text never changes a score).
 */
export function indexText(title: string, subtitle: string, keys: readonly string[], prose: readonly string[] = []): string {
  const shown = new Set([...words(title), ...words(subtitle)]);
  const pack = (parts: readonly string[], skip: Set<string>) =>
    [...new Set(parts.flatMap((part) => words(withoutNegations(part))).filter((w) => !skip.has(w) && !isStopWord(w)))].sort();
  const keyWords = pack(keys, shown);
  const proseWords = pack(prose, new Set([...shown, ...keyWords]));
  return proseWords.length ? [...keyWords, PROSE, ...proseWords].join(" ") : keyWords.join(" ");
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

/** Levenshtein distance (insertions, deletions, substitutions), for the closest names. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

interface FoldedEntry {
  title: string;
  titleWords: string[];
  /** the subtitle's words and the key words */
  keyWords: string[];
  proseWords: string[];
  /** the same words as sets, for the exact look-ups every synonym makes */
  titleSet: ReadonlySet<string>;
  keySet: ReadonlySet<string>;
  proseSet: ReadonlySet<string>;
}

// What a word earns where it is found: the name first, then what the entry is (its key words:
// botanicals, style, distillery), then what its description mentions.
const TITLE = 50;
const TITLE_PREFIX = 30;
const KEY = 20;
const KEY_PREFIX = 14;
const PROSE_WORD = 12;
const PROSE_PREFIX = 8;

/**
 * The index's words one letter off a query word (4 letters or more), worked out once per query word
 * over the index's vocabulary rather than over each entry's words: at 20 times the catalogue the
 * per-entry comparison was most of a keystroke.
 */
interface NearWords {
  /** name words within one edit, or whose start is ("lunde" finds "lundey") */
  title: readonly string[];
  /** key and prose words within one edit */
  other: readonly string[];
}

interface Vocabulary {
  titleWords: string[];
  otherWords: string[];
}

const vocabularies = new WeakMap<readonly SearchEntry[], Vocabulary>();
function vocabularyOf(entries: readonly SearchEntry[]): Vocabulary {
  let vocabulary = vocabularies.get(entries);
  if (!vocabulary) {
    const title = new Set<string>();
    const other = new Set<string>();
    for (const entry of entries) {
      const { titleWords, keyWords, proseWords } = foldedEntry(entry);
      for (const word of titleWords) title.add(word);
      for (const word of keyWords) other.add(word);
      for (const word of proseWords) other.add(word);
    }
    vocabulary = { titleWords: [...title], otherWords: [...other] };
    vocabularies.set(entries, vocabulary);
  }
  return vocabulary;
}

/** Folds every entry's words now, so that the first letter typed does not wait for it. */
export function prepare(index: Pick<SearchIndex, "entries">): void {
  vocabularyOf(index.entries);
}

const NO_NEAR_WORDS: NearWords = { title: [], other: [] };
function nearWords(token: string, { titleWords, otherWords }: Vocabulary): NearWords {
  if (token.length < 4) return NO_NEAR_WORDS;
  return {
    title: titleWords.filter(
      (w) => withinOneEdit(w, token) || (w.length > token.length && withinOneEdit(w.slice(0, token.length), token)),
    ),
    other: otherWords.filter((w) => withinOneEdit(w, token)),
  };
}

function tokenScore(token: string, near: NearWords, entry: FoldedEntry): number {
  const { titleWords, keyWords, proseWords } = entry;
  if (entry.titleSet.has(token)) return TITLE;
  if (titleWords.some((w) => w.startsWith(token))) return TITLE_PREFIX;
  if (entry.keySet.has(token)) return KEY;
  if (entry.proseSet.has(token)) return PROSE_WORD;
  if (token.length >= 3) {
    if (keyWords.some((w) => w.startsWith(token))) return KEY_PREFIX;
    if (proseWords.some((w) => w.startsWith(token))) return PROSE_PREFIX;
  }
  // The few near words are looked up in the entry, not the entry's many words in them.
  if (near.title.some((w) => entry.titleSet.has(w))) return 6;
  if (near.other.some((w) => entry.keySet.has(w) || entry.proseSet.has(w))) return 3;
  return 0;
}

/**
 * A synonym counts only where each of its words stands whole (it is a guess already, not a typo
 * too), and in a name only as much as a key word: "citrus" finds the Bergamot page and Kalt Vodka
 * Lemon, but not before the gins that list lemon.
 */
function phraseScore(phrase: string, { titleSet, keySet, proseSet }: FoldedEntry): number {
  let score = Infinity;
  for (const word of phrase.split(" ")) {
    const found = titleSet.has(word) || keySet.has(word) ? KEY : proseSet.has(word) ? PROSE_WORD : 0;
    score = Math.min(score, found);
  }
  return score;
}

/**
 * A query word's score in an entry: its best match, its own or a synonym's (a synonym scores a
 * little less), and a little more for each further synonym found (a gin with lemon, grapefruit and
 * bergamot is more "citrus" than one with lemon alone).
 */
function wordScore(token: string, near: NearWords, alternatives: readonly string[], entry: FoldedEntry): number {
  const own = tokenScore(token, near, entry);
  const found = alternatives.map((phrase) => phraseScore(phrase, entry) - 2).filter((score) => score > 0);
  if (found.length === 0) return own;
  const best = Math.max(own, ...found);
  const further = found.length - (own >= Math.max(...found) ? 0 : 1);
  return best + 2 * Math.min(3, further);
}

// An entry's folded words, worked out once per entry rather than on every keystroke.
const foldedEntries = new WeakMap<SearchEntry, FoldedEntry>();
function foldedEntry(entry: SearchEntry): FoldedEntry {
  let folded = foldedEntries.get(entry);
  if (!folded) {
    const title = fold(entry.title);
    const [keys = "", prose = ""] = entry.text.split(PROSE);
    const titleWords = title.split(" ");
    const keyWords = words(`${entry.subtitle} ${keys}`);
    const proseWords = words(prose);
    folded = {
      title,
      titleWords,
      keyWords,
      proseWords,
      titleSet: new Set(titleWords),
      keySet: new Set(keyWords),
      proseSet: new Set(proseWords),
    };
    foldedEntries.set(entry, folded);
  }
  return folded;
}

const synonymMaps = new WeakMap<Synonyms, ReadonlyMap<string, readonly string[]>>();
/** The table as a Map, made once per table: a visitor's word is never a key of a plain object. */
function synonymMap(synonyms: Synonyms): ReadonlyMap<string, readonly string[]> {
  let map = synonymMaps.get(synonyms);
  if (!map) synonymMaps.set(synonyms, (map = new Map(Object.entries(synonyms))));
  return map;
}

/**
 * A query word's synonyms; a word of five letters or more may be one letter off ("citrs"). The
 * table's own words only: "constructor" is a word a visitor may type, not the object's.
 */
function synonymsOf(token: string, synonyms: Synonyms): readonly string[] {
  const map = synonymMap(synonyms);
  const exact = map.get(token);
  if (exact || token.length < 5) return exact ?? [];
  for (const [key, phrases] of map) if (withinOneEdit(key, token)) return phrases;
  return [];
}

/** Words that make the next word one to leave out: "not citrus", "without citrus", "no citrus". */
const NEGATIONS = new Set(["not", "without", "no"]);

export interface ParsedQuery {
  /** the words searched for: stop words skipped, unless there is nothing else */
  words: string[];
  /** those words as typed, folded, stop words kept (an exact name is matched against it) */
  text: string;
  /** what to leave out: each a folded word or phrase ("-arctic-thyme": "arctic thyme") */
  excluded: string[];
}

/**
 * A query read as a visitor means it: "-word", "not word", "without word" and "no word" name
 * what to leave out (a negation word with nothing after it, mid-typing, is dropped); the rest is
 * searched for.
 */
export function parseQuery(query: string): ParsedQuery {
  const raw = query.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  const excluded: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const part = raw[i]!;
    const minus = /^[-\u2212\u2013](.*)$/u.exec(part);
    if (minus) {
      const phrase = fold(minus[1]!);
      if (phrase) excluded.push(phrase);
      continue;
    }
    if (NEGATIONS.has(fold(part))) {
      const next = raw[i + 1];
      if (next !== undefined) {
        const phrase = fold(next.replace(/^[-\u2212\u2013]/u, ""));
        if (phrase) excluded.push(phrase);
        i++;
      }
      continue;
    }
    kept.push(part);
  }
  const text = fold(kept.join(" "));
  const allWords = text.split(" ").filter(Boolean);
  const meaningful = allWords.filter((word) => !isStopWord(word));
  return { words: meaningful.length > 0 ? meaningful : allWords, text, excluded: [...new Set(excluded)] };
}

/**
 * Whether an entry mentions what a query leaves out: each word of the phrase in any of its fields
 * (as written, or with a plural "s"), or for one word, any of its synonyms ("-citrus" leaves out
 * the gins that list lemon). No typo and no prefix: "-gin" keeps Ginger.
 */
function mentions(entry: FoldedEntry, phrase: string, synonyms: Synonyms): boolean {
  const has = (word: string) =>
    [word, `${word}s`, word.endsWith("s") ? word.slice(0, -1) : word].some(
      (form) => entry.titleSet.has(form) || entry.keySet.has(form) || entry.proseSet.has(form),
    );
  const words = phrase.split(" ");
  if (words.every(has)) return true;
  return words.length === 1 && synonymsOf(phrase, synonyms).some((alternative) => phraseScore(alternative, entry) > 0);
}

export interface SearchOptions {
  /** most results returned (default: all) */
  limit?: number;
  synonyms?: Synonyms;
  /** the index's `origin`: a key word of every bottle */
  origin?: string;
}

const withOrigins = new WeakMap<SearchEntry, { origin: string; folded: FoldedEntry }>();
/** A bottle's words with the catalogue's country among its key words, worked out once per bottle. */
function bottleWithOrigin(entry: SearchEntry, origin: string): FoldedEntry {
  const cached = withOrigins.get(entry);
  if (cached?.origin === origin) return cached.folded;
  const plain = foldedEntry(entry);
  const keyWords = [...plain.keyWords, ...words(origin)];
  const folded = { ...plain, keyWords, keySet: new Set(keyWords) };
  withOrigins.set(entry, { origin, folded });
  return folded;
}

/**
 * Entries matching every word of the query (each word in any field: "vodka iceland" finds a vodka
 * by its type and its distillery's place), less those that mention a word it leaves out, best
 * first: the exact name, a name that starts with the query, then by where the words are found
 * (name, key words, prose), with names the query covers more of before longer ones ("Vor Gin"
 * before "Vor Barrel Aged Gin"). A query that only leaves out lists everything else, bottles first.
 */
export function search(entries: readonly SearchEntry[], query: string, options: SearchOptions = {}): SearchResult[] {
  const { limit = Infinity, synonyms = {}, origin = "" } = options;
  const { words: tokens, text: folded, excluded } = parseQuery(query);
  if (tokens.length === 0 && excluded.length === 0) return [];
  const alternatives = tokens.map((token) => synonymsOf(token, synonyms));
  const vocabulary = vocabularyOf(entries);
  const near = tokens.map((token) => nearWords(token, vocabulary));
  const results: SearchResult[] = [];
  for (const entry of entries) {
    const prepared = origin && entry.kind === "product" ? bottleWithOrigin(entry, origin) : foldedEntry(entry);
    let score = 0;
    let matchedAll = true;
    for (const [i, token] of tokens.entries()) {
      const value = wordScore(token, near[i]!, alternatives[i]!, prepared);
      if (value === 0) {
        matchedAll = false;
        break;
      }
      score += value;
    }
    if (!matchedAll) continue;
    if (excluded.some((phrase) => mentions(prepared, phrase, synonyms))) continue;
    const { title, titleWords } = prepared;
    if (tokens.length > 0) {
      // The name itself, or a name that starts with the query's words ("vor" finds Vor Gin, not Ginger for "gin").
      if (title === folded) score += 1000;
      else if (title.startsWith(`${folded} `)) score += 200;
      // How much of the name the query is: up to 10 points.
      const covered = titleWords.filter((w) => tokens.some((token) => w.startsWith(token))).length;
      score += (10 * covered) / titleWords.length;
    }
    if (entry.kind === "product") score += 1;
    // Between equals, a bottle whose maker a source confirms before one whose maker none does.
    if (entry.unverified?.includes("producer")) score -= 0.5;
    results.push({ ...entry, score });
  }
  return results.sort((a, b) => b.score - a.score || alphabetical(a.title, b.title)).slice(0, limit);
}

/** The headings results are grouped under, in the order a tie between groups takes. */
export const GROUP_NAMES: Record<SearchKind, string> = {
  product: "Bottles",
  botanical: "Botanicals",
  distillery: "Distilleries",
  post: "Articles",
  page: "Pages",
};
const KIND_ORDER = Object.keys(GROUP_NAMES) as SearchKind[];

export interface ResultGroup {
  /** a kind of result, or a kind of suggestion when nothing matches */
  key: SearchKind | "closest" | "browse";
  name: string;
  entries: SearchEntry[];
}

/** Ranked results under their kind's heading; the group with the best result first. */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const result of results) groups.set(result.kind, [...(groups.get(result.kind) ?? []), result]);
  return [...groups]
    .sort(([a, first], [b, second]) => second[0]!.score - first[0]!.score || KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b))
    .map(([kind, entries]) => ({ key: kind, name: GROUP_NAMES[kind], entries }));
}

/**
 * The rows a short list (the drop-down, the phone panel) shows of ranked results: the best of
 * each kind, then the next best of any kind, up to `rows`, in rank order. So "rhubarb" shows its
 * botanical page beside five bottles.
 */
export function shortList(results: readonly SearchResult[], rows: number): SearchResult[] {
  const chosen = new Set<SearchResult>();
  for (const kind of KIND_ORDER) {
    const best = results.find((result) => result.kind === kind);
    if (best && chosen.size < rows) chosen.add(best);
  }
  for (const result of results) {
    if (chosen.size >= rows) break;
    chosen.add(result);
  }
  return results.filter((result) => chosen.has(result));
}

/** Botanical pages offered when nothing matches: the first of the index (the described ones come first). */
const BROWSE_BOTANICALS = 6;

export interface ShownResults {
  /** how many entries match */
  total: number;
  /** what the query leaves out, folded ("citrus"), for the line that says so */
  excluded: string[];
  /** the matches shown, grouped; when none match, the suggestions */
  groups: ResultGroup[];
}

/**
 * What a results list shows for a query: up to `rows` matches (see `shortList`) grouped by kind,
 * or, when nothing matches, the closest names and some botanical pages to go on from.
 */
export function showResults(index: SearchIndex, query: string, rows = Infinity): ShownResults {
  const results = search(index.entries, query, { synonyms: index.synonyms, origin: index.origin });
  const { excluded } = parseQuery(query);
  if (results.length > 0) return { total: results.length, excluded, groups: groupResults(shortList(results, rows)) };
  const closest = closestNames(index.entries, query);
  const botanicals = index.entries
    .filter((entry) => entry.kind === "botanical" && !closest.includes(entry))
    .slice(0, BROWSE_BOTANICALS);
  const groups: ResultGroup[] = [
    { key: "closest", name: "Did you mean", entries: closest },
    { key: "browse", name: "Browse botanicals", entries: botanicals },
  ];
  return { total: 0, excluded, groups: groups.filter((group) => group.entries.length > 0) };
}

/**
 * When nothing matches: the entries whose names come closest to the query's words (each word at
 * most a third of its letters away), those near the most words first, then the nearest.
 * "lunndei gin" suggests Lundey Gin before the other gins.
 */
export function closestNames(entries: readonly SearchEntry[], query: string, limit = 4): SearchEntry[] {
  // The words searched for only: never "not" or a word the query leaves out.
  const tokens = parseQuery(query).words.filter((token) => token.length >= 3);
  const near: { entry: SearchEntry; words: number; distance: number }[] = [];
  for (const entry of entries) {
    const { titleWords } = foldedEntry(entry);
    let words = 0;
    let distance = 0;
    for (const token of tokens) {
      // a name's word, or its start ("flok" is near "flóki")
      const best = Math.min(
        ...titleWords.map((word) =>
          Math.min(
            editDistance(token, word),
            word.length > token.length ? editDistance(token, word.slice(0, token.length)) + 1 : Infinity,
          ),
        ),
      );
      if (best > Math.max(1, Math.floor(token.length / 3))) continue;
      words++;
      distance += best;
    }
    if (words > 0) near.push({ entry, words, distance });
  }
  return near
    .sort(
      (a, b) =>
        b.words - a.words ||
        a.distance - b.distance ||
        a.entry.title.length - b.entry.title.length ||
        alphabetical(a.entry.title, b.entry.title),
    )
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** The artwork every bottle has, at an address made from its page's: /gin/vor-gin -> /images/bottles/vor-gin.svg. */
export const bottleArtwork = (href: string) => `/images/bottles/${href.split("/").at(-1)}.svg`;

/** A bottle row's picture. */
export const entryImage = (entry: Pick<SearchEntry, "href" | "image">) => entry.image ?? bottleArtwork(entry.href);
