/**
 * The CDN folder (build-e2e/cdn) served by Cloudflare's own runtime: `wrangler pages dev` runs
 * workerd locally, offline, with Pages' asset serving, `_headers` and `_redirects`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { walk } from "../../server/static-site";
import { E2E_BUILD_DIRECTORY } from "./env";
import { packageBin } from "./package-bin";

export const CDN_DIR = join(E2E_BUILD_DIRECTORY, "cdn");
/** No later than the bundled workerd supports (workerd 1.20260426). */
const COMPATIBILITY_DATE = "2026-04-01";

/** Every pre-rendered page by its address, from the layout the Node build wrote (x/index.html is /x). */
export function prerenderedAddresses(): string[] {
  const clientDir = join(E2E_BUILD_DIRECTORY, "client");
  return walk(clientDir)
    .map((file) => relative(clientDir, file).split(sep).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"))
    .sort();
}

/**
 * Ways of writing the admin page's address that decode to it (or, in `wrangler pages dev`, which
 * also folds repeated slashes and `..`, find its file): the page must be served under its own
 * headers at every one, or not at all.
 */
export const ADMIN_SPELLINGS = [
  "/admin",
  "/%61dmin",
  "/adm%69n",
  "/%61%64%6d%69%6e",
  "/ADMIN",
  "/admin/",
  "/%61dmin/",
  "/admin/index.html",
  "/admin.html",
  "//admin",
  "///admin",
  "/%2Fadmin",
  "/%2fadmin",
  "/%2F%61dmin",
  "/%2f%61%64%6d%69%6e",
  "/%2F%2Fadmin",
  "/x/..%2Fadmin",
  "/x%2F..%2Fadmin",
  "/assets/..%2Fadmin",
  "/photos/..%2Fadm%69n",
];

export interface PagesDev {
  origin: string;
  /** what wrangler printed so far */
  output: () => string;
  stop: () => void;
}

export async function startPagesDev(): Promise<PagesDev> {
  let output = "";
  const wrangler = spawn(
    process.execPath,
    [
      packageBin("wrangler"),
      ...["pages", "dev", "cdn", "--ip", "127.0.0.1", "--port", "0", "--inspector-port", "0"],
      ...["--compatibility-date", COMPATIBILITY_DATE],
      // Its own state folder: two instances (one per test file) sharing one locked each other out (SQLITE_BUSY).
      ...["--persist-to", mkdtempSync(join(tmpdir(), "wrangler-state-"))],
    ],
    {
      cwd: E2E_BUILD_DIRECTORY,
      // Its own process group, so that stopping it stops workerd too.
      detached: true,
      // Offline: no metrics, no update check, no fetch of Request.cf from Cloudflare.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_HIDE_BANNER: "true",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        FORCE_COLOR: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      const ready = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    wrangler.stdout!.on("data", read);
    wrangler.stderr!.on("data", read);
    wrangler.on("exit", (code) => reject(new Error(`wrangler exited (${code}):\n${output}`)));
  });
  return {
    origin,
    output: () => output,
    stop: () => {
      if (wrangler.pid && wrangler.exitCode === null) process.kill(-wrangler.pid, "SIGTERM");
    },
  };
}
