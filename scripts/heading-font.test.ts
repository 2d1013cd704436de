import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import opentype from "opentype.js";
import { describe, expect, it } from "vitest";
import { listAllProducts, listBlogPosts, listBotanicalPages, listDistilleries } from "@content/index";
import { siteConfig } from "~/config/site";
import { HEADING_CHARACTERS, HEADING_FONT_FILE } from "./heading-font";
import { woff2CodePoints } from "./woff2-cmap";

describe("the headings' face", () => {
  // Not byte for byte against a new cut: any release of subset-font writes other bytes for the same face.
  it("draws every letter listed (run `npm run font` after changing them)", () => {
    const drawn = woff2CodePoints(readFileSync(HEADING_FONT_FILE));
    const missing = [...HEADING_CHARACTERS].filter((letter) => !drawn.has(letter.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it("reads a WOFF2 face's characters as opentype.js reads the same face's WOFF", () => {
    const files = join(dirname(createRequire(import.meta.url).resolve("@fontsource/source-serif-4/package.json")), "files");
    const woff = readFileSync(join(files, "source-serif-4-latin-600-normal.woff"));
    const face = opentype.parse(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength));
    const expected = Object.keys(face.tables.cmap?.glyphIndexMap ?? {})
      .map(Number)
      .sort((a, b) => a - b);
    const read = [...woff2CodePoints(readFileSync(join(files, "source-serif-4-latin-600-normal.woff2")))].sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(100);
    expect(read).toEqual(expected);
  });

  it("stays small enough to arrive with the stylesheet (over about 7 KB on the wire it cost a round trip of LCP)", () => {
    expect(readFileSync(HEADING_FONT_FILE).length).toBeLessThanOrEqual(8 * 1024);
  });

  it("holds every letter of the names and titles headings show", () => {
    const headings = [
      siteConfig.siteName,
      ...listAllProducts().map((product) => product.name),
      ...listDistilleries().map((distillery) => distillery.name),
      ...listBlogPosts().map((post) => post.title),
      ...listBotanicalPages().flatMap((page) => [page.name, page.icelandicName ?? ""]),
    ];
    const missing = [...new Set(headings.join(""))].filter((letter) => !HEADING_CHARACTERS.includes(letter));
    expect(missing).toEqual([]);
  });
});
