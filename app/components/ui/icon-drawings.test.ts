import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconSprite, icons } from "./icon-drawings";

/** What the installed Lucide package draws for an icon, without its outer <svg> (empty elements self-closed). */
const packageDrawing = (icon: (typeof icons)[keyof typeof icons]) =>
  renderToStaticMarkup(createElement(icon))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/><\/[a-z]+>/g, "/>");

describe("the icon sprite", () => {
  it("draws every icon exactly as the installed Lucide package does", () => {
    const sprite = iconSprite();
    for (const [name, icon] of Object.entries(icons)) {
      const symbol = sprite.match(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`))?.[1];
      expect(symbol, name).toBe(packageDrawing(icon));
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(icons).length);
  });

  it("is well-formed XML that an <img> or <use> can load", () => {
    const sprite = iconSprite();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    // every element closes: self-closed drawings, symbols and the root
    const opened = sprite.match(/<(?!\/)[a-z]+[^>]*[^/]>/g)?.length ?? 0;
    const closed = sprite.match(/<\/[a-z]+>/g)?.length ?? 0;
    expect(opened).toBe(closed);
  });
});
