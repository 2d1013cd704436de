/**
 * For tests only: values that look blank (each a case a required field must refuse, as it refuses
 * an empty one) and short values a reader can see (each one a required field must take).
 */
export const BLANK_LOOKING: readonly (readonly [name: string, value: string])[] = [
  ["U+3164 HANGUL FILLER", "\u3164"],
  ["U+115F HANGUL CHOSEONG FILLER", "\u115f"],
  ["U+1160 HANGUL JUNGSEONG FILLER", "\u1160"],
  ["U+FFA0 HALFWIDTH HANGUL FILLER", "\uffa0"],
  ["U+2800 BRAILLE PATTERN BLANK", "\u2800\u2800"],
  ["a combining mark alone", "\u0301"],
  ["combining marks after a space", " \u0308\u0301 "],
  ["a run of U+00A0 NO-BREAK SPACE", "\u00a0\u00a0\u00a0"],
  ["U+200B ZERO WIDTH SPACE", "\u200b"],
  ["U+FEFF ZERO WIDTH NO-BREAK SPACE", "\ufeff"],
  ["U+2060 WORD JOINER", "\u2060"],
  ["U+180E MONGOLIAN VOWEL SEPARATOR", "\u180e"],
  ["U+3000 IDEOGRAPHIC SPACE", "\u3000"],
  ["U+2028 LINE SEPARATOR", "\u2028"],
  ["U+034F COMBINING GRAPHEME JOINER", "\u034f"],
  ["U+17B4 and U+17B5 KHMER INHERENT VOWELS", "\u17b4\u17b5"],
  ["U+061C ARABIC LETTER MARK", "\u061c"],
  ["fillers, joiners, a blank and a mark together", "\u3164\u200d\u2800\ufe0f \u0301\u115f"],
];

export const VISIBLE_VALUES: readonly string[] = [
  "Ó",
  "日本",
  "\u00e9",
  "e\u0301",
  "1",
  "?",
  "ㅎ",
  "٣",
  "🍸",
  "\u3164A",
  "\u2800-",
];
