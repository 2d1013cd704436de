/**
 * The synonyms search knows (shipped in /data/search-index.json, built with the site): a taster's
 * words for what the records spell as their parts (citrus: lemon, grapefruit, bergamot), and each
 * botanical's Icelandic name for the names the catalogue lists it under (blóðberg: Arctic Thyme).
 */
import { fold, type Synonyms } from "./search";

/** A taster's word -> the botanicals and words a record says it with. */
export const TASTER_WORDS = {
  citrus: [
    "lemon",
    "lemons",
    "lime",
    "grapefruit",
    "bergamot",
    "orange",
    "yuzu",
    "mandarin",
    "citron",
    "tangerine",
    "clementine",
  ],
  berry: [
    "crowberry",
    "crowberries",
    "blueberry",
    "blueberries",
    "bilberry",
    "bilberries",
    "raspberry",
    "raspberries",
    "lingonberry",
    "cloudberry",
    "blackcurrant",
    "sloe",
  ],
  floral: [
    "flower",
    "flowers",
    "elderflower",
    "meadowsweet",
    "lavender",
    "rose",
    "dandelion",
    "chamomile",
    "orris",
    "butterfly pea",
  ],
  herbal: ["thyme", "angelica", "dill", "mint", "sage", "rosemary", "yarrow", "birch", "moss"],
  maritime: ["seaweed", "kelp", "dulse", "sea", "salt"],
  seaweed: ["kelp", "dulse"],
  spice: ["pepper", "ginger", "coriander", "caraway", "cardamom", "cinnamon", "cassia", "nutmeg", "clove", "cumin"],
  smoky: ["smoke", "smoked", "peat", "peated"],
  oaky: ["oak", "barrel", "cask", "wood", "aged"],
  malty: ["malt", "barley"],
  sweet: ["honey", "sugar", "syrup", "caramel", "liqueur"],
  fruity: ["fruit", "berry", "rhubarb", "apple", "lemon", "orange", "grapefruit", "raspberry", "blueberry", "crowberry"],
  earthy: ["moss", "lichen", "root", "roots", "mushroom", "beetroot"],
  salty: ["salt", "seaweed", "kelp", "dulse", "sea"],
  // The country every bottle is from, as a visitor types it ("icelandic vodka").
  icelandic: ["iceland"],
  whiskey: ["whisky"],
  akvavit: ["aquavit"],
  romm: ["rum"],
  schnapps: ["snaps", "brennivin"],
} satisfies Record<string, readonly string[]>;
/** Other forms of the taster words: each finds what its word finds (and the word itself). */
const TASTER_WORD_FORMS: Record<string, keyof typeof TASTER_WORDS> = {
  berries: "berry",
  flowers: "floral",
  herbs: "herbal",
  spicy: "spice",
  spices: "spice",
  smoke: "smoky",
  smokey: "smoky",
  peat: "smoky",
  peaty: "smoky",
  peated: "smoky",
  woody: "oaky",
  oak: "oaky",
  honeyed: "sweet",
  fruit: "fruity",
  fruits: "fruity",
  briny: "salty",
};

export interface NamedBotanical {
  /** the botanical page's English name ("Arctic Thyme") */
  name: string;
  /** its Icelandic name, where content/botanicals.yaml gives one ("blóðberg") */
  icelandicName?: string;
  /** the names bottles list it under ("Juniper" for Juniper Berries, "Dulse" and "Kelp" for Seaweed) */
  listedAs: readonly string[];
}

/** Phrases without those that say more than another (one that has "angelica" needs no "angelica root"). */
function simplest(phrases: Iterable<string>): string[] {
  const unique = [...new Set(phrases)];
  const wordsOf = (phrase: string) => phrase.split(" ");
  return unique.filter(
    (phrase) => !unique.some((other) => other !== phrase && wordsOf(other).every((word) => wordsOf(phrase).includes(word))),
  );
}

/** The index's synonym table: taster words, and each Icelandic botanical name for its English names. */
export function searchSynonyms(botanicals: readonly NamedBotanical[]): Synonyms {
  const table = new Map<string, Set<string>>();
  const add = (word: string, phrase: string) => {
    const key = fold(word);
    const value = fold(phrase);
    if (!key || !value || key === value) return;
    table.set(key, (table.get(key) ?? new Set()).add(value));
  };
  for (const [word, phrases] of Object.entries(TASTER_WORDS)) for (const phrase of phrases) add(word, phrase);
  for (const [form, word] of Object.entries(TASTER_WORD_FORMS))
    for (const phrase of [word, ...TASTER_WORDS[word]]) add(form, phrase);
  for (const botanical of botanicals) {
    if (!botanical.icelandicName) continue;
    for (const english of [botanical.name, ...botanical.listedAs]) add(botanical.icelandicName, english);
  }
  return Object.fromEntries([...table].map(([key, phrases]) => [key, simplest(phrases)]));
}
