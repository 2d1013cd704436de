// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { COMPARE_EVENT, COMPARE_KEY, MAX_COMPARE } from "./compare-keys";
import {
  compareUrl,
  parseCompareItems,
  readCompare,
  readCompareEntries,
  toggleCompare,
  type CompareEntry,
} from "./compare-store";
import { isSameSitePath } from "../routing/same-site-path";
import { NOT_SAME_SITE } from "../routing/same-site-path.test-fixtures";

describe("compare store", () => {
  beforeEach(() => localStorage.clear());

  it("adds and removes, keeps at most four, and announces changes", () => {
    const seen: CompareEntry[][] = [];
    window.addEventListener(COMPARE_EVENT, (event) => seen.push((event as CustomEvent<CompareEntry[]>).detail));
    for (const slug of ["a", "b", "c", "d", "e"]) toggleCompare(slug, slug.toUpperCase());
    expect(readCompare()).toEqual(["a", "b", "c", "d"]);
    expect(toggleCompare("b", "B").map((entry) => entry.slug)).toEqual(["a", "c", "d"]);
    expect(seen.at(-1)).toEqual([
      { slug: "a", name: "A" },
      { slug: "c", name: "C" },
      { slug: "d", name: "D" },
    ]);
    expect(MAX_COMPARE).toBe(4);
  });

  it("keeps each bottle's name, and still reads a list kept as bare slugs", () => {
    toggleCompare("vor-gin", "Vor Gin");
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toEqual([{ slug: "vor-gin", name: "Vor Gin" }]);
    localStorage.setItem(COMPARE_KEY, JSON.stringify(["lundey-gin", { slug: "vor-gin", name: "Vor Gin" }, 7, null]));
    expect(readCompareEntries()).toEqual([{ slug: "lundey-gin" }, { slug: "vor-gin", name: "Vor Gin" }]);
  });

  it.each(NOT_SAME_SITE)("leaves out a kept bottle whose slug is %j: every compare address stays a path on the site", (path) => {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(["vor-gin", path, { slug: path, name: "Elsewhere" }]));
    expect(readCompare()).toEqual(["vor-gin"]);
    expect(isSameSitePath(compareUrl(readCompare()))).toBe(true);
  });

  it("reads items from a compare address without repeats; an empty comparison is the bare page", () => {
    expect(parseCompareItems("a, b,a,,c,d,e")).toEqual(["a", "b", "c", "d"]);
    expect(parseCompareItems(null)).toEqual([]);
    expect(compareUrl(["a", "b"])).toBe("/compare?items=a,b");
    expect(compareUrl([])).toBe("/compare");
  });

  it("the tray host listens to the same key and event (it imports them)", () => {
    const host = readFileSync(join(process.cwd(), "app/components/compare/compare-tray-host.tsx"), "utf8");
    expect(host).toContain('import { COMPARE_EVENT, COMPARE_KEY } from "~/lib/catalogue/compare-keys";');
    expect(host).not.toMatch(/const COMPARE_(KEY|EVENT) =/);
  });
});
