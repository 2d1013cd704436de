// Interaction to Next Paint on the gin list: real clicks, keys and taps in the system Chromium with
// the CPU slowed 4x through the DevTools protocol, against the production server of a build (the
// 1x and 20x catalogues of bench-scale.mjs). Reported against the 200 ms rule, not a pass/fail test.
//
// INP is read from Event Timing entries (a PerformanceObserver of type "event", durationThreshold
// 16 ms; web-vitals is not installed): an interaction's latency is the longest duration among its
// events, a step's INP its slowest interaction (scripts/bench-inp-figures.ts).
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./chromium-flags.ts";
import { EVENT_DURATION_THRESHOLD_MS, formatInp, INP_RULE_MS, median, stepInp } from "./bench-inp-figures.ts";

export const INP_CPU_SLOWDOWN = 4;
const LIST = "/premium-gins";
const QUERY = "citrus";
// A quick typist: about 7 keys a second.
const KEY_DELAY_MS = 150;
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

/** Every event's timing from the first paint on, kept in the page for the bench to read. */
function observeEventTiming(threshold) {
  const seen = [];
  const keep = (list) =>
    list
      .getEntries()
      .forEach((entry) =>
        seen.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration }),
      );
  const observer = new PerformanceObserver(keep);
  observer.observe({ type: "event", durationThreshold: threshold, buffered: true });
  window.__eventTimings = () => {
    keep({ getEntries: () => observer.takeRecords() });
    return seen;
  };
}

/** A returning visitor: analytics choice made and the newsletter popup dismissed, so no dialog covers the list. */
function returningVisitor() {
  localStorage.setItem("cookie-consent", "rejected");
  localStorage.setItem("subscription-popup-dismissed", "true");
}

/**
 * The interactions measured, in the order they run on one page load: `act` performs one, `done` waits
 * for what it shows. Waits while a step's frames are due use CSS, not role queries: Playwright runs
 * those in the page, and on the 20x list one took longer than the interactions measured.
 */
const filterSteps = [
  {
    name: "Flavour family: tick Citrus",
    act: (page) => familyBox(page, "Citrus").click(),
    done: (page) => page.waitForURL(/family=citrus/),
  },
  {
    name: "Price: a band, by keyboard",
    act: (page) => chooseByKeyboard(page, "Price"),
    done: (page) => page.waitForURL(/price=/),
  },
  {
    name: "Strength (ABV): a band, by keyboard",
    act: (page) => chooseByKeyboard(page, "ABV"),
    done: (page) => page.waitForURL(/abv=/),
  },
  {
    name: "Clear filters",
    act: (page) => page.getByRole("button", { name: "Clear filters" }).first().click(),
    done: (page) => page.waitForURL((url) => url.search === ""),
  },
];
const desktopSearchStep = {
  name: `Top bar search: click, type "${QUERY}"`,
  act: async (page) => {
    await page.getByRole("combobox", { name: "Search bottles, distilleries and articles" }).click();
    await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
  },
  done: (page) => page.locator("header [role=option]").first().waitFor(),
};
const phoneSearchStep = {
  name: `Phone search panel: tap Search, type "${QUERY}"`,
  act: async (page) => {
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).tap();
    await page.waitForFunction(() => document.activeElement?.id === "phone-search");
    await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
  },
  done: (page) => page.locator("dialog[open] [role=option]").first().waitFor(),
};
const sheet = (page) => page.locator("dialog[open]");
/** The phone's filters: the sheet opens (its form drawn), a family ticked in it, the sheet closed on its Show button. */
const phoneFilterSteps = [
  {
    name: "Phone Filters: tap to open the sheet",
    act: (page) => page.getByRole("button", { name: /^Filters/ }).tap(),
    done: (page) => page.locator("dialog[open] input[type=checkbox]").first().waitFor(),
  },
  {
    name: "Phone Filters: tick Citrus in the sheet",
    act: (page) =>
      sheet(page)
        .getByRole("checkbox", { name: /^Citrus \(\d+\)$/ })
        .tap(),
    done: (page) => page.waitForURL(/family=citrus/),
  },
  {
    name: "Phone Filters: tap Show to close the sheet",
    act: (page) =>
      sheet(page)
        .getByRole("button", { name: /^Show \d+/ })
        .tap(),
    done: (page) => sheet(page).waitFor({ state: "detached" }),
  },
];
/** Each journey is one page load; its steps run one after the other on it. */
const journeys = [
  { device: "1280 px", context: DESKTOP, steps: [...filterSteps, desktopSearchStep] },
  { device: "390 px, touch", context: PHONE, steps: [phoneSearchStep] },
  { device: "390 px, touch", context: PHONE, steps: phoneFilterSteps },
];

const familyBox = (page, name) =>
  page
    .getByRole("search", { name: "Filter and sort" })
    .getByRole("group", { name: "Flavour family" })
    .getByRole("checkbox", { name: new RegExp(`^${name} \\(\\d+\\)$`) });

/**
 * A native select's popup is drawn outside the page (Playwright cannot click in it), so the
 * choice is made as a keyboard user makes it: focus, then ArrowDown to the band that shows the most
 * bottles, each press a change (and an interaction) of its own.
 */
async function chooseByKeyboard(page, label) {
  const select = page.getByRole("search", { name: "Filter and sort" }).getByLabel(label, { exact: true });
  const counts = await select
    .locator("option")
    .evaluateAll((options) => options.map((option) => Number(/\((\d+)\)\s*$/.exec(option.textContent ?? "")?.[1] ?? 0)));
  // The first option is "All"; the fullest band after it.
  const target = counts.slice(1).reduce((best, n, i) => (n > counts[best + 1] ? i : best), 0) + 1;
  await select.focus();
  for (let i = 0; i < target; i++) await page.keyboard.press("ArrowDown");
}

/**
 * Until the frames after a step have been presented (its event entries queued) and the page is idle
 * again, so that the next step's input does not wait on this one's rendering.
 */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 10_000 })),
        ),
      ),
  );

/** One page load at 4x CPU: each step's INP, in ms; `shot`: a screenshot of where the journey ends. */
async function runJourney(browser, base, journey, shot) {
  const context = await browser.newContext(journey.context);
  await context.addInitScript(observeEventTiming, EVENT_DURATION_THRESHOLD_MS);
  await context.addInitScript(returningVisitor);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: INP_CPU_SLOWDOWN });
  try {
    await page.goto(base + LIST);
    await page.waitForSelector("html[data-hydrated='true']", { state: "attached", timeout: 60_000 });
    await settle(page);
    const figures = {};
    for (const step of journey.steps) {
      const from = await page.evaluate(() => performance.now());
      await step.act(page);
      await step.done(page);
      await settle(page);
      const entries = await page.evaluate((from) => window.__eventTimings().filter((e) => e.startTime >= from), from);
      figures[step.name] = stepInp(entries);
    }
    if (shot) await page.screenshot({ path: shot });
    return figures;
  } finally {
    await context.close();
  }
}

export function startServer(buildDir, port) {
  const server = spawn(process.execPath, [join(buildDir, "server", "index.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: join(dirname(buildDir), "data"),
    },
    stdio: "ignore",
  });
  mkdirSync(join(dirname(buildDir), "data"), { recursive: true });
  return server;
}

export async function waitForServer(base) {
  for (let i = 0; i < 100; i++) {
    const up = await fetch(base + LIST).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server answered at ${base}`);
}

/**
 * INP of each interaction on each build (`builds`: `{ scale, buildDir, label? }`, label "20x" unless
 * given: say, "20x, before"), median of `runs` page
 * loads per journey, runs alternating between the builds so both meet the same host.
 */
export async function benchInp({
  builds,
  chromePath,
  port = 4410,
  runs = Number(process.env.BENCH_INP_RUNS ?? 5),
  // `BENCH_INP_SHOTS=<folder>`: a screenshot of where each journey ends, first run only.
  shotsDir = process.env.BENCH_INP_SHOTS,
  log = console.log,
}) {
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  const servers = builds.map((build, index) => ({
    label: `${build.scale}x`,
    ...build,
    base: `http://127.0.0.1:${port + index}`,
  }));
  const processes = servers.map((server) => startServer(server.buildDir, new URL(server.base).port));
  const browser = await chromium.launch({ executablePath: chromePath, args: [...CHROMIUM_FLAGS] });
  try {
    for (const server of servers) await waitForServer(server.base);
    const samples = servers.map(() => new Map());
    for (let run = 0; run < runs; run++)
      for (const [index, server] of servers.entries())
        for (const [journeyIndex, journey] of journeys.entries()) {
          const shot =
            shotsDir && run === 0
              ? join(
                  shotsDir,
                  `inp-${server.label.replace(/\W+/g, "-")}-${journey.context.viewport.width}-${journeyIndex + 1}.png`,
                )
              : undefined;
          const figures = await runJourney(browser, server.base, journey, shot);
          for (const [step, ms] of Object.entries(figures)) {
            const key = `${journey.device}\0${step}`;
            samples[index].set(key, [...(samples[index].get(key) ?? []), ms]);
          }
          log(`  INP ${server.label} run ${run + 1}, ${journey.device}: ${Object.values(figures).map(formatInp).join(", ")} ms`);
        }
    const rows = [...samples[0].keys()].map((key) => {
      const [device, step] = key.split("\0");
      return { device, step, perBuild: samples.map((byKey) => ({ median: median(byKey.get(key)), runs: byKey.get(key) })) };
    });
    return { runs, scales: servers.map((server) => server.scale), labels: servers.map((server) => server.label), rows };
  } finally {
    await browser.close();
    for (const server of processes) server.kill();
  }
}

/** Markdown lines for docs/benchmarks.md. */
export function inpReport(result) {
  if (!result) return ["## Interaction to Next Paint on the gin list", "", "Not measured.", ""];
  const over = result.rows.flatMap((row) =>
    row.perBuild.flatMap((figure, index) =>
      figure.median > INP_RULE_MS ? [`${row.step} (${row.device}, ${result.labels[index]})`] : [],
    ),
  );
  return [
    "## Interaction to Next Paint on the gin list",
    "",
    `\`${LIST}\` on the production server of the 1x and ${result.scales.at(-1)}x builds (as above), in this Chromium with the CPU slowed ${INP_CPU_SLOWDOWN}x (DevTools protocol), a returning visitor (no consent banner, no popup). Real input: clicks and keys at 1280 px, taps and keys at 390 px with touch; typing at one key per ${KEY_DELAY_MS} ms. INP from Event Timing entries (PerformanceObserver "event", durationThreshold ${EVENT_DURATION_THRESHOLD_MS} ms; web-vitals is not installed): an interaction lasts as long as its longest event, a step's figure is its slowest interaction ("< ${EVENT_DURATION_THRESHOLD_MS}": none reached the threshold). Median of ${result.runs} page loads, the builds alternating. Rule: INP ≤ ${INP_RULE_MS} ms. Filters are chosen in turn on one page load, a select by keyboard (focus, ArrowDown to the fullest band: its popup is outside the page).`,
    "",
    `| interaction | device | ${result.labels.map((label) => `INP ms, ${label} (runs)`).join(" | ")} | rule |`,
    `| --- | --- | ${result.scales.map(() => "---").join(" | ")} | --- |`,
    ...result.rows.map(
      (row) =>
        `| ${row.step} | ${row.device} | ${row.perBuild.map((figure) => `${formatInp(figure.median)} (${figure.runs.map(formatInp).join(", ")})`).join(" | ")} | ${row.perBuild.every((figure) => figure.median <= INP_RULE_MS) ? "kept" : "**missed**"} |`,
    ),
    "",
    over.length
      ? `Over ${INP_RULE_MS} ms: ${over.join(", ")}.`
      : `Every interaction keeps INP ≤ ${INP_RULE_MS} ms on every build measured.`,
    "",
  ];
}
