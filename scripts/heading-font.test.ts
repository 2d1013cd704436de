import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listAllProducts, listBlogPosts, listBotanicalPages, listDistilleries } from "@content/index";
import { siteConfig } from "~/config/site";
import { HEADING_CHARACTERS, HEADING_FONT_FILE, cutHeadingFont } from "./heading-font";

describe("the headings' face", () => {
  it("is the cut of the letters listed (run `npm run font` after changing them)", async () => {
    expect(readFileSync(HEADING_FONT_FILE).equals(await cutHeadingFont())).toBe(true);
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
