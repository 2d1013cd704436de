// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { COMPARE_EVENT, COMPARE_KEY, MAX_COMPARE } from "./compare-keys";
import {
  compareSnapshot,
  compareUrl,
  parseCompareItems,
  serverCompareSnapshot,
  subscribeCompare,
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

  it("gives every reader one snapshot per change, and an empty comparison the server's value (no redraw after hydration)", () => {
    expect(compareSnapshot()).toBe(serverCompareSnapshot());
    const calls: number[] = [];
    const unsubscribe = subscribeCompare(() => calls.push(1));
    toggleCompare("vor-gin", "Vor Gin");
    const first = compareSnapshot();
    expect(first).toEqual([{ slug: "vor-gin", name: "Vor Gin" }]);
    expect(compareSnapshot()).toBe(first);
    toggleCompare("vor-gin", "Vor Gin");
    expect(compareSnapshot()).toBe(serverCompareSnapshot());
    unsubscribe();
    toggleCompare("lundey-gin", "Lundey Gin");
    expect(calls).toHaveLength(2);
  });

  it("follows a change made in another tab", () => {
    const calls: number[] = [];
    const unsubscribe = subscribeCompare(() => calls.push(1));
    localStorage.setItem(COMPARE_KEY, JSON.stringify([{ slug: "vor-gin", name: "Vor Gin" }]));
    window.dispatchEvent(new StorageEvent("storage", { key: COMPARE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    unsubscribe();
    expect(calls).toHaveLength(1);
    expect(compareSnapshot()).toEqual([{ slug: "vor-gin", name: "Vor Gin" }]);
  });

  it("keeps the comparison for the page when storage refuses it", () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("blocked", "QuotaExceededError");
    };
    try {
      toggleCompare("vor-gin", "Vor Gin");
      toggleCompare("lundey-gin", "Lundey Gin");
      expect(compareSnapshot().map((entry) => entry.slug)).toEqual(["vor-gin", "lundey-gin"]);
    } finally {
      Storage.prototype.setItem = setItem;
      toggleCompare("vor-gin", "Vor Gin");
      toggleCompare("lundey-gin", "Lundey Gin");
    }
  });
});
