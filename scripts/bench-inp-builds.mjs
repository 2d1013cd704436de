// The 1x and 20x builds `npm run bench -- --inp-only` measures, kept between runs in the system's
// temporary folder: the 20x build takes minutes, and a quick run should not repeat it while nothing
// it is built from has changed.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildScaledCopy } from "./bench-scale.mjs";

/** Tracked files no build reads: the tests, the docs and the benchmark scripts themselves. */
const notBuilt = (file) => /^(tests|docs)\//.test(file) || file.endsWith(".md") || /^scripts\/bench[^/]*$/.test(file);

/** A hash of every tracked file a build reads, as it is in the work tree (edits included). */
export function buildSourceHash(root) {
  const hash = createHash("sha256");
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files.filter((file) => !notBuilt(file)).sort()) {
    const path = join(root, file);
    hash.update(`${file}\0`);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The production builds of `root` at each scale, as bench-scale.mjs makes them; made when missing
 * or when the files they are built from changed (older ones are removed). Returns `{ scale, buildDir }`.
 */
export function cachedScaleBuilds({ root, scales, log = console.log }) {
  const cache = join(tmpdir(), "gins-bench-inp-builds");
  const key = buildSourceHash(root);
  mkdirSync(cache, { recursive: true });
  for (const entry of readdirSync(cache)) if (entry !== key) rmSync(join(cache, entry), { recursive: true, force: true });
  const work = join(cache, key);
  return scales.map((scale) => {
    const done = join(work, `x${scale}.built`);
    const buildDir = join(work, `x${scale}`, "build");
    if (existsSync(done)) {
      log(`INP: reusing the ${scale}x build in ${buildDir}`);
    } else {
      rmSync(join(work, `x${scale}`), { recursive: true, force: true });
      log(`INP: building the ${scale}x catalogue in ${buildDir} (a 20x build takes minutes)`);
      const { seconds } = buildScaledCopy({ root, work, scale });
      writeFileSync(done, `${seconds.toFixed(1)} s\n`);
    }
    return { scale, buildDir };
  });
}
