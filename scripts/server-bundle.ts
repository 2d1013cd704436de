/**
 * The production server as esbuild bundles it for `build/server/`: one file per entry, its packages
 * left to `node_modules`, so a production install must hold each package the bundle imports.
 */
import { build, type Metafile } from "esbuild";
import { isBuiltin } from "node:module";
import { join } from "node:path";

const serverDir = join(import.meta.dirname, "..", "server");

/** Writes `index.mjs` and `inbox-writer.mjs` into `outdir`; returns what esbuild records of them. */
export async function bundleServer(outdir: string): Promise<Metafile> {
  const { metafile } = await build({
    // The inbox's writer thread loads its own file, beside the server's.
    entryPoints: ["index.ts", "inbox-writer.ts"].map((file) => join(serverDir, file)),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // Fastify and its plugins load from node_modules (see the README on running the server elsewhere).
    packages: "external",
    metafile: true,
    logLevel: "warning",
  });
  return metafile;
}

/** The package a bare import names: `zod/mini` is `zod`, `@scope/name/x` is `@scope/name`. */
export const packageName = (specifier: string): string =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The packages the bundle loads from node_modules, sorted; Node's built-in modules are not among them. */
export function importedPackages(metafile: Metafile): string[] {
  const specifiers = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !isBuiltin(entry.path))
    .map((entry) => packageName(entry.path));
  return [...new Set(specifiers)].sort();
}
