import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";

let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "gins-site-"));
  const page = (path: string, html: string) => {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, "index.html"), html);
  };
  writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(root, "__spa-fallback.html"), "<p>shell</p>");
  page("premium-gins", "<h1>Gins</h1>".repeat(100));
  writeFileSync(join(root, "premium-gins", "index.html.gz"), gzipSync("<h1>Gins</h1>".repeat(100)));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "app-abc123.js"), "console.log(1)");
  const handle = createApp({
    root,
    cspByPage: { "/premium-gins": "script-src 'self' 'sha256-x'" },
    defaultCsp: "default-src 'self'",
  });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { redirect: "manual", headers });

describe("production server", () => {
  it("serves a page with its own CSP and the security headers", async () => {
    const response = await get("/premium-gins");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-x'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS only behind a proxy that reports HTTPS", async () => {
    const response = await get("/", { "x-forwarded-proto": "https" });
    expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("serves the precompressed file when the client accepts it", async () => {
    const response = await get("/premium-gins", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("<h1>Gins</h1>");
  });

  it("caches hashed assets for a year", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toContain("text/javascript");
  });

  it("answers legacy addresses with 301", async () => {
    const response = await get("/lundey-gin/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/gin/lundey-gin");
  });

  it("drops a trailing slash with 301", async () => {
    const response = await get("/premium-gins/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/premium-gins");
  });

  it("answers unknown pages with 404 and the app shell, unknown data with a bare 404", async () => {
    const page = await get("/no/such/page");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("shell");
    const data = await get("/gin/nope.data");
    expect(data.status).toBe(404);
    expect(await data.text()).toBe("Not found");
  });

  it("refuses path traversal and other methods", async () => {
    expect((await get("/..%2f..%2fetc/passwd")).status).toBe(404);
    expect((await fetch(base + "/", { method: "DELETE" })).status).toBe(405);
  });
});
