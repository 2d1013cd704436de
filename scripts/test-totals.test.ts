import { describe, expect, it } from "vitest";
import { e2eTotals, firstLine, totalsSummary, unitTotals, type PlaywrightReport, type VitestReport } from "./test-totals";

const root = "/repo";
const spec = (title: string, status: string, projectName = "chromium", message?: string) => ({
  title,
  file: "popup.spec.ts",
  tests: [{ projectName, status, results: message ? [{ error: { message } }, {}] : [{}] }],
});

// The shape Playwright 1.65's JSON reporter writes (read from a real run with one retry): a suite
// per file titled with the file, describe blocks nested in it.
const playwrightReport = {
  config: { rootDir: "/repo/tests/e2e" },
  suites: [
    {
      title: "popup.spec.ts",
      file: "popup.spec.ts",
      specs: [
        spec(
          "opens 30 seconds after load, not at 29",
          "flaky",
          "chromium",
          "\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nCall log:",
        ),
        spec("the close button stores the flag too", "expected"),
      ],
      suites: [
        {
          title: "gin list cards",
          file: "popup.spec.ts",
          specs: [
            spec("every card keeps its fields", "unexpected", "chromium", "\n  Timeout 5000ms exceeded."),
            spec("a skipped one", "skipped"),
          ],
          suites: [{ title: "at 390 px", file: "popup.spec.ts", specs: [spec("no sideways scroll", "expected", "slow-line")] }],
        },
      ],
    },
  ],
  errors: [],
} satisfies PlaywrightReport;

describe("end-to-end totals", () => {
  it("counts a test that passed only on its retry as flaky, not passed, and names it by file, describes and title", () => {
    expect(e2eTotals(playwrightReport, root)).toEqual({
      passed: 2,
      flaky: [
        "tests/e2e/popup.spec.ts › opens 30 seconds after load, not at 29 [chromium]: Error: expect(locator).toBeVisible()",
      ],
      failed: ["tests/e2e/popup.spec.ts › gin list cards › every card keeps its fields [chromium]: Timeout 5000ms exceeded."],
    });
  });

  it("counts an error outside any test (a web server that did not start) as a failure", () => {
    const report = { config: { rootDir: "/repo/tests/e2e" }, suites: [], errors: [{ message: "webServer timed out" }] };
    expect(e2eTotals(report, root).failed).toHaveLength(1);
  });

  it("leaves the project out of a name when the config has none", () => {
    const report = {
      ...playwrightReport,
      suites: [{ title: "popup.spec.ts", file: "popup.spec.ts", specs: [spec("t", "flaky", "")] }],
    };
    expect(e2eTotals(report, root).flaky).toEqual(["tests/e2e/popup.spec.ts › t"]);
  });
});

describe("unit totals", () => {
  it("names failed tests with the first line of their message, and a file that failed outside its tests (Vitest does not count it)", () => {
    const report: VitestReport = {
      numPassedTests: 1,
      testResults: [
        {
          name: "/repo/scripts/a.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "group ok", status: "passed" },
            {
              fullName: "group bad",
              status: "failed",
              failureMessages: [`AssertionError: expected 503 to be 200\n    at x.ts:1`],
            },
          ],
        },
        { name: "/repo/scripts/broken.test.ts", status: "failed", assertionResults: [] },
        { name: "/repo/scripts/fine.test.ts", status: "passed", assertionResults: [] },
      ],
    };
    expect(unitTotals(report, root)).toEqual({
      passed: 1,
      flaky: [],
      failed: [
        "scripts/a.test.ts › group bad: AssertionError: expected 503 to be 200",
        "scripts/broken.test.ts (the file failed outside its tests)",
      ],
    });
  });
});

describe("a failure's reason", () => {
  it("is the first non-blank line, cut to 200 characters", () => {
    expect(firstLine("\n\n  a\nb")).toBe("a");
    expect(firstLine("x".repeat(300))).toHaveLength(200);
    expect(firstLine(undefined)).toBe("");
  });
});

describe("the summary", () => {
  it("lists flaky and failed tests above one line that counts them apart", () => {
    expect(totalsSummary(3, ["a.spec.ts › x"], ["b.spec.ts › y", "c.spec.ts › z"])).toBe(
      [
        "FLAKY (failed, then passed on a retry; fix them):",
        "  a.spec.ts › x",
        "FAILED:",
        "  b.spec.ts › y",
        "  c.spec.ts › z",
        "3 passed, 1 flaky, 2 failed",
      ].join("\n"),
    );
  });

  it("is one line when everything passed", () => {
    expect(totalsSummary(5, [], [])).toBe("5 passed, 0 flaky, 0 failed");
  });
});
