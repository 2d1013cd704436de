import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The file a package names as its command `name` (package.json "bin"): found the same way npm links it, not by a guessed path. */
export function packageBin(pkg: string, name = pkg.split("/").pop()!): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, "utf8")) as { bin: string | Record<string, string> };
  const file = typeof bin === "string" ? bin : bin[name];
  if (!file) throw new Error(`${pkg} has no command ${name}`);
  return require.resolve(`${dirname(manifestPath)}/${file}`);
}
