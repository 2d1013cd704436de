// The gin list at 1x and 20x side by side (and, when given, the builds from before a change at both
// sizes): the document's and its data's bytes, Lighthouse mobile at 4x and 8x CPU, and each build's
// slowest interaction from bench-inp.mjs. What a list page costs must not grow with the catalogue.
import { gzipSync } from "node:zlib";
import { lighthouseMedians } from "./bench-lighthouse.mjs";
import { formatInp, INP_RULE_MS } from "./bench-inp-figures.ts";
import { startServer, waitForServer } from "./bench-inp.mjs";
import { cardPageSlowPhoneRules, SLOW_PHONE_CPU_SLOWDOWN, visitorRules } from "./page-budgets.ts";

const LIST = "/premium-gins";

async function bytesOf(url) {
  const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/**
 * `builds`: `{ label, scale, buildDir }`, each served by its own production server; Lighthouse runs
 * alternate between them, `runs` per build and CPU setting.
 */
export async function benchList({ builds, chromePath, runs, port = 4430 }) {
  const servers = builds.map((build, index) => ({ ...build, base: `http://127.0.0.1:${port + index}` }));
  const processes = servers.map((server) => startServer(server.buildDir, new URL(server.base).port));
  try {
    for (const server of servers) await waitForServer(server.base);
    const bases = servers.map((server) => server.base);
    const html = await Promise.all(bases.map((base) => bytesOf(base + LIST)));
    const data = await Promise.all(bases.map((base) => bytesOf(`${base}${LIST}.data`)));
    const fourX = await lighthouseMedians(bases, LIST, { chromePath, runs, categories: ["performance"] });
    const eightX = await lighthouseMedians(bases, LIST, {
      chromePath,
      runs,
      cpuSlowdown: SLOW_PHONE_CPU_SLOWDOWN,
      categories: ["performance"],
    });
    return {
      runs,
      rows: servers.map((server, index) => ({
        label: server.label,
        scale: server.scale,
        html: html[index],
        data: data[index],
        fourX: fourX[index],
        eightX: eightX[index],
      })),
    };
  } finally {
    for (const server of processes) server.kill();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Each build's slowest interaction (the median of its runs) in the INP result, by label. */
function slowestInteraction(inp, label) {
  const index = inp?.labels.indexOf(label) ?? -1;
  if (index < 0) return undefined;
  return inp.rows.reduce(
    (worst, row) =>
      row.perBuild[index].median > (worst?.ms ?? -1)
        ? { ms: row.perBuild[index].median, step: row.step, device: row.device }
        : worst,
    undefined,
  );
}

/** Markdown lines for docs/benchmarks.md; `before`: the label part naming the older builds, if any. */
export function listReport(result, inp, before) {
  if (!result) return ["## The gin list at 1x and 20x", "", "Not measured.", ""];
  const beforeOf = (row) =>
    before && !row.label.includes(before)
      ? result.rows.find((other) => other.scale === row.scale && other.label.includes(before))
      : undefined;
  const verdict = (row) => {
    const kept = row.fourX.tbt <= visitorRules.tbtMs && row.eightX.performance >= cardPageSlowPhoneRules.performance;
    if (kept) return "kept";
    const old = beforeOf(row);
    if (old && row.fourX.tbt <= old.fourX.tbt / 2 && row.eightX.tbt <= old.eightX.tbt / 2)
      return "TBT at most half the build before";
    return "**missed**";
  };
  return [
    "## The gin list at 1x and 20x",
    "",
    `\`${LIST}\` on the production server of each build (the 1x and 20x copies below${before ? `, and the same two of ${before}` : ""}). Bytes: the document and its \`.data\` (what a client-side visit loads), raw / gzip -9. Lighthouse mobile (performance only), median of ${result.runs} runs per build, runs alternating; then with the CPU slowed ${SLOW_PHONE_CPU_SLOWDOWN}x. INP: the build's slowest interaction (median of its runs) in the table after this one. Rule for pages with cards: TBT ≤ ${visitorRules.tbtMs} ms and performance ≥ ${cardPageSlowPhoneRules.performance} at ${SLOW_PHONE_CPU_SLOWDOWN}x, or, where the host cannot reach it, TBT at most half the build before's at both speeds; INP ≤ ${INP_RULE_MS} ms.`,
    "",
    `| build | HTML KB raw / gzip | .data KB raw / gzip | perf | FCP ms | LCP ms | TBT ms | perf, ${SLOW_PHONE_CPU_SLOWDOWN}x | LCP ms, ${SLOW_PHONE_CPU_SLOWDOWN}x | TBT ms, ${SLOW_PHONE_CPU_SLOWDOWN}x | slowest interaction, INP ms | rule |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...result.rows.map((row) => {
      const slowest = slowestInteraction(inp, row.label);
      return `| ${row.label} | ${kb(row.html.raw)} / ${kb(row.html.gzip)} | ${kb(row.data.raw)} / ${kb(row.data.gzip)} | ${row.fourX.performance} | ${row.fourX.fcp.toFixed(0)} | ${row.fourX.lcp.toFixed(0)} | ${row.fourX.tbt.toFixed(0)} | ${row.eightX.performance} | ${row.eightX.lcp.toFixed(0)} | ${row.eightX.tbt.toFixed(0)} | ${slowest ? `${formatInp(slowest.ms)} (${slowest.step}, ${slowest.device})` : "–"} | ${verdict(row)} |`;
    }),
    "",
  ];
}
