// The production server against nginx on the same build/client files: wrk requests per second on
// the same addresses, side by side in one run, with the Node server's memory at rest and under load.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PATHS = ["/", "/premium-gins"];
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 10);
// The Node server is one process: nginx gets the same, one worker (wrk has the other core).
const NGINX_WORKERS = process.env.BENCH_NGINX_WORKERS ?? "1";
// Clients posting valid submissions (distinct Idempotency-Keys) without pause while `/` is measured again.
const FLOOD_CLIENTS = Number(process.env.BENCH_FLOOD_CLIENTS ?? 20);

const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/** nginx and wrk come from Debian's packages; installed when missing and running as root. */
function ensureTools() {
  const missing = ["nginx", "wrk"].filter((tool) => !has(tool) && !existsInSbin(tool));
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.warn(`Throughput skipped: install ${missing.join(" and ")} (apt-get install -y ${missing.join(" ")}).`);
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const status = spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env }).status;
  return status === 0;
}
const existsInSbin = (tool) => spawnSync("sh", ["-c", `test -x /usr/sbin/${tool}`]).status === 0;
const nginxBinary = () => (has("nginx") ? "nginx" : "/usr/sbin/nginx");

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
};

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const LATENCY_UNITS = { us: 0.001, ms: 1, s: 1000 };
/** wrk's 99th percentile latency in ms (from `--latency`). */
function p99Ms(out) {
  const match = /^\s*99%\s+([\d.]+)(us|ms|s)\b/m.exec(out);
  return match ? Number(match[1]) * LATENCY_UNITS[match[2]] : NaN;
}

/** Requests per second and p99 wrk reached; `onSample` runs every 500 ms while it loads the server. */
function wrk(url, onSample) {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", [`-t2`, `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency", "-H", "Accept-Encoding: gzip", url]);
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    const sampler = setInterval(onSample, 500);
    child.on("error", reject);
    child.on("close", () => {
      clearInterval(sampler);
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
      resolve({ rps, p99: p99Ms(out), non2xx });
    });
  });
}

function nginxConfig(dir, clientDir, port, workers) {
  return `
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

/**
 * `clients` loops posting valid footer submissions to the local inbox, each with a fresh
 * Idempotency-Key, until `stop()`; resolves the statuses counted.
 */
function floodInbox(origin, formId, clients) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const statuses = {};
  let flooding = true;
  let sent = 0;
  const post = (key) =>
    new Promise((resolve) => {
      const body = JSON.stringify({
        fields: [{ name: "email", value: `${key}@example.is` }],
        context: { pageUri: `${origin}/`, pageName: "Bench" },
      });
      const req = request(
        `${origin}/submissions/v3/integration/submit/local/${formId}`,
        { method: "POST", agent, headers: { "Content-Type": "application/json", "Idempotency-Key": key } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode));
        },
      );
      req.on("error", () => resolve("error"));
      req.end(body);
    });
  const loops = Array.from({ length: clients }, async (_, client) => {
    while (flooding) {
      const status = await post(`bench-${process.pid}-${client}-${sent++}`);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  });
  const started = Date.now();
  return {
    statuses,
    stop: async () => {
      flooding = false;
      await Promise.all(loops);
      agent.destroy();
      return { statuses, seconds: (Date.now() - started) / 1000 };
    },
  };
}

/** Returns rows for the report, or null when nginx/wrk cannot be had. */
export async function benchThroughput({ buildDir, nodePort = 4401, nginxPort = 4402 }) {
  if (!ensureTools()) return null;
  const clientDir = join(buildDir, "client");
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, clientDir, nginxPort, NGINX_WORKERS));
  const nginx = spawn(nginxBinary(), ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const node = spawn(process.execPath, [join(buildDir, "server", "index.mjs")], {
    env: {
      ...process.env,
      PORT: String(nodePort),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: join(dir, "data"),
      // The flood measures the inbox's cost to page serving, not its limits.
      INBOX_RATE_LIMIT: "1000000000",
      INBOX_DAILY_BYTES: "1000000000000",
      // wrk and the flood all come from 127.0.0.1, as a proxy's connections would.
      MAX_CONNECTIONS_PER_CLIENT: "10000",
    },
    stdio: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${nodePort}/`);
    await waitFor(`http://127.0.0.1:${nginxPort}/`);
    const nodeRestKb = rssKb(node.pid);
    let nodePeakKb = nodeRestKb;
    const rows = [];
    for (const path of PATHS) {
      // Warm both up briefly, then measure one after the other on the same path.
      const nodeRun = await wrk(`http://127.0.0.1:${nodePort}${path}`, () => {
        nodePeakKb = Math.max(nodePeakKb, rssKb(node.pid));
      });
      const nginxRun = await wrk(`http://127.0.0.1:${nginxPort}${path}`, () => {});
      rows.push({ path, node: nodeRun, nginx: nginxRun, ratio: nodeRun.rps / nginxRun.rps });
    }
    // `/` again while the inbox is flooded (a build whose forms post to HubSpot has no inbox).
    const siteConfig = JSON.parse(readFileSync(join(buildDir, "site-config.json"), "utf8"));
    let flooded = null;
    if (siteConfig.localInbox) {
      const flood = floodInbox(`http://127.0.0.1:${nodePort}`, siteConfig.formIds.footer, FLOOD_CLIENTS);
      // Measured once the inbox is answering.
      for (let i = 0; i < 100 && !flood.statuses[200]; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      const page = await wrk(`http://127.0.0.1:${nodePort}/`, () => {
        nodePeakKb = Math.max(nodePeakKb, rssKb(node.pid));
      });
      const { statuses, seconds } = await flood.stop();
      flooded = { page, idle: rows[0].node, statuses, submissionsPerSecond: (statuses[200] ?? 0) / seconds };
    }
    const nodeAfterKb = rssKb(node.pid);
    const nginxWorkers = execFileSync("sh", ["-c", `pgrep -P ${nginx.pid} | xargs -r ps -o rss= -p`], {
      encoding: "utf8",
    })
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return {
      rows,
      flooded,
      floodClients: FLOOD_CLIENTS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      memory: {
        nodeRestMb: nodeRestKb / 1024,
        nodePeakMb: nodePeakKb / 1024,
        nodeAfterMb: nodeAfterKb / 1024,
        nginxWorkersMb: nginxWorkers.reduce((a, b) => a + b, 0) / 1024,
        nginxWorkers: nginxWorkers.length,
      },
    };
  } finally {
    node.kill();
    nginx.kill("SIGQUIT");
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Markdown lines for docs/benchmarks.md. */
export function throughputReport(result) {
  if (!result) return ["Server throughput: not measured (nginx or wrk missing).", ""];
  const { rows, memory } = result;
  return [
    "## Server throughput against nginx",
    "",
    `wrk, 2 threads, ${result.connections} connections, ${result.seconds} s per run, \`Accept-Encoding: gzip\`, same build/client files; nginx with \`gzip_static on\`, ${memory.nginxWorkers} worker process(es) (the Node server is one process), access log off. Guard: node ≥ 0.5x nginx (past one machine the path is the CDN).`,
    "",
    "| path | node req/s | nginx req/s | node / nginx | non-2xx (node, nginx) |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.node.rps.toFixed(0)} | ${r.nginx.rps.toFixed(0)} | ${r.ratio.toFixed(2)}x | ${r.node.non2xx}, ${r.nginx.non2xx} |`,
    ),
    "",
    ...floodedReport(result),
    `Memory (RSS): node ${memory.nodeRestMb.toFixed(1)} MB at rest, ${memory.nodePeakMb.toFixed(1)} MB peak under load, ${memory.nodeAfterMb.toFixed(1)} MB after; nginx workers ${memory.nginxWorkersMb.toFixed(1)} MB in all.`,
    "",
  ];
}

function floodedReport({ flooded, floodClients, seconds }) {
  if (!flooded) return ["Page throughput with the inbox flooded: not measured (this build's forms post to HubSpot).", ""];
  const { idle, page, statuses } = flooded;
  const row = (name, run) => `| ${name} | ${run.rps.toFixed(0)} | ${run.p99.toFixed(1)} | ${run.non2xx} |`;
  return [
    `\`/\` on the Node server, idle and then while ${floodClients} clients post valid submissions to the local inbox without pause (each with a new Idempotency-Key; rate and daily limits raised for the run), for ${seconds} s each. Target: flooded within 2x of idle (throughput at least half, p99 at most double).`,
    "",
    "| `/` | req/s | p99 ms | non-2xx |",
    "| --- | --- | --- | --- |",
    row("idle", idle),
    row(`inbox flooded (${floodClients} clients)`, page),
    "",
    `Flood: ${flooded.submissionsPerSecond.toFixed(0)} submissions stored per second; answers ${Object.entries(statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ")}.`,
    "",
  ];
}
