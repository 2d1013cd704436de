import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_MASKS_FILE } from "../../../scripts/icon-masks";
import { iconMasks, icons } from "./icon-drawings";

/** What the installed Lucide package draws for an icon, without its outer <svg> (empty elements self-closed). */
const packageDrawing = (icon: (typeof icons)[keyof typeof icons]) =>
  renderToStaticMarkup(createElement(icon))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/><\/[a-z]+>/g, "/>");

/** The SVG document of each `[data-icon="name"]` rule, decoded from its data address. */
const masks = (css: string) =>
  new Map(
    [...css.matchAll(/\[data-icon="([a-z-]+)"\] \{\n {2}--icon: url\("data:image\/svg\+xml,([^"]*)"\);\n\}/g)].map(
      ([, name, data]) => [name, decodeURIComponent(data ?? "").replace(/'/g, '"')],
    ),
  );

describe("the icon masks", () => {
  it("are the committed stylesheet (run `npm run icons` after changing icon-drawings.ts)", () => {
    expect(readFileSync(ICON_MASKS_FILE, "utf8")).toBe(iconMasks());
  });

  it("draw every icon exactly as the installed Lucide package does, stroked in the package's way", () => {
    const drawn = masks(iconMasks());
    expect([...drawn.keys()]).toEqual(Object.keys(icons));
    for (const [name, icon] of Object.entries(icons)) {
      expect(drawn.get(name), name).toBe(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${packageDrawing(icon)}</svg>`,
      );
    }
  });

  it("are URL-safe inside a double-quoted url()", () => {
    for (const rule of iconMasks().matchAll(/url\("([^"]*)"\)/g)) expect(rule[1]).not.toMatch(/[#<>%](?![0-9A-F]{2})/);
  });
});
