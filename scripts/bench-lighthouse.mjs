// Lighthouse's mobile preset in the system Chromium, shared by the bench's parts (bench.mjs's main
// pages, bench-list.mjs's gin list at two catalogue sizes).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./bench-inp-figures.ts";
import { CHROMIUM_FLAGS } from "./chromium-flags.ts";

/** Runs Lighthouse could not record and that were repeated, for the report. */
export const repeatedRuns = [];

/**
 * Lighthouse's mobile preset on each base address, runs alternating between them; `cpuSlowdown`
 * replaces its CPU slowdown of 4 (the slow phone). One median per base, in the order given.
 */
export async function lighthouseMedians(bases, path, { chromePath, runs, cpuSlowdown, categories }) {
  const runsPerBase = bases.map(() => []);
  for (let round = 0; round < runs; round++)
    for (const [index, base] of bases.entries()) {
      const lhr = await lighthouseRun(base, path, { chromePath, cpuSlowdown, categories });
      if (lhr) runsPerBase[index].push(lhr);
    }
  return runsPerBase.map(medianScores);
}

async function lighthouseRun(base, path, { chromePath, cpuSlowdown, categories }) {
  // Lighthouse now and then fails to record the trace in this Chromium (NO_NAVSTART): such a
  // run measured nothing, so it is repeated rather than counted.
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
    try {
      const { lhr } = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      });
      if (cpuSlowdown && lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown)
        throw new Error(
          `Lighthouse ran with CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier}, not ${cpuSlowdown}`,
        );
      if (!lhr.runtimeError) return lhr;
      repeatedRuns.push(`${path}: ${lhr.runtimeError.code}`);
      console.warn(`  ${path}: Lighthouse ${lhr.runtimeError.code}, run repeated`);
    } finally {
      await chrome.kill();
    }
  }
  return undefined;
}

function medianScores(runs) {
  const score = (key) => median(runs.map((lhr) => Math.round((lhr.categories[key]?.score ?? 0) * 100)));
  const audit = (key) => median(runs.map((lhr) => lhr.audits[key]?.numericValue ?? NaN));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
  };
}
