import { describe, expect, it } from "vitest";
import { listAllProducts, listDistilleries } from "../../../content/index";
import { fold, indexText, search, STOP_WORDS, withinOneEdit, type SearchEntry } from "./search";

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

  // The full text less its stop words (which only ever matched junk: "hand" was one edit from "and").
  it("finds and ranks what the full text found, for every word of the real catalogue", () => {
    const full = [
      ...listAllProducts().map((p) => ({
        kind: "product" as const,
        title: p.name,
        subtitle: `${p.type} · ${p.distillery}`,
        href: `/${p.slug}`,
        text: [p.distillery, p.type, p.category, ...p.botanicals, p.description].join(" "),
      })),
      ...listDistilleries().map((d) => ({
        kind: "distillery" as const,
        title: d.name,
        subtitle: d.location,
        href: `/all-distillery/${d.slug}`,
        text: [d.location, ...d.specialties, d.description].join(" "),
      })),
    ];
    const packed = full.map((e) => ({ ...e, text: indexText(e.title, e.subtitle, [e.text]) }));
    for (const e of full) {
      e.text = fold(e.text)
        .split(" ")
        .filter((word) => !STOP_WORDS.has(word) && !/^[a-z]$/.test(word))
        .join(" ");
    }
    const vocabulary = new Set(full.flatMap((e) => fold(`${e.title} ${e.subtitle} ${e.text}`).split(" ")));
    const queries = [...vocabulary].filter((word) => !STOP_WORDS.has(word) && word.length > 1);
    // Prefixes and one-letter typos too, and a few two-word queries.
    queries.push(
      ...queries.flatMap((word) => (word.length >= 5 ? [word.slice(0, 4), `${word.slice(0, -2)}x${word.at(-1)}`] : [])),
    );
    queries.push("juniper birch", "arctic thyme", "reykjavik vodka", "single malt");
    expect(queries.length).toBeGreaterThan(1000);
    const hrefs = (entries: SearchEntry[], query: string) => search(entries, query, 50).map((r) => `${r.href} ${r.score}`);
    for (const query of queries) expect(hrefs(packed, query), query).toEqual(hrefs(full, query));
  });
});

describe("stop words", () => {
  it("are skipped in a query unless it has nothing else", () => {
    expect(search(index, "the butterfly and pea").map((r) => r.title)).toEqual(["Lundey Gin"]);
    expect(search([entry("The Gin Book", "", "post")], "the").map((r) => r.title)).toEqual(["The Gin Book"]);
  });
});
