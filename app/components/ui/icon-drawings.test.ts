import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_MASKS_FILE } from "../../../scripts/icon-masks";
import { ICON_STRIDE, iconMasks, icons } from "./icon-drawings";

/** What the installed Lucide package draws for an icon, without its outer <svg> (empty elements self-closed). */
const packageDrawing = (icon: (typeof icons)[keyof typeof icons]) =>
  renderToStaticMarkup(createElement(icon))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/><\/[a-z]+>/g, "/>");

/** The sprite's SVG document, decoded from the data address of the `[data-icon]` rule. */
const sprite = (css: string) => {
  const data = /\[data-icon\] \{\n {2}mask-image: url\("data:image\/svg\+xml,([^"]*)"\);/.exec(css)?.[1];
  return decodeURIComponent(data ?? "").replace(/'/g, '"');
};

/** Each name's mask position along the sprite, in percent. */
const positions = (css: string) =>
  new Map(
    [...css.matchAll(/\[data-icon="([a-z-]+)"\] \{\n {2}mask-position: ([\d.]+)% 0;\n\}/g)].map(([, name, x]) => [
      name,
      Number(x),
    ]),
  );

/** The sprite's width in viewBox units, worked out here from the stride: the last cell ends 24 units after it starts. */
const spriteWidth = (Object.keys(icons).length - 1) * ICON_STRIDE + 24;

describe("the icon masks", () => {
  it("are the committed stylesheet (run `npm run icons` after changing icon-drawings.ts)", () => {
    expect(readFileSync(ICON_MASKS_FILE, "utf8")).toBe(iconMasks());
  });

  it("draw every icon exactly as the installed Lucide package does, stroked in the package's way, in one sprite", () => {
    const cells = Object.values(icons).map(
      (icon, index) => `<g transform="translate(${index * ICON_STRIDE})">${packageDrawing(icon)}</g>`,
    );
    expect(sprite(iconMasks())).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${spriteWidth} 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${cells.join("")}</svg>`,
    );
  });

  it("bring each name's own cell into the icon's box", () => {
    const css = iconMasks();
    const names = Object.keys(icons);
    // One cell fills the box: the sprite is (its width / 24) boxes wide.
    const spriteBoxes = spriteWidth / 24;
    expect(css).toContain(`mask-size: ${spriteBoxes * 100}% 100%;`);
    const shown = positions(css);
    expect([...shown.keys()]).toEqual(names);
    // p% lines up p% of the sprite with p% of the box: cell i's left edge (i * stride of the sprite's
    // width) lands on the box's left edge.
    names.forEach((name, index) => {
      const offset = (shown.get(name)! / 100) * (1 - spriteBoxes);
      expect(offset, name).toBeCloseTo((-index * ICON_STRIDE) / 24, 3);
    });
  });

  it("are URL-safe inside a double-quoted url()", () => {
    for (const rule of iconMasks().matchAll(/url\("([^"]*)"\)/g)) expect(rule[1]).not.toMatch(/[#<>%](?![0-9A-F]{2})/);
  });
});
