import { describe, expect, it } from "vitest";
import { fold, search, withinOneEdit, type SearchEntry } from "./search";

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
