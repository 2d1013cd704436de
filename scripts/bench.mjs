// npm run bench: first-visit bytes and Lighthouse mobile scores per main page type, on Lighthouse's
// phone and on one twice as slow, against the production server in the system Chromium. Reported
// against the rules in page-budgets.ts, not a pass/fail test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium as playwright } from "@playwright/test";
import { cachedScaleBuilds } from "./bench-inp-builds.mjs";
import { benchInp, inpReport } from "./bench-inp.mjs";
import { benchList, listReport } from "./bench-list.mjs";
import { lighthouseMedians as lighthouseMediansOf, repeatedRuns } from "./bench-lighthouse.mjs";
import { benchScale, scaleReport } from "./bench-scale.mjs";
import { benchThroughput, throughputReport } from "./bench-throughput.mjs";
import { editorialPages, isFrameworkScript, mainPages } from "./first-visit.ts";
import { CHROMIUM_FLAGS } from "./chromium-flags.ts";
import { SITE_CODE_MARGIN_KB, SLOW_PHONE_CPU_SLOWDOWN, siteCodeCeilingKB, slowPhoneRules, visitorRules } from "./page-budgets.ts";
import { ensureChromium } from "./ensure-chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const lighthouseVersion = JSON.parse(readFileSync(join(root, "node_modules", "lighthouse", "package.json"), "utf8")).version;
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// `--throughput-only` skips the browser measurements; `--no-throughput` skips nginx/wrk.
const browserPart = !process.argv.includes("--throughput-only");
const throughputPart = !process.argv.includes("--no-throughput");
// `--scale-only` runs only the 1x/20x catalogue builds (bench-scale.mjs); `--no-scale` skips them.
const scalePart = !process.argv.includes("--no-scale");
if (process.argv.includes("--scale-only")) {
  console.log(scaleReport(benchScale({ root })).join("\n"));
  process.exit(0);
}
// `--before=<folder>[:<label>]`: the 1x and 20x builds kept in that folder (its x1/build and x20/build,
// as bench-scale.mjs makes them from a checkout of an older commit) are measured beside this tree's in
// the gin list's parts (bench-list.mjs, bench-inp.mjs), runs alternating, so both meet the same host.
const [beforeDir, beforeLabel = "before"] =
  process.argv
    .find((arg) => arg.startsWith("--before="))
    ?.slice("--before=".length)
    .split(":") ?? [];
/** This tree's 1x and 20x builds, each followed by the older build of its size when one is given. */
const withBefore = (scaleBuilds) =>
  scaleBuilds.flatMap((build) => [
    { ...build, label: beforeDir ? `${build.scale}x, this build` : `${build.scale}x` },
    ...(beforeDir
      ? [
          {
            scale: build.scale,
            buildDir: resolve(root, beforeDir, `x${build.scale}`, "build"),
            label: `${build.scale}x, ${beforeLabel}`,
          },
        ]
      : []),
  ]);
// `--inp-only` measures only INP on the gin list (bench-inp.mjs), `--list-only` the gin list's bytes,
// Lighthouse and INP (bench-list.mjs), on 1x and 20x builds kept between runs (bench-inp-builds.mjs);
// `--no-inp` skips both.
const inpPart = !process.argv.includes("--no-inp");
if (process.argv.includes("--inp-only") || process.argv.includes("--list-only")) {
  const builds = withBefore(cachedScaleBuilds({ root, scales: [1, 20] }));
  const chromePath = ensureChromium();
  const list = process.argv.includes("--list-only") ? await benchList({ builds, chromePath, runs: RUNS }) : null;
  const inp = await benchInp({ builds, chromePath });
  console.log("\n" + [...(list ? listReport(list, inp, beforeDir && beforeLabel) : []), ...inpReport(inp)].join("\n"));
  process.exit(0);
}

// `--only=/premium-gins,/gin/lundey-gin` measures those pages alone (a partial run writes no report).
const onlyPaths = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const pages = [...mainPages, ...editorialPages].filter((page) => !onlyPaths || onlyPaths.includes(page.path));
// `--beside=<build dir>[:<label>]` measures a second build (say, the last release's `build/`, copied
// inside the project so its server finds node_modules) in the same run, page by page and run by run
// alternating with this one, so that both meet the same host.
const besideArg = process.argv.find((arg) => arg.startsWith("--beside="))?.slice("--beside=".length);

const chromePath = ensureChromium();
if (!existsSync(join(root, "build", "server", "index.mjs")) || process.argv.includes("--build")) {
  const status = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status;
  if (status !== 0) process.exit(1);
}

/** The builds measured: this one, and the one beside it when asked. */
const builds = [{ label: "this build", dir: join(root, "build"), base: BASE }];
if (besideArg) {
  const [dir, label = "beside"] = besideArg.split(":");
  builds.push({ label, dir: join(root, dir), base: `http://127.0.0.1:${PORT + 5}` });
}
const servers = [];
for (const build of builds) {
  servers.push(
    spawn(process.execPath, [join(build.dir, "server", "index.mjs")], {
      env: { ...process.env, PORT: new URL(build.base).port, HOST: "127.0.0.1" },
      stdio: "ignore",
    }),
  );
  let up = false;
  for (let i = 0; i < 50 && !up; i++) {
    up = await fetch(build.base).then(
      () => true,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!up) throw new Error(`${build.label}: no server answered at ${build.base}`);
}

/** Bytes a first visit loads, by kind; gzip sizes computed with gzip -9 of each body. */
async function firstVisitBytes(browser, base, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = [];
  page.on("response", async (response) => {
    try {
      const body = await response.body();
      const type = response.request().resourceType();
      seen.push({ url: response.url(), type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      /* redirects and aborted requests carry no body */
    }
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await context.close();
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const scripts = seen.filter((item) => item.type === "script");
  const styles = seen.filter((item) => item.type === "stylesheet");
  const framework = scripts.filter((item) => isFrameworkScript(item.url));
  return {
    jsGzip: sum(scripts, "gzip"),
    jsFrameworkGzip: sum(framework, "gzip"),
    jsProjectGzip: sum(scripts, "gzip") - sum(framework, "gzip"),
    cssGzip: sum(styles, "gzip"),
    totalGzip: sum(seen, "gzip"),
    requests: seen.length,
  };
}

/** Lighthouse on every build measured, runs alternating (bench-lighthouse.mjs). */
const lighthouseMedians = (path, options) =>
  lighthouseMediansOf(
    builds.map((build) => build.base),
    path,
    { chromePath, runs: RUNS, ...options },
  );

/** The rules a row misses, each as the figure against its rule; empty when it keeps them all. */
function missedRules(row) {
  const misses = [];
  const miss = (holds, text) => holds || misses.push(text);
  miss(row.jsProjectGzip / 1024 <= row.siteCeilingKB, `site code ${kb(row.jsProjectGzip)} > ${row.siteCeilingKB} KB`);
  if (row.performance === undefined) return misses;
  miss(row.performance >= visitorRules.performance, `perf ${row.performance} < ${visitorRules.performance}`);
  miss(row.fcp <= visitorRules.fcpMs, `FCP ${row.fcp?.toFixed(0)} > ${visitorRules.fcpMs} ms`);
  miss(row.lcp <= visitorRules.lcpMs, `LCP ${row.lcp?.toFixed(0)} > ${visitorRules.lcpMs} ms`);
  miss(row.tbt <= visitorRules.tbtMs, `TBT ${row.tbt?.toFixed(0)} > ${visitorRules.tbtMs} ms`);
  // Lighthouse reports layout shifts below 0.0005 as such; the table shows three decimals.
  miss(Number(row.cls?.toFixed(3)) <= visitorRules.cls, `CLS ${row.cls?.toFixed(3)} > ${visitorRules.cls}`);
  for (const [name, score] of [
    ["a11y", row.accessibility],
    ["best pr.", row.bestPractices],
    ["SEO", row.seo],
  ])
    miss(score === 100, `${name} ${score} < 100`);
  miss(
    row.slowPhone.performance >= slowPhoneRules.performance,
    `slow phone perf ${row.slowPhone.performance} < ${slowPhoneRules.performance}`,
  );
  return misses;
}

class SkipBrowser extends Error {}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
try {
  if (!browserPart) throw new SkipBrowser();
  const browser = await playwright.launch({ executablePath: chromePath, args: [...CHROMIUM_FLAGS] });
  for (const page of pages) {
    const bytesPerBuild = [];
    for (const build of builds) bytesPerBuild.push(await firstVisitBytes(browser, build.base, page.path));
    const bytesOnly = process.argv.includes("--bytes-only");
    const all = ["performance", "accessibility", "best-practices", "seo"];
    const fourX = bytesOnly ? [] : await lighthouseMedians(page.path, { categories: all });
    const eightX = bytesOnly
      ? []
      : await lighthouseMedians(page.path, { cpuSlowdown: SLOW_PHONE_CPU_SLOWDOWN, categories: ["performance"] });
    for (const [index, build] of builds.entries()) {
      const bytes = bytesPerBuild[index];
      const scores = bytesOnly ? null : { ...fourX[index], slowPhone: eightX[index] };
      const row = { ...page, build: build.label, siteCeilingKB: siteCodeCeilingKB(page.pageClass), ...bytes, ...scores };
      row.misses = missedRules(row);
      rows.push(row);
      console.log(
        `${builds.length > 1 ? `[${build.label}] ` : ""}${page.type.padEnd(14)} JS ${kb(bytes.jsGzip)} KB gzip (framework ${kb(bytes.jsFrameworkGzip)}, site ${kb(bytes.jsProjectGzip)} of ${row.siteCeilingKB})` +
          (scores
            ? `  perf ${scores.performance}  a11y ${scores.accessibility}  bp ${scores.bestPractices}  seo ${scores.seo}  slow phone perf ${scores.slowPhone.performance}`
            : "") +
          (row.misses.length ? `  MISSES: ${row.misses.join(", ")}` : ""),
      );
    }
  }
  await browser.close();
} catch (error) {
  if (!(error instanceof SkipBrowser)) throw error;
} finally {
  for (const server of servers) server.kill();
}

// After the browser runs, so the load generator competes with nothing else.
const throughput = throughputPart ? await benchThroughput({ buildDir: join(root, "build") }) : null;
const scale = scalePart ? benchScale({ root, keep: inpPart }) : null;
// On the builds the scale part made (kept for it), else on builds of their own.
let inp = null;
let list = null;
try {
  if (inpPart) {
    const scaleBuilds = withBefore(
      scale
        ? scale.runs.map((run) => ({ scale: run.scale, buildDir: run.buildDir }))
        : cachedScaleBuilds({ root, scales: [1, 20] }),
    );
    list = await benchList({ builds: scaleBuilds, chromePath, runs: RUNS });
    inp = await benchInp({ builds: scaleBuilds, chromePath });
  }
} finally {
  if (scale && inpPart) rmSync(scale.work, { recursive: true, force: true });
}

const columns = [
  ["page", (r) => r.type],
  ...(builds.length > 1 ? [["build", (r) => r.build]] : []),
  ["path", (r) => r.path],
  ["JS gzip KB", (r) => kb(r.jsGzip)],
  ["of which framework", (r) => kb(r.jsFrameworkGzip)],
  ["of which site", (r) => kb(r.jsProjectGzip)],
  ["site ceiling (class)", (r) => `${r.siteCeilingKB} (${r.pageClass})`],
  ["CSS gzip KB", (r) => kb(r.cssGzip)],
  ["total gzip KB", (r) => kb(r.totalGzip)],
  ["requests", (r) => r.requests],
  ["perf", (r) => r.performance],
  ["a11y", (r) => r.accessibility],
  ["best pr.", (r) => r.bestPractices],
  ["SEO", (r) => r.seo],
  ["FCP ms", (r) => r.fcp?.toFixed(0)],
  ["LCP ms", (r) => r.lcp?.toFixed(0)],
  ["CLS", (r) => r.cls?.toFixed(3)],
  ["TBT ms", (r) => r.tbt?.toFixed(0)],
  [`perf, CPU ${SLOW_PHONE_CPU_SLOWDOWN}x`, (r) => r.slowPhone?.performance],
  [`FCP ms, ${SLOW_PHONE_CPU_SLOWDOWN}x`, (r) => r.slowPhone?.fcp?.toFixed(0)],
  [`LCP ms, ${SLOW_PHONE_CPU_SLOWDOWN}x`, (r) => r.slowPhone?.lcp?.toFixed(0)],
  [`TBT ms, ${SLOW_PHONE_CPU_SLOWDOWN}x`, (r) => r.slowPhone?.tbt?.toFixed(0)],
  ["rules", (r) => (r.misses.length ? `**missed: ${r.misses.join("; ")}**` : "all kept")],
];
const header = `| ${columns.map(([name]) => name).join(" | ")} |`;
const lines = rows.map((r) => `| ${columns.map(([, cell]) => cell(r) ?? "–").join(" | ")} |`);
const missedRows = rows.filter((r) => r.misses.length);
const report = [
  "# Benchmarks",
  "",
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${spawnSync(chromePath, ["--version"]).stdout.toString().trim()}.`,
  `Lighthouse ${lighthouseVersion}, mobile preset with default (simulated) throttling, median of ${RUNS} runs; then the same with the CPU slowdown at ${SLOW_PHONE_CPU_SLOWDOWN}x instead of 4x (a phone twice as slow, performance only). First-visit bytes: every response of a cold load until the network is idle, gzip -9 sizes.`,
  ...(builds.length > 1
    ? [
        `Two builds in one run, page by page, their Lighthouse runs alternating: this build, and ${builds[1].label} (\`${builds[1].dir.slice(root.length)}\`).`,
      ]
    : []),
  "",
  `Rules (what a visitor feels, scripts/page-budgets.ts): performance ${visitorRules.performance}, FCP ≤ ${visitorRules.fcpMs / 1000} s, LCP ≤ ${visitorRules.lcpMs / 1000} s, TBT ≤ ${visitorRules.tbtMs} ms, CLS ${visitorRules.cls} on every main page type; performance ≥ ${slowPhoneRules.performance} on the phone twice as slow. The site's own code stays within its page class's ceiling (today's figure + ${SITE_CODE_MARGIN_KB} KB), a regression guard that \`tests/e2e/js-budget.spec.ts\` also holds. Accessibility, best practices and SEO 100.`,
  "",
  ...(browserPart && rows.length
    ? [
        missedRows.length
          ? `Pages missing a rule: ${missedRows.map((r) => (builds.length > 1 ? `${r.type} (${r.build})` : r.type)).join(", ")}.`
          : process.argv.includes("--bytes-only")
            ? "Every page keeps its site-code ceiling (bytes only, no Lighthouse)."
            : "Every page keeps every rule.",
        "",
      ]
    : []),
  ...(repeatedRuns.length ? [`Runs Lighthouse could not record and that were repeated: ${repeatedRuns.join(", ")}.`, ""] : []),
  ...(browserPart ? [header, "|" + " --- |".repeat(columns.length), ...lines, ""] : []),
  ...(throughputPart ? throughputReport(throughput) : []),
  ...(scalePart ? scaleReport(scale) : []),
  ...(inpPart ? [...listReport(list, inp, beforeDir && beforeLabel), ...inpReport(inp)] : []),
].join("\n");
// A partial run prints its figures but leaves the recorded full report alone.
if (browserPart && throughputPart && scalePart && inpPart && !onlyPaths) {
  mkdirSync(join(root, "docs"), { recursive: true });
  // The report replaces the figures; the History section, written by hand, stays.
  const reportPath = join(root, "docs", "benchmarks.md");
  const previous = existsSync(reportPath) ? readFileSync(reportPath, "utf8") : "";
  const history = previous.indexOf("\n## History");
  writeFileSync(reportPath, history === -1 ? report : `${report.trimEnd()}\n${previous.slice(history)}`);
}
console.log("\n" + report);
