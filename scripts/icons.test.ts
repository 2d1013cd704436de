import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as drawings from "../app/components/ui/icon-drawings";
import { Icon } from "../app/components/ui/icons";
import { ICON_DRAWINGS_FILE, exportName, iconDrawingsModule, icons, innerMarkup, type IconName } from "./icons";

const names = Object.keys(icons) as IconName[];

describe("the icon drawings", () => {
  it("are the committed module (run `npm run icons` after changing scripts/icons.ts)", () => {
    expect(readFileSync(ICON_DRAWINGS_FILE, "utf8")).toBe(iconDrawingsModule());
  });

  it("draw every icon as the installed Lucide package does, each under its own name", () => {
    expect(Object.keys(drawings).sort()).toEqual(names.map(exportName).sort());
    for (const name of names) {
      const ours = renderToStaticMarkup(createElement(Icon, { drawing: drawings[exportName(name) as keyof typeof drawings] }));
      const lucide = renderToStaticMarkup(createElement(icons[name]));
      // the same shapes in the same 24-unit box; the stroke is the `[data-icon]` rule's (app.css)
      expect(innerMarkup(ours), name).toBe(innerMarkup(lucide));
      expect(ours, name).toContain(`viewBox="0 0 24 24"`);
      expect(ours, name).toContain(`data-icon="${name}"`);
      expect(lucide, name).toContain(`viewBox="0 0 24 24"`);
    }
  });

  it("are stroked by the stylesheet exactly as the package strokes them", () => {
    const css = readFileSync(new URL("../app/styles/app.css", import.meta.url), "utf8");
    const rule = /\[data-icon\] \{([^}]*)\}/.exec(css)?.[1] ?? "";
    const lucide = renderToStaticMarkup(createElement(icons.menu));
    for (const attribute of ["fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"]) {
      const value = new RegExp(` ${attribute}="([^"]*)"`).exec(lucide)?.[1];
      expect(rule, attribute).toContain(`${attribute}: ${value};`);
    }
  });
});
