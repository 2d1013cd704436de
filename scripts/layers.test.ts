import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Which way the source folders point. The content is read by the app and never reads it back;
 * `app/lib` is logic that draws nothing, so it imports no component; and two folders that import
 * each other are one module split in two, allowed only for the two pairs that are so by nature
 * (the routes list and the code that reads it; the site header's search box and the search page,
 * which opens with the page header).
 */
const ROOT = join(import.meta.dirname, "..");
const SOURCE_FOLDERS = ["app", "content", "server"];
const ALLOWED_PAIRS = [
  ["app", "app/lib/routing"],
  ["app/components/layout", "app/components/search"],
];

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split("/").includes("+types"));

/** The repository path a specifier points at (the aliases as in tsconfig.json), or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return join("app", specifier.slice(2));
  if (specifier.startsWith("@content/")) return join("content", specifier.slice("@content/".length));
  if (specifier.startsWith(".")) return relative(ROOT, resolve(ROOT, dirname(file), specifier));
  return undefined;
}

/** Every import of a file: static, type-only, re-exports and dynamic `import()`. */
const IMPORT = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/** A folder is a file's directory, three levels deep at most (app/components/map, app/lib/routing, content). */
const folderOf = (path: string) => dirname(path).split("/").slice(0, 3).join("/");

const imports = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
  [...readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)].flatMap(([, specifier]) => {
    const to = target(file, specifier!);
    return to ? [{ file, specifier: specifier!, to }] : [];
  }),
);

/** Every package an app file imports (tests included), by file. */
const appPackageImports = readdirSync(join(ROOT, "app"), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
  .flatMap((file) =>
    [...readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)].flatMap(([, specifier]) =>
      target(file, specifier!) === undefined ? [{ file, specifier: specifier! }] : [],
    ),
  );

describe("layers", () => {
  it("the app draws its icons from the generated drawings, not from the icon package", () => {
    // lucide-react only draws them for `npm run icons` (scripts/icons.ts): a devDependency
    const wrong = appPackageImports.filter(
      ({ specifier }) => specifier === "lucide-react" || specifier.startsWith("lucide-react/"),
    );
    expect(wrong.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
    expect(appPackageImports.some(({ specifier }) => specifier === "react")).toBe(true);
    const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(Object.keys(manifest.dependencies)).not.toContain("lucide-react");
    expect(Object.keys(manifest.devDependencies)).toContain("lucide-react");
  });

  it("content imports nothing from app", () => {
    const wrong = imports.filter(({ file, to }) => file.startsWith("content/") && to.startsWith("app/"));
    expect(wrong.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });

  it("app/lib imports no component", () => {
    const wrong = imports.filter(({ file, to }) => file.startsWith("app/lib/") && to.startsWith("app/components/"));
    expect(wrong.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });

  it("no two folders import each other but the allowed pairs", () => {
    const edges = new Set(
      imports.map(({ file, to }) => `${folderOf(file)} -> ${folderOf(`${to}.ts`)}`).filter((edge) => !/^(.*) -> \1$/.test(edge)),
    );
    const pairs = [...edges]
      .map((edge) => edge.split(" -> "))
      .filter(([from, to]) => from! < to! && edges.has(`${to} -> ${from}`));
    expect(pairs.filter((pair) => !ALLOWED_PAIRS.some((allowed) => allowed.join() === pair.join()))).toEqual([]);
  });

  it("no component file imports a file that imports it (a child never imports its parent)", () => {
    const withoutExtension = (path: string) => path.replace(/\.tsx?$/, "");
    const edges = new Set(
      imports
        .filter(({ file }) => file.startsWith("app/components/"))
        .map(({ file, to }) => `${withoutExtension(file)} -> ${withoutExtension(to)}`),
    );
    const both = [...edges].filter((edge) => {
      const [from, to] = edge.split(" -> ");
      return from! < to! && edges.has(`${to} -> ${from}`);
    });
    expect(both).toEqual([]);
  });

  it("sees the imports it checks (a broken pattern would pass every rule)", () => {
    expect(imports.some(({ file, to }) => file.startsWith("app/routes/") && to.startsWith("content/"))).toBe(true);
    expect(imports.some(({ file, to }) => file.startsWith("app/components/") && to.startsWith("app/lib/"))).toBe(true);
  });
});
