// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { COMPARE_EVENT, COMPARE_KEY, MAX_COMPARE } from "./compare-keys";
import { parseCompareItems, readCompare, toggleCompare } from "./compare-store";

describe("compare store", () => {
  beforeEach(() => localStorage.clear());

  it("adds and removes, keeps at most four, and announces changes", () => {
    const seen: string[][] = [];
    window.addEventListener(COMPARE_EVENT, (event) => seen.push((event as CustomEvent<string[]>).detail));
    for (const slug of ["a", "b", "c", "d", "e"]) toggleCompare(slug);
    expect(readCompare()).toEqual(["a", "b", "c", "d"]);
    expect(toggleCompare("b")).toEqual(["a", "c", "d"]);
    expect(seen.at(-1)).toEqual(["a", "c", "d"]);
    expect(MAX_COMPARE).toBe(4);
  });

  it("reads items from a compare address without repeats", () => {
    expect(parseCompareItems("a, b,a,,c,d,e")).toEqual(["a", "b", "c", "d"]);
    expect(parseCompareItems(null)).toEqual([]);
  });

  it("the tray host listens to the same key and event (it imports them)", () => {
    const host = readFileSync(join(process.cwd(), "app/components/compare/compare-tray-host.tsx"), "utf8");
    expect(host).toContain('import { COMPARE_EVENT, COMPARE_KEY } from "~/lib/catalogue/compare-keys";');
    expect(host).not.toMatch(/const COMPARE_(KEY|EVENT) =/);
  });
});
