// The totals `npm test` ends with, read from Vitest's and Playwright's JSON reports. A test that
// failed and then passed on its retry (CI retries once) is counted as flaky, apart from the passes,
// and named: a test that fails under load is a defect to fix, and a retry must not hide it.
import { join, relative } from "node:path";

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightReport {
  config: { rootDir: string };
  suites?: ReportSuite[];
  errors?: unknown[];
}
interface ReportSuite {
  title: string;
  file: string;
  specs?: {
    title: string;
    file: string;
    tests: {
      projectName: string;
      /** expected, unexpected, flaky or skipped */ status: string;
      results?: { error?: { message?: string } }[];
    }[];
  }[];
  suites?: ReportSuite[];
}

/**
 * The first line of a failure's message, without colour codes, short: CI shows only the end of the
 * run's output, so the summary says why each test failed as well as which.
 */
export function firstLine(message: string | undefined): string {
  const line =
    (message ?? "")
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .map((part) => part.trim())
      .find(Boolean) ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
const withReason = (name: string, message: string | undefined) => {
  const reason = firstLine(message);
  return reason ? `${name}: ${reason}` : name;
};

export interface Totals {
  passed: number;
  flaky: string[];
  failed: string[];
}

/**
 * Passed, flaky and failed end-to-end tests; flaky and failed ones by name ("file › describe ›
 * title [project]", the file relative to `root`). An error outside any test (a global setup, a
 * web server that did not start) counts as a failure.
 */
export function e2eTotals(report: PlaywrightReport, root: string): Totals {
  const totals: Totals = { passed: 0, flaky: [], failed: [] };
  const visit = (suite: ReportSuite, describes: string[]) => {
    // A file's own suite is titled with the file; describe blocks nest inside it.
    const titles = suite.title === suite.file ? describes : [...describes, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const file = relative(root, join(report.config.rootDir, spec.file));
        const project = test.projectName ? ` [${test.projectName}]` : "";
        const name = [file, ...titles, spec.title].join(" › ") + project;
        const reason = test.results?.find((result) => result.error)?.error?.message;
        if (test.status === "expected") totals.passed++;
        else if (test.status === "flaky") totals.flaky.push(withReason(name, reason));
        else if (test.status === "unexpected") totals.failed.push(withReason(name, reason));
      }
    for (const child of suite.suites ?? []) visit(child, titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const [index] of (report.errors ?? []).entries()) totals.failed.push(`an error outside any test (${index + 1})`);
  return totals;
}

/** The parts of Vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests: number;
  testResults: {
    name: string;
    status: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * Passed and failed unit tests, failed ones by name. A file that fails without a failed test in it
 * (it did not load, or threw outside a test) is named as a failure too: Vitest's own count of
 * failed tests leaves it out. Each failure carries the first line of its message.
 */
export function unitTotals(report: VitestReport, root: string): Totals {
  const totals: Totals = { passed: report.numPassedTests, flaky: [], failed: [] };
  for (const file of report.testResults) {
    const path = relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests) totals.failed.push(withReason(`${path} › ${test.fullName}`, test.failureMessages?.[0]));
    if (file.status === "failed" && failedTests.length === 0) totals.failed.push(`${path} (the file failed outside its tests)`);
  }
  return totals;
}

/** The summary's lines: each flaky and failed test by name, then "N passed, N flaky, N failed". */
export function totalsSummary(passed: number, flaky: string[], failed: string[]): string {
  const named = (heading: string, names: string[]) => (names.length ? [heading, ...names.map((name) => `  ${name}`)] : []);
  return [
    ...named("FLAKY (failed, then passed on a retry; fix them):", flaky),
    ...named("FAILED:", failed),
    `${passed} passed, ${flaky.length} flaky, ${failed.length} failed`,
  ].join("\n");
}
