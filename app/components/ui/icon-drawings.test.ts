import { describe, expect, it } from "vitest";
import { iconDrawings, iconSprite } from "./icon-drawings";

describe("the icon sprite", () => {
  it("has one symbol per icon, each with its drawing", () => {
    const sprite = iconSprite();
    for (const [name, drawing] of Object.entries(iconDrawings)) {
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`);
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(iconDrawings).length);
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
