import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every figure the decision records state is a figure docs/benchmarks.md holds, or a configuration constant the
 * code sets. A record that quotes a measurement nobody kept, or keeps one the benchmarks have since replaced,
 * fails here rather than drifting.
 */
const ROOT = join(import.meta.dirname, "..");
const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
/** A number, or a range of two, followed by a unit; "1200x630" or "4.x" are not figures. */
const FIGURE = new RegExp(String.raw`(${NUMBER})(?:\s?[-–]\s?(${NUMBER}))?\s?(ms|s|KB|KiB|MB|MiB|x|%)(?![\p{L}\d])`, "gu");
/** A table column whose header names one of these units holds figures in it. */
const COLUMN_UNIT = /(?:^|\s)(ms|s|KB|MB)(?=\s|,|$)/;

const key = (value: string, unit: string): string => `${Number(value.replace(/,/g, ""))} ${unit}`;

/** The figures a text states, as "number unit" (each end of a range on its own), in order. */
function figuresIn(text: string): string[] {
  const figures: string[] = [];
  for (const [, first, second, unit] of text.matchAll(FIGURE)) {
    figures.push(key(first!, unit!));
    if (second) figures.push(key(second, unit!));
  }
  return figures;
}

/** The numbers of each table column whose header names a unit, as "number unit". */
function tableFiguresIn(text: string): string[] {
  const figures: string[] = [];
  let units: (string | undefined)[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("|")) {
      units = [];
      continue;
    }
    const cells = line.split("|").slice(1, -1);
    if (units.length === 0) {
      units = cells.map((cell) => COLUMN_UNIT.exec(cell)?.[1]);
      continue;
    }
    cells.forEach((cell, column) => {
      const unit = units[column];
      if (!unit) return;
      for (const [number] of cell.matchAll(new RegExp(NUMBER, "g"))) figures.push(key(number, unit));
    });
  }
  return figures;
}

/** Constants the records quote, each with where the code sets it, so the list cannot outlive the code. */
const CONSTANTS: { figure: string; file: string; text: string }[] = [
  { figure: "16 KiB", file: "server/app.ts", text: "bodyLimit: 16 * 1024" },
  { figure: "1 MiB", file: "server/static-site.ts", text: "IN_MEMORY_LIMIT = 1024 * 1024" },
  { figure: "5 s", file: "server/config.ts", text: '"FIRST_REQUEST_TIMEOUT_MS", 5_000' },
  { figure: "0.5 x", file: "scripts/bench-throughput.mjs", text: "Guard: node ≥ 0.5x nginx" },
];

describe("figures in docs/decisions.md", () => {
  it("reads figures, ranges and table columns, but not sizes or versions", () => {
    expect(figuresIn("FCP about 0.76 s instead of 1.8-2.0 s; 0.61x nginx; 1,100 ms; 7.6 KB)")).toEqual([
      "0.76 s",
      "1.8 s",
      "2 s",
      "0.61 x",
      "1100 ms",
      "7.6 KB",
    ]);
    expect(figuresIn("a 1200x630 PNG, SDK 4.x, 30 days, req/s, 2 cores, 1:10m")).toEqual([]);
    expect(tableFiguresIn("| page | FCP ms | LCP ms, 8x |\n| --- | --- | --- |\n| home | 752 | 977 |\n")).toEqual([
      "752 ms",
      "977 ms",
    ]);
  });

  it("states only figures that docs/benchmarks.md holds or the code sets", () => {
    const benchmarks = read("docs/benchmarks.md");
    const known = new Set([...figuresIn(benchmarks), ...tableFiguresIn(benchmarks)]);
    for (const constant of CONSTANTS) {
      expect(read(constant.file), `${constant.figure} in ${constant.file}`).toContain(constant.text);
      known.add(key(...(constant.figure.split(" ") as [string, string])));
    }
    const stated = figuresIn(read("docs/decisions.md"));
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter((figure) => !known.has(figure))).toEqual([]);
  });
});
