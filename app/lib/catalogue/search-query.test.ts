// How search reads a query, on a fixture index (not the catalogue): what it leaves out, several
// words across fields, the catalogue's country, the cocktail index, taster words, and object words.
import { describe, expect, it } from "vitest";
import { fold, indexText, parseQuery, search, showResults, type SearchEntry, type SearchIndex } from "./search";
import { searchSynonyms } from "./search-synonyms";
import { OBJECT_WORDS } from "../../../content/object-words.test-fixtures";

const entry = (kind: SearchEntry["kind"], title: string, subtitle: string, keys: string[], prose: string[] = []) => ({
  kind,
  title,
  subtitle,
  href: `/${kind}/${fold(title).replace(/ /g, "-")}`,
  text: indexText(title, subtitle, keys, prose),
});

const FIXTURE: SearchIndex = {
  entries: [
    entry("product", "Harbour Gin", "London Dry · Harbour Distillery", ["gin", "Juniper", "Lemon Peel"], ["Bright and fresh."]),
    entry("product", "Moss Gin", "Classic · Moss Works", ["gin", "Juniper", "Icelandic Moss"], ["Earthy, no citrus at all."]),
    entry("product", "Grapefruit Gin", "Contemporary · Moss Works", ["gin", "Juniper", "Grapefruit"]),
    entry("product", "Bay Vodka", "Premium Vodka · Harbour Distillery", ["vodka"], ["Clean, for cocktails."]),
    entry("product", "Field Vodka", "Premium Vodka · Moss Works", ["vodka"], ["Made from potatoes."]),
    entry("product", "Glacier Vodka", "Premium Vodka · Ice Co", ["vodka"], ["Filtered through lava, Icelandic water."]),
    entry("product", "Smoke Reserve Whisky", "Single Malt · Moss Works", ["whisky"], ["Smoked over sheep dung."]),
    entry("product", "Master Builder Gin", "Classic · Harbour Distillery", ["gin", "Juniper"], ["A constructor's tostring gin."]),
    entry("botanical", "Juniper Berries", "Icelandic: einiber · 4 bottles", []),
    entry("distillery", "Moss Works", "Borgarnes, Iceland", ["gin", "whisky"]),
    entry("page", "House Cocktails", "Cocktail index · 3 recipes", ["cocktail", "recipe", "Gin Tonic", "tonic water", "lime"]),
  ],
  synonyms: searchSynonyms([{ name: "Juniper Berries", icelandicName: "einiber", listedAs: ["Juniper"] }]),
  origin: "Iceland",
};

const titles = (query: string) =>
  search(FIXTURE.entries, query, { synonyms: FIXTURE.synonyms, origin: FIXTURE.origin }).map((r) => r.title);
/** The fixture's bottles of a kind, from their rows ("vodka": Bay Vodka, Field Vodka, Glacier Vodka). */
const bottles = (kind: string) =>
  FIXTURE.entries
    .filter((e) => e.kind === "product" && fold(`${e.title} ${e.subtitle}`).split(" ").includes(kind))
    .map((e) => e.title);

describe("reading a query", () => {
  it("splits what is searched for from what is left out", () => {
    expect(parseQuery("juniper -citrus")).toEqual({ words: ["juniper"], text: "juniper", excluded: ["citrus"] });
    expect(parseQuery("Gin not Lemon without Moss no thyme")).toMatchObject({
      words: ["gin"],
      excluded: ["lemon", "moss", "thyme"],
    });
    expect(parseQuery("-arctic-thyme").excluded).toEqual(["arctic thyme"]);
    // mid-typing: a lone "-" or a negation word with nothing after it leaves nothing out
    expect(parseQuery("juniper -")).toMatchObject({ words: ["juniper"], excluded: [] });
    expect(parseQuery("juniper not")).toMatchObject({ words: ["juniper"], excluded: [] });
  });
});

describe("leaving out", () => {
  it("-word, not word, without word and no word drop what mentions it, its synonyms included", () => {
    const withoutCitrus = ["Moss Gin", "Master Builder Gin"];
    for (const query of ["juniper -citrus", "juniper not citrus", "juniper without citrus", "juniper no citrus"])
      expect(
        titles(query)
          .filter((t) => t.endsWith("Gin"))
          .sort(),
        query,
      ).toEqual(withoutCitrus.sort());
    expect(titles("gin -lemon")).not.toContain("Harbour Gin");
    expect(titles("gin -lemon")).toContain("Grapefruit Gin");
  });

  it("a word in any field counts: the name, the subtitle, the key words and the prose", () => {
    expect(titles("vodka -harbour")).toEqual(expect.not.arrayContaining(["Bay Vodka"]));
    expect(titles("vodka -potatoes")).not.toContain("Field Vodka");
    expect(titles("vodka -glacier")).not.toContain("Glacier Vodka");
  });

  it("a query that only leaves out lists everything else, bottles first, and says what it left out", () => {
    const everything = FIXTURE.entries.filter((e) => !/juniper/i.test(`${e.title} ${e.text}`)).map((e) => e.title);
    expect(titles("-juniper").sort()).toEqual(everything.sort());
    expect(titles("not juniper").sort()).toEqual(everything.sort());
    expect(search(FIXTURE.entries, "-juniper")[0]!.kind).toBe("product");
    const shown = showResults(FIXTURE, "not juniper");
    expect(shown.total).toBe(everything.length);
    expect(shown.excluded).toEqual(["juniper"]);
  });

  it("never suggests a name for a negation word or a word left out", () => {
    for (const query of ["not juniper", "-juniper -gin -vodka -whisky -moss -house", "without nothere", "no"]) {
      const groups = showResults(FIXTURE, query).groups.map((g) => g.key);
      expect(groups, query).not.toContain("closest");
    }
  });
});

describe("several words", () => {
  it("find every record with all of them, each in any field", () => {
    expect(titles("vodka moss")).toEqual(["Field Vodka"]); // type in the subtitle, maker in the subtitle
    expect(titles("gin fresh")).toEqual(["Harbour Gin"]); // kind in the name, word in the prose
    expect(titles("harbour lemon")).toEqual(["Harbour Gin"]);
  });

  it("the catalogue's country finds every bottle: icelandic vodka, vodka iceland", () => {
    expect(titles("icelandic vodka").sort()).toEqual(bottles("vodka").sort());
    expect(titles("vodka iceland").sort()).toEqual(bottles("vodka").sort());
    expect(
      titles("iceland")
        .filter((t) => t.endsWith("Gin"))
        .sort(),
    ).toEqual(bottles("gin").sort());
  });

  // Property: a record with every word of a query is in its results, one without is not, so no
  // record with fewer of the words is ever ranked above one with all of them.
  it("results of a query are exactly the records each of its words finds", () => {
    const vocabulary = [...new Set(FIXTURE.entries.flatMap((e) => fold(`${e.title} ${e.subtitle} ${e.text}`).split(" ")))].filter(
      (w) => w.length > 2,
    );
    const find = (q: string) => new Set(titles(q));
    let checked = 0;
    for (let i = 0; i < vocabulary.length; i++)
      for (let j = i + 1; j < vocabulary.length; j += 3) {
        const [a, b] = [vocabulary[i]!, vocabulary[j]!];
        const both = titles(`${a} ${b}`);
        const fromA = find(a);
        const fromB = find(b);
        expect(both.sort(), `${a} ${b}`).toEqual([...fromA].filter((t) => fromB.has(t)).sort());
        checked++;
      }
    expect(checked).toBeGreaterThan(300);
  });
});

describe("the cocktail index", () => {
  it("is found by cocktail, cocktails and an ingredient, first for cocktail", () => {
    for (const query of ["cocktail", "cocktails", "tonic", "lime"]) expect(titles(query), query).toContain("House Cocktails");
    expect(titles("cocktail")[0]).toBe("House Cocktails");
    expect(showResults(FIXTURE, "cocktail").groups[0]).toMatchObject({ key: "page", name: "Pages" });
  });
});

describe("taster words", () => {
  it.each([
    ["peaty", "Smoke Reserve Whisky"],
    ["smoky", "Smoke Reserve Whisky"],
    ["fruity", "Grapefruit Gin"],
    ["earthy", "Moss Gin"],
  ])("%s finds %s", (word, title) => {
    expect(titles(word)).toContain(title);
  });

  it("are looked up in a Map: the table's own words only", () => {
    // a visitor's word that a plain object answers to has no synonyms
    for (const word of OBJECT_WORDS) expect(Object.hasOwn(FIXTURE.synonyms, word), word).toBe(false);
  });
});

describe("object words are words like any other", () => {
  it.each(OBJECT_WORDS)("%s: searched for, left out, and neither a synonym nor a country", (word) => {
    const found = ["constructor", "toString"].includes(word) ? ["Master Builder Gin"] : [];
    expect(titles(word)).toEqual(found);
    expect(titles(`gin ${word}`)).toEqual(found);
    expect(titles(`gin -${word}`)).toHaveLength(titles("gin").length - found.length);
    expect(titles(`not ${word}`)).toHaveLength(FIXTURE.entries.length - found.length);
    const index = { ...FIXTURE, origin: word };
    expect(
      search(index.entries, "vodka", { synonyms: index.synonyms, origin: index.origin })
        .map((r) => r.title)
        .sort(),
    ).toEqual(bottles("vodka").sort());
  });
});
