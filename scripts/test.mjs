// npm test: unit tests, then a production build pointed at local fakes, then the
// end-to-end tests in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

let passed = 0;
let failed = 0;

// Formatting and types first: either failing fails the run like a failing test.
if (run("npm", ["run", "lint"]) === 0) passed++;
else failed++;

const unitStatus = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"]);
const unit = readJson(`${root}test-results/unit.json`);
passed += unit?.numPassedTests ?? 0;
failed += unit?.numFailedTests ?? (unitStatus === 0 ? 0 : 1);

const chromium = ensureChromium();
const buildStatus = run("npm", ["run", "build:e2e"]);
if (buildStatus !== 0) {
  console.error("The end-to-end build failed.");
  failed++;
} else {
  const e2eStatus = run("npx", ["playwright", "test"], { CHROME_PATH: chromium });
  const e2e = readJson(`${root}test-results/e2e.json`);
  passed += e2e?.stats?.expected ?? 0;
  failed += (e2e?.stats?.unexpected ?? 0) + (e2e ? 0 : e2eStatus === 0 ? 0 : 1);
  passed += e2e?.stats?.flaky ?? 0;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
