// npm test: unit tests, then a production build pointed at local fakes, then the
// end-to-end tests in Chromium. Ends with one "N passed, N flaky, N failed" line, the flaky and
// failed tests named above it. A flaky test (failed, then passed on CI's one retry) leaves the run
// green, as the retry is there for, but is never counted as a pass.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { claimPortBlock, PORT_BLOCK } from "./e2e-ports.ts";
import { ensureChromium } from "./ensure-chromium.mjs";
import { e2eTotals, totalsSummary, unitTotals } from "./test-totals.ts";

const root = new URL("..", import.meta.url).pathname;
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
// A report left by an earlier run must not stand in for this one's.
const freshReport = (file) => rmSync(`${root}${file}`, { force: true });
const readJson = (file) => (existsSync(`${root}${file}`) ? JSON.parse(readFileSync(`${root}${file}`, "utf8")) : null);

let passed = 0;
const flaky = [];
const failed = [];
const add = (totals) => {
  passed += totals.passed;
  flaky.push(...totals.flaky);
  failed.push(...totals.failed);
};

// Formatting and types first: either failing fails the run like a failing test.
if (run("npm", ["run", "lint"]) === 0) passed++;
else failed.push("formatting or types (npm run lint)");

freshReport("test-results/unit.json");
const unitStatus = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"]);
const unit = readJson("test-results/unit.json");
if (unit) add(unitTotals(unit, root));
if (unitStatus !== 0 && !unit?.testResults.some((file) => file.status === "failed"))
  failed.push(`unit tests (Vitest exited with ${unitStatus})`);

const chromium = ensureChromium();
// A block of ports of this run's own (unless E2E_PORT_BASE names one): the build bakes the fakes'
// addresses in, and the servers listen there, so a second checkout's suite beside this one keeps apart.
const ports = process.env.E2E_PORT_BASE ? undefined : await claimPortBlock();
const portEnv = { E2E_PORT_BASE: String(ports?.base ?? process.env.E2E_PORT_BASE) };
if (ports) console.log(`end-to-end ports: ${ports.base}-${ports.base + PORT_BLOCK - 1}`);
if (run("npm", ["run", "build:e2e"], portEnv) !== 0) {
  failed.push("the end-to-end build (npm run build:e2e)");
} else {
  freshReport("test-results/e2e.json");
  // No trace recorded for every test of the whole run (a fifth of its time): a failed spec run alone records one.
  const e2eStatus = run("npx", ["playwright", "test"], { ...portEnv, CHROME_PATH: chromium, E2E_NO_TRACE: "1" });
  const e2e = readJson("test-results/e2e.json");
  const totals = e2e ? e2eTotals(e2e, root) : { passed: 0, flaky: [], failed: [] };
  add(totals);
  if (e2eStatus !== 0 && totals.failed.length === 0) failed.push(`end-to-end tests (Playwright exited with ${e2eStatus})`);
}

ports?.release();

console.log(`\n${totalsSummary(passed, flaky, failed)}`);
process.exit(failed.length > 0 ? 1 : 0);
