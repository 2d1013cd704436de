import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { contentPaths } from "../app/lib/routing/prerender-paths";
import {
  BOTTLE_KIND_IDS,
  BOTTLE_KINDS,
  BOTTLE_LISTS,
  bottleKindOf,
  foldersOfPage,
  listedKindOfFolder,
  spiritListOf,
} from "./bottle-kinds";

const ROOT = join(import.meta.dirname, "..");

describe("the bottle kinds table", () => {
  it("mounts the bottle page at every kind's address and each list at its own", () => {
    const mounted = routes.map((route) => `/${route.path ?? ""}`);
    for (const kind of BOTTLE_KIND_IDS) expect(mounted).toContain(`${BOTTLE_KINDS[kind].prefix}/:slug`);
    for (const list of Object.values(BOTTLE_LISTS)) expect(mounted).toContain(list.path);
  });

  it("names the kind of an address by its first segment only", () => {
    expect(bottleKindOf("/whisky/floki")).toBe("whisky");
    expect(bottleKindOf("/gin/x/")).toBe("gin");
    expect(bottleKindOf("/ginger/x")).toBeUndefined();
    expect(bottleKindOf("/blog/gin")).toBeUndefined();
  });

  it("reads the spirit page's records from the spirit table's folders, the gin and vodka pages from their own", () => {
    expect(foldersOfPage("gin")).toEqual(["gins"]);
    expect(foldersOfPage("vodka")).toEqual(["vodkas"]);
    expect(foldersOfPage("spirit").sort()).toEqual(["brennivin", "gins", "otherSpirits", "whiskies"]);
    expect(listedKindOfFolder("gins")).toBe("gin");
    expect(listedKindOfFolder("whiskies")).toBe("spirit");
    expect(spiritListOf("limoncello")).toBe("brennivin");
    expect(spiritListOf(undefined)).toBe("gin");
  });

  it("pre-renders bottle pages only at the table's addresses", () => {
    const bottles = contentPaths().filter((path) => bottleKindOf(path));
    expect(new Set(bottles.map((path) => bottleKindOf(path)))).toEqual(new Set(BOTTLE_KIND_IDS));
  });

  it("is the only place a bottle's address is spelled out in the code", () => {
    const handWritten = /[`"'](?:\/|https?:\/\/[^`"']*\/)(?:gin|vodka|spirit|whisky)\/\$\{/;
    const files = ["app", "content", "scripts", "server"].flatMap((folder) =>
      readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
    );
    const wrong = files.filter((file) => handWritten.test(readFileSync(join(ROOT, file), "utf8")));
    expect(wrong).toEqual([]);
  });
});
