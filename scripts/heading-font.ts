/**
 * The headings' face, cut to the letters headings use: Source Serif 4 semibold (the share cards'
 * face, scripts/share-card-draw.ts), the English and Icelandic alphabets, digits and the punctuation
 * headings use, without kerning or ligatures. 7.6 KB instead of the 21 KB Latin file: the face is
 * asked for before the first paint, beside the stylesheet, and on a slow line that is paint time.
 * Measured with Lighthouse's simulated phone (in decisions.md's git history): at 12.3 KB (Basic Latin with kerning
 * and ligatures) the face arrived a round trip after the stylesheet and LCP was 1128-1205 ms; under
 * about 8 KB it arrives with it. A letter outside the cut falls back to the next serif in the stack
 * (app.css); `heading-font.test.ts` checks that every name and title in the content is inside it.
 * Run `npm run font` after changing the letters below.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const ALPHABETS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÁáÉéÍíÓóÚúÝýÞþÆæÖöÐð0123456789";
export const HEADING_CHARACTERS = `${ALPHABETS} !"#&'(),-./:;?°‘’“”–—…`;

export const HEADING_FONT_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  "../app/assets/fonts/source-serif-4-600-headings.woff2",
);

const fullFace = () =>
  readFileSync(
    join(
      dirname(createRequire(import.meta.url).resolve("@fontsource/source-serif-4/package.json")),
      "files/source-serif-4-latin-600-normal.woff2",
    ),
  );

export const cutHeadingFont = (): Promise<Buffer> =>
  subsetFont(fullFace(), HEADING_CHARACTERS, { targetFormat: "woff2", keepFeatures: [] });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await cutHeadingFont();
  writeFileSync(HEADING_FONT_FILE, font);
  console.log(`${HEADING_FONT_FILE}: ${font.length} bytes`);
}
