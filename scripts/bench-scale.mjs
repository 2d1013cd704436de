// How cost grows: the project built twice in a temporary copy, as it is and with a synthetic
// catalogue `scale` times larger (scripts/synthetic-catalogue.ts), with build time, page count,
// list-page HTML and search-index sizes side by side. Reported, not a pass/fail test (the search
// index budget is also a unit test: app/lib/routing/search-index.scale.test.ts).
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

const LIST_PAGES = ["/premium-gins", "/premium-whiskies", "/premium-vodkas", "/premium-brennivins", "/distilleries", "/blog"];
const SEARCH_INDEX_BUDGET = 100 * 1024;

const sizes = (file) => {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};
const pageFile = (clientDir, path) => join(clientDir, path.slice(1), "index.html");

/**
 * The tracked files of `root` (as they are in the work tree), with each package of node_modules
 * linked in, but not its `.cache`: share cards and photo versions are cached there, and a copy that
 * found the project's 118 cards made would time a 1x build against a 20x one making all of its own.
 */
function copyProject(root, dir, nodeModules) {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    const from = join(root, file);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(from, join(dir, file));
  }
  mkdirSync(join(dir, "node_modules"));
  for (const entry of readdirSync(nodeModules)) {
    if (entry !== ".cache") symlinkSync(join(nodeModules, entry), join(dir, "node_modules", entry));
  }
}

function run(command, args, cwd, log, env) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 256 * 2 ** 20 });
  writeFileSync(log, `${result.stdout ?? ""}\n${result.stderr ?? ""}`);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (log: ${log}):\n${(result.stderr ?? "").slice(-2000)}`);
  }
  return (performance.now() - started) / 1000;
}

/**
 * Copies `root`'s tracked files to `work`/x`scale`, adds the synthetic catalogue when `scale` is not
 * 1, and builds it; returns the copy's folder and the build's seconds. Its `build/` is a production
 * build a server can run from (node_modules linked in).
 */
export function buildScaledCopy({ root, work, nodeModules = join(root, "node_modules"), scale }) {
  const dir = join(work, `x${scale}`);
  copyProject(root, dir, nodeModules);
  const env = { ...process.env, PATH: `${join(nodeModules, ".bin")}:${process.env.PATH}` };
  if (scale !== 1) {
    run(
      join(nodeModules, ".bin", "tsx"),
      [join(root, "scripts", "synthetic-catalogue.ts"), dir, String(scale)],
      dir,
      join(work, `x${scale}-generate.log`),
      env,
    );
  }
  const seconds = run("npm", ["run", "build"], dir, join(work, `x${scale}-build.log`), env);
  return { dir, seconds };
}

/** Builds one copy and measures it. */
function measure(root, work, nodeModules, scale) {
  const { dir, seconds } = buildScaledCopy({ root, work, nodeModules, scale });
  const clientDir = join(dir, "build", "client");
  const catalogue = JSON.parse(readFileSync(join(clientDir, "data", "catalogue.json"), "utf8"));
  const lists = LIST_PAGES.filter((path) => existsSync(pageFile(clientDir, path))).map((path) => ({
    path,
    ...sizes(pageFile(clientDir, path)),
  }));
  return {
    scale,
    buildDir: join(dir, "build"),
    products: catalogue.products.length,
    distilleries: catalogue.distilleries.length,
    seconds,
    pages: readdirSync(clientDir, { recursive: true }).filter((file) => /(^|\/)index\.html$/.test(String(file))).length,
    premiumGins: lists.find((page) => page.path === "/premium-gins"),
    largestList: lists.reduce((a, b) => (b.raw > a.raw ? b : a)),
    searchIndex: sizes(join(clientDir, "data", "search-index.json")),
  };
}

/**
 * Builds `root`'s tracked files twice in a temporary folder (1x and `scale`x) with `nodeModules`
 * linked in, one after the other. The folder is removed afterwards unless `keep` is set (then the
 * caller removes `work`, say after running each run's `buildDir`).
 */
export function benchScale({ root, nodeModules = join(root, "node_modules"), scale = 20, keep = false }) {
  const work = mkdtempSync(join(tmpdir(), "bench-scale-"));
  try {
    const base = measure(root, work, nodeModules, 1);
    const large = measure(root, work, nodeModules, scale);
    return {
      work,
      runs: [base, large],
      timeRatio: large.seconds / base.seconds,
      pageRatio: large.pages / base.pages,
      perPageRatio: large.seconds / large.pages / (base.seconds / base.pages),
      budget: SEARCH_INDEX_BUDGET,
    };
  } finally {
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Markdown lines for docs/benchmarks.md. */
export function scaleReport(result) {
  if (!result) return ["How cost grows: not measured.", ""];
  const [base, large] = result.runs;
  const row = (r) =>
    `| ${r.scale}x | ${r.products} | ${r.distilleries} | ${r.pages} | ${r.seconds.toFixed(1)} | ${((r.seconds / r.pages) * 1000).toFixed(0)} | ${kb(r.premiumGins.raw)} / ${kb(r.premiumGins.gzip)} | ${r.largestList.path} ${kb(r.largestList.raw)} / ${kb(r.largestList.gzip)} | ${kb(r.searchIndex.raw)} / ${kb(r.searchIndex.gzip)} |`;
  const within = large.searchIndex.gzip <= result.budget;
  return [
    "## How cost grows: a synthetic catalogue 20 times larger",
    "",
    `\`npm run build\` of a copy of the project as it is (1x) and with \`scripts/synthetic-catalogue.ts\` (${large.scale}x: made-up bottles and distilleries, never committed), one after the other. Sizes are of the built files, gzip -9. Targets: build time grows at most linearly with the pages; the search index stays under ${kb(result.budget)} KB gzip.`,
    "",
    "| catalogue | bottles | distilleries | pages | build s | ms per page | /premium-gins HTML KB raw / gzip | largest list page KB raw / gzip | search index KB raw / gzip |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    row(base),
    row(large),
    "",
    `Build time ${result.timeRatio.toFixed(1)}x for ${result.pageRatio.toFixed(1)}x the pages (${base.pages} → ${large.pages}): ${result.perPageRatio.toFixed(2)}x the time per page (${result.perPageRatio <= 1.05 ? "linear or better" : "worse than linear"}). Search index at ${large.scale}x: ${kb(large.searchIndex.gzip)} KB gzip, ${within ? "within" : "over"} the ${kb(result.budget)} KB budget.`,
    "",
  ];
}
