/**
 * Catalogue search: products, distilleries and posts, matched by name, distillery, botanical,
 * type and text; tolerant of Icelandic letters (olafsson finds Ólafsson, thoran finds Þoran)
 * and of a one-letter typo. Exact name matches come first.
 */
export interface SearchEntry {
  kind: "product" | "distillery" | "post";
  title: string;
  subtitle: string;
  href: string;
  /** everything else searchable: distillery, botanicals, type, description */
  text: string;
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

export function search(entries: SearchEntry[], query: string, limit = 8): SearchResult[] {
  const folded = fold(query);
  const tokens = folded.split(" ").filter(Boolean);
  if (tokens.length === 0) return [];
  const results: SearchResult[] = [];
  for (const entry of entries) {
    const title = fold(entry.title);
    const titleWords = title.split(" ");
    const textWords = words(`${entry.subtitle} ${entry.text}`);
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
