/**
 * For the server's tests: a small build folder like `npm run build` writes, and the real server
 * started on it as a child process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { expect } from "vitest";
import { baseSecurityHeaders } from "./security-headers";

export const PAGE_CSP = "script-src 'self' 'sha256-page'";
export const DEFAULT_CSP = "default-src 'self'";
export const FORM_IDS = { contact: "contact-form", footer: "footer-form", popup: "popup-form" };
/** Above the server's 1 MiB in-memory limit: streamed from disk. */
export const LARGE_FILE = "/photos/large.jpg";
export const LARGE_FILE_BYTES = 1536 * 1024;

/** A build folder: client/ with pages, an asset, a large photo; csp.json; site-config.json. */
export function makeBuild(): { buildDir: string; clientDir: string } {
  const buildDir = mkdtempSync(join(tmpdir(), "gins-build-"));
  const clientDir = join(buildDir, "client");
  const file = (path: string, content: string | Buffer, compress = false) => {
    const full = join(clientDir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    if (compress) {
      writeFileSync(`${full}.gz`, gzipSync(content));
      writeFileSync(`${full}.br`, brotliCompressSync(content));
    }
  };
  file("index.html", "<h1>Home</h1>");
  file("__spa-fallback.html", "<p>shell</p>");
  file("premium-gins/index.html", "<h1>Gins</h1>".repeat(100), true);
  file("premium-gins.data", "[1]".repeat(300), true);
  file("404/index.html", "<h1>Not found</h1>");
  file("admin/index.html", "<h1>Admin</h1>");
  file("assets/app-abc123.js", "console.log(1)");
  file(LARGE_FILE, randomBytes(LARGE_FILE_BYTES));
  writeFileSync(
    join(buildDir, "csp.json"),
    JSON.stringify({ pages: { "/premium-gins": PAGE_CSP, "/": PAGE_CSP }, default: DEFAULT_CSP }),
  );
  writeFileSync(join(buildDir, "site-config.json"), JSON.stringify({ formIds: FORM_IDS, localInbox: true }));
  return { buildDir, clientDir };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, resolves with the exit code */
  stop: () => Promise<number | null>;
}

/**
 * Starts server/index.ts (the source, as the bundle runs it), or the built `bundle` when given, on a
 * free port of 127.0.0.1.
 */
export async function startServer(buildDir: string, env: Record<string, string> = {}, bundle?: string): Promise<RunningServer> {
  const port = await freePort();
  const args = bundle ? [bundle] : ["--import", "tsx", join(import.meta.dirname, "index.ts")];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, BUILD_DIR: buildDir, DATA_DIR: join(buildDir, "data"), PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 15_000);
    const check = () => {
      if (output.includes("served on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    void exited.then(() => reject(new Error(`the server exited: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request as written (no URL normalisation, no headers added: fetch adds Cache-Control to conditional requests),
 * from `localAddress` (another loopback address, such as 127.0.0.2, is another client).
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  localAddress = "127.0.0.1",
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers, agent: false, localAddress }, (res) => {
      let text = "";
      res.setEncoding("latin1");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Every answer carries the shared policy and a CSP (this one, when given). */
export function expectSecurityHeaders(headers: Record<string, unknown>, csp?: string) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
  if (csp === undefined) expect(headers["content-security-policy"]).toBeTruthy();
  else expect(headers["content-security-policy"]).toBe(csp);
}

/** Opens a connection from `localAddress` and resolves once it is connected. */
export function openSocket(port: number, localAddress = "127.0.0.1"): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress }, () => resolve(socket));
    socket.on("error", reject);
  });
}

/** Everything the server sends on a socket until it closes it. */
export function readUntilClosed(socket: Socket): Promise<string> {
  let text = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (text += chunk));
  return new Promise((resolve) => socket.on("close", () => resolve(text)));
}

/** The status and headers of an answer read off a socket (its first answer, when there are several). */
export function parseHead(text: string): { status: number; headers: Record<string, string> } {
  const [statusLine = "", ...lines] = text.slice(0, text.indexOf("\r\n\r\n")).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers };
}

/** Runs `count` tasks, `concurrency` at a time. */
export async function pool(count: number, concurrency: number, task: (index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}
