import { describe, expect, it } from "vitest";
import { listAllProducts, listDistilleries } from "../../../content/index";
import {
  alphabetical,
  closestNames,
  editDistance,
  fold,
  groupResults,
  indexText,
  search,
  shortList,
  showResults,
  STOP_WORDS,
  withinOneEdit,
  withoutNegations,
  type SearchEntry,
} from "./search";
import { searchSynonyms } from "./search-synonyms";
import { OBJECT_WORDS } from "../../../content/object-words.test-fixtures";

const entry = (title: string, text = "", kind: SearchEntry["kind"] = "product"): SearchEntry => ({
  kind,
  title,
  subtitle: "",
  href: `/x/${fold(title).replace(/ /g, "-")}`,
  text,
});

const index = [
  entry("Ólafsson Gin", "Eyland Spirits Juniper Arctic Thyme Icelandic Moss Ultra Premium"),
  entry("Lundey Gin", "64° Reykjavík Distillery Butterfly Pea Flower Color-Changing"),
  entry("Marberg Gin", "Þoran Distillery Dulse Angelica Root Maritime"),
  entry("Þoran Distillery", "Hafnarfjörður Marberg", "distillery"),
  entry("Gin", "a short name"),
  entry("Gin Reviews", "the blog", "post"),
];

describe("fold", () => {
  it("spells Icelandic letters plainly", () => {
    expect(fold("Ólafsson Þoran Stuðlaberg Ægir")).toBe("olafsson thoran studlaberg aegir");
  });
});

describe("alphabetical", () => {
  it("orders names as a reader would: case and accents aside, Icelandic letters spelled out", () => {
    expect(
      ["Rhubarb", "arctic thyme", "Ólafsson", "Birch", "Æsir", "Þoran", "Oak", "Blóðberg", "blueberry"].sort(alphabetical),
    ).toEqual(["Æsir", "arctic thyme", "Birch", "Blóðberg", "blueberry", "Oak", "Ólafsson", "Rhubarb", "Þoran"]);
  });

  it("keeps names that fold alike apart, in a fixed order", () => {
    expect(alphabetical("Lemon", "Lemon")).toBe(0);
    expect(["lemon", "Lemon"].sort(alphabetical)).toEqual(["Lemon", "lemon"]);
  });
});

describe("withinOneEdit", () => {
  it("allows one substitution, insertion or deletion", () => {
    expect(withinOneEdit("olafsson", "olafson")).toBe(true);
    expect(withinOneEdit("marberg", "marbreg")).toBe(false);
    expect(withinOneEdit("lundey", "lundei")).toBe(true);
    expect(withinOneEdit("lundey", "lunde")).toBe(true);
  });
});

describe("search", () => {
  it("puts an exact name first", () => {
    expect(search(index, "gin")[0]!.title).toBe("Gin");
  });

  it("folds accents: olafsson finds Ólafsson, thoran finds Þoran", () => {
    expect(search(index, "olafsson")[0]!.title).toBe("Ólafsson Gin");
    expect(search(index, "thoran").map((r) => r.title)).toEqual(["Þoran Distillery", "Marberg Gin"]);
  });

  it("forgives a one-letter typo", () => {
    expect(search(index, "olafson")[0]!.title).toBe("Ólafsson Gin");
    expect(search(index, "lundy")[0]!.title).toBe("Lundey Gin");
  });

  it("finds by botanical and type, needs every word, and returns nothing for nonsense", () => {
    expect(search(index, "butterfly pea").map((r) => r.title)).toEqual(["Lundey Gin"]);
    expect(search(index, "dulse").map((r) => r.title)).toEqual(["Marberg Gin"]);
    expect(search(index, "dulse butterfly")).toEqual([]);
    expect(search(index, "zzzz")).toEqual([]);
    expect(search(index, "  ")).toEqual([]);
  });
});

describe("the packed index text", () => {
  it("keeps each searchable word once, sorted, without stop words or the title's and subtitle's words", () => {
    expect(indexText("Marberg Gin", "Classic · Þoran Distillery", ["Dulse, angelica root and the sea", "dulse"])).toBe(
      "angelica dulse root sea",
    );
  });

  it("keeps key words before prose words, and leaves out what the text says a thing is not", () => {
    expect(
      indexText("Vor Gin", "Gin · Eimverk", ["gin", "Juniper", "Rhubarb"], ["Nordic botanicals, with no citrus at all."]),
    ).toBe("juniper rhubarb | botanicals nordic");
  });

  // The full text less its stop words and negated clauses (which only ever matched junk: "hand" was
  // one edit from "and"; "citrus" found Vor, which has "no citrus at all").
  it("finds and ranks what the full text found, for every word of the real catalogue", () => {
    const full = [
      ...listAllProducts().map((p) => ({
        kind: "product" as const,
        title: p.name,
        subtitle: `${p.type} · ${p.distillery}`,
        href: `/${p.slug}`,
        keys: [p.category ?? "", ...p.botanicals],
        prose: [p.description],
      })),
      ...listDistilleries().map((d) => ({
        kind: "distillery" as const,
        title: d.name,
        subtitle: d.location,
        href: `/all-distillery/${d.slug}`,
        keys: d.specialties,
        prose: [d.description],
      })),
    ];
    const plain = (parts: string[]) =>
      fold(withoutNegations(parts.join(" ")))
        .split(" ")
        .filter((word) => !STOP_WORDS.has(word) && !/^[a-z]$/.test(word))
        .join(" ");
    const packed = full.map(({ keys, prose, ...e }) => ({ ...e, text: indexText(e.title, e.subtitle, keys, prose) }));
    const unpacked = full.map(({ keys, prose, ...e }) => ({ ...e, text: `${plain(keys)} | ${plain(prose)}` }));
    const vocabulary = new Set(unpacked.flatMap((e) => fold(`${e.title} ${e.subtitle} ${e.text}`).split(" ")));
    const queries = [...vocabulary].filter((word) => !STOP_WORDS.has(word) && word.length > 1);
    // Prefixes and one-letter typos too, and a few two-word queries.
    queries.push(
      ...queries.flatMap((word) => (word.length >= 5 ? [word.slice(0, 4), `${word.slice(0, -2)}x${word.at(-1)}`] : [])),
    );
    queries.push("juniper birch", "arctic thyme", "reykjavik vodka", "single malt", "citrus", "blodberg");
    expect(queries.length).toBeGreaterThan(1000);
    const synonyms = searchSynonyms([{ name: "Arctic Thyme", icelandicName: "blóðberg", listedAs: ["Arctic Thyme"] }]);
    const hrefs = (entries: SearchEntry[], query: string) =>
      search(entries, query, { limit: 50, synonyms }).map((r) => `${r.href} ${r.score}`);
    for (const query of queries) expect(hrefs(packed, query), query).toEqual(hrefs(unpacked, query));
  });
});

describe("negations", () => {
  it("drop a clause from its negating word to its end", () => {
    expect(withoutNegations("entirely Nordic botanicals, with no citrus at all.")).toBe("entirely Nordic botanicals, with  .");
    expect(withoutNegations("a gin, not a separate distillery: it is")).toBe("a gin,  : it is");
    expect(withoutNegations("not a distillery but a gin")).toBe(" but a gin");
    expect(withoutNegations("made without sugar; Nordic")).toBe("made  ; Nordic");
    // words that only contain a negation stay
    expect(withoutNegations("Nordic notes, nothing else")).toBe("Nordic notes, nothing else");
  });
});

describe("synonyms", () => {
  const synonyms = searchSynonyms([
    { name: "Arctic Thyme", icelandicName: "blóðberg", listedAs: ["Arctic Thyme", "Arctic thyme"] },
    { name: "Angelica Root", icelandicName: "hvönn", listedAs: ["Angelica Root", "Angelica", "Angelica Seed"] },
  ]);
  const gins = [
    entry("Harbour Gin", "juniper lemon peel"),
    entry("Three Citrus Gin", "juniper lemon peel grapefruit peel bergamot"),
    entry("Thyme Gin", "juniper arctic thyme angelica"),
    entry("Plain Gin", "juniper coriander"),
    entry("Thyme Field Gin", "juniper thyme"),
  ];

  it("a taster's word finds what records spell as its parts, the most of them first", () => {
    expect(search(gins, "citrus", { synonyms }).map((r) => r.title)).toEqual(["Three Citrus Gin", "Harbour Gin"]);
    expect(search(gins, "citrs", { synonyms }).map((r) => r.title)).toEqual(["Three Citrus Gin", "Harbour Gin"]);
    expect(search(gins, "citrus").map((r) => r.title)).toEqual(["Three Citrus Gin"]);
  });

  it("an Icelandic name finds its English names, whole phrases only", () => {
    expect(synonyms.blodberg).toEqual(["arctic thyme"]);
    expect(synonyms.hvonn).toEqual(["angelica"]);
    expect(search(gins, "blóðberg", { synonyms }).map((r) => r.title)).toEqual(["Thyme Gin"]);
    expect(search(gins, "hvonn", { synonyms }).map((r) => r.title)).toEqual(["Thyme Gin"]);
  });

  // The table as the browser has it: read from /data/search-index.json.
  const shipped = {
    entries: [...gins, entry("Master Builder Gin", "constructor tostring")],
    synonyms: JSON.parse(JSON.stringify(synonyms)),
  };
  it.each(OBJECT_WORDS)("%s is a word like any other: no synonyms of its own, found where it is written", (word) => {
    const matches = search(shipped.entries, word, { synonyms: shipped.synonyms }).map((r) => r.title);
    expect(matches).toEqual(["constructor", "toString"].includes(word) ? ["Master Builder Gin"] : []);
    expect(showResults(shipped, word).total).toBe(matches.length);
    expect(showResults(shipped, `${word} gin`).total).toBe(matches.length);
  });
});

describe("grouped results", () => {
  const mixed: SearchEntry[] = [
    entry("Rhubarb Gin", "rhubarb"),
    entry("Rhubarb", "", "botanical"),
    entry("Field Gin", "rhubarb"),
    entry("Rhubarb Farm", "", "distillery"),
    entry("Rhubarb season", "", "post"),
  ];

  it("put the group with the best result first, each in rank order", () => {
    const groups = groupResults(search(mixed, "rhubarb"));
    expect(groups.map((g) => g.name)).toEqual(["Botanicals", "Bottles", "Distilleries", "Articles"]);
    expect(groups[1]!.entries.map((e) => e.title)).toEqual(["Rhubarb Gin", "Field Gin"]);
  });

  it("a short list keeps the best of each kind before more of one kind", () => {
    const many = [...Array.from({ length: 10 }, (_, i) => entry(`Rhubarb Gin ${i}`, "rhubarb")), ...mixed];
    const rows = shortList(search(many, "rhubarb"), 8);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(["product", "botanical", "distillery", "post"]));
  });
});

describe("closest names", () => {
  it("counts edits", () => {
    expect(editDistance("brenivinn", "brennivin")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("suggests names a few letters away, closest first, and nothing for nonsense", () => {
    expect(closestNames(index, "marbreg").map((e) => e.title)).toEqual(["Marberg Gin"]);
    expect(closestNames(index, "lunndei gin")[0]!.title).toBe("Lundey Gin");
    expect(closestNames(index, "qqxqq")).toEqual([]);
  });
});

describe("stop words", () => {
  it("are skipped in a query unless it has nothing else", () => {
    expect(search(index, "the butterfly and pea").map((r) => r.title)).toEqual(["Lundey Gin"]);
    expect(search([entry("The Gin Book", "", "post")], "the").map((r) => r.title)).toEqual(["The Gin Book"]);
  });
});
