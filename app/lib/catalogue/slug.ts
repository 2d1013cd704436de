const LETTER_MAP: Record<string, string> = { ó: "o", ð: "d", í: "i", ú: "u" };

/** The gin slug rule: lower-case, spaces to hyphens, ó ð í ú to o d i u. */
export function ginSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[óðíú]/g, (letter) => LETTER_MAP[letter] ?? letter);
}
