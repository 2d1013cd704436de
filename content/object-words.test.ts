// Names every plain object answers to (constructor, __proto__, ...) written in a content file
// are names like any other: each lookup by a content file's text finds only its own table's entries.
import { describe, expect, it } from "vitest";
import { recordFact } from "./blog";
import { botanicalSlug, listGins, listDistilleries, slugify, vodkaDistilleryLogo } from "./index";
import { OBJECT_WORDS } from "./object-words.test-fixtures";
import { readEditorialPage } from "./pages";

const PAGE_HEAD = "---\ntitle: X\nmetaDescription: " + "x".repeat(60) + "\n---\n";

describe.each(OBJECT_WORDS)("%s in a content file", (word) => {
  it("is a botanical named like any other: its slug is its name's", () => {
    expect(botanicalSlug(word)).toBe(slugify(word));
  });

  it("is a distillery with no vodka logo", () => {
    expect(vodkaDistilleryLogo(word)).toBeUndefined();
  });

  it("is no field a post may state", () => {
    const bottle = listGins()[0]!.slug;
    expect(() => recordFact("bottle", bottle, word)).toThrow(`has no field "${word}" a post may state`);
    const distillery = listDistilleries()[0]!.slug;
    expect(() => recordFact("distillery", distillery, word)).toThrow(`has no field "${word}" a post may state`);
  });

  it("is no block of an editorial page", () => {
    // Blocks are named in lower case letters and hyphens.
    const name = word.toLowerCase().replace(/[^a-z-]/g, "");
    expect(() => readEditorialPage("broken", `${PAGE_HEAD}{{${name}}}\n`)).toThrow(`no block named "${name}"`);
  });
});
