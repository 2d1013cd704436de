import type { FastifyInstance } from "fastify";
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, readCspManifest } from "./app";
import { readServerLimits } from "./config";
import { assetSecurityHeaders, baseSecurityHeaders, DOCUMENT_ONLY_HEADER_NAMES } from "./security-headers";
import {
  DEFAULT_CSP,
  expectSecurityHeaders as expectHeaders,
  LARGE_FILE,
  LARGE_FILE_BYTES,
  PAGE_CSP,
  makeBuild,
  rawRequest,
} from "./test-support";

let app: FastifyInstance;
let behindProxy: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  const build = makeBuild();
  clientDir = build.clientDir;
  const options = { root: clientDir, csp: readCspManifest(build.buildDir) };
  app = buildApp({ ...options, limits: readServerLimits({}) });
  behindProxy = buildApp({ ...options, limits: readServerLimits({ TRUST_PROXY: "127.0.0.1" }) });
  await Promise.all([app.ready(), behindProxy.ready()]);
});
afterAll(() => Promise.all([app.close(), behindProxy.close()]));

const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  app.inject({ method, url, headers });

/** Every answer carries the shared policy and a CSP. */
const expectSecurityHeaders = (response: { headers: Record<string, unknown> }, csp = DEFAULT_CSP) =>
  expectHeaders(response.headers, csp);

describe("pages and files", () => {
  it("serves a page with its own CSP, the security headers, a length and validators", async () => {
    const response = await get("/premium-gins");
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, PAGE_CSP);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-length"]).toBe(String("<h1>Gins</h1>".repeat(100).length));
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(String(response.headers["last-modified"])).getTime()).toBeGreaterThan(0);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS only when a trusted proxy reports HTTPS", async () => {
    expect((await get("/", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
    const proxied = await behindProxy.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers["strict-transport-security"]).toContain("max-age=31536000");
  });

  it("serves the precompressed file the client prefers, with its own length and ETag", async () => {
    const gzip = await get("/premium-gins", { "accept-encoding": "gzip" });
    const br = await get("/premium-gins", { "accept-encoding": "gzip, deflate, br" });
    const none = await get("/premium-gins", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(none.headers["content-encoding"]).toBeUndefined();
    for (const response of [gzip, br, none]) {
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    }
    expect(new Set([gzip.headers.etag, br.headers.etag, none.headers.etag]).size).toBe(3);
  });

  it("caches hashed assets for a year, data files not at all", async () => {
    const asset = await get("/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toContain("text/javascript");
    expect((await get("/premium-gins.data")).headers["cache-control"]).toBe("no-cache");
  });

  it("sends the document-only headers with pages and data, not with hashed build files", async () => {
    const asset = await get("/assets/app-abc123.js");
    for (const [name, value] of Object.entries(assetSecurityHeaders)) expect(asset.headers[name.toLowerCase()], name).toBe(value);
    for (const name of DOCUMENT_ONLY_HEADER_NAMES) expect(asset.headers[name.toLowerCase()], name).toBeUndefined();
    expectSecurityHeaders(await get("/premium-gins"), PAGE_CSP);
    expectSecurityHeaders(await get("/premium-gins.data"));
  });

  it("marks the operator page noindex", async () => {
    expect((await get("/admin")).headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const full = await get("/premium-gins", { "accept-encoding": "gzip" });
    const head = await get("/premium-gins", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
  });
});

describe("revalidation", () => {
  it("answers 304 to a matching If-None-Match, with the security headers and no body", async () => {
    const first = await get("/premium-gins", { "accept-encoding": "gzip" });
    const again = await get("/premium-gins", { "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(first.headers.etag);
    expectSecurityHeaders(again, PAGE_CSP);
    // Another encoding is another representation.
    expect(
      (await get("/premium-gins", { "accept-encoding": "br", "if-none-match": String(first.headers.etag) })).statusCode,
    ).toBe(200);
  });

  it("answers 304 to If-Modified-Since at or after Last-Modified, 200 before it", async () => {
    const first = await get("/assets/app-abc123.js");
    const modified = String(first.headers["last-modified"]);
    expect((await get("/assets/app-abc123.js", { "if-modified-since": modified })).statusCode).toBe(304);
    const before = new Date(Date.parse(modified) - 60_000).toUTCString();
    expect((await get("/assets/app-abc123.js", { "if-modified-since": before })).statusCode).toBe(200);
  });
});

describe("redirects", () => {
  // The status and Location Cloudflare Pages gives the CDN folder (tests/e2e/cdn-node-agreement.spec.ts).
  it.each([
    ["/lundey-gin", 301, "/gin/lundey-gin"],
    ["/lundey-gin/?ref=mail", 301, "/gin/lundey-gin?ref=mail"],
    ["/x/gin/einiberja-gin/", 301, "/premium-gins"],
    ["/premium-gins/", 308, "/premium-gins"],
    ["/premium-gins/?sort=name", 308, "/premium-gins?sort=name"],
    ["/premium-gins.html", 308, "/premium-gins"],
    ["/index.html", 308, "/"],
    ["/%61dmin", 308, "/admin"],
    ["/adm%69%6E", 308, "/admin"],
    ["/%61dmin/", 308, "/admin"],
  ])("%s answers %i to %s with the security headers", async (from, status, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBe(to);
    expectSecurityHeaders(response);
  });

  it.each(["/premium-gins/index.html", "/LUNDEY-GIN", "/%6Cundey-gin", "/lundey-gin//", "/GIN/EINIBERJA-GIN", "/ADMIN"])(
    "%s is not an address (404), as on Cloudflare Pages",
    async (address) => {
      expect((await get(address)).statusCode).toBe(404);
    },
  );
});

describe("not found and refusals", () => {
  it("answers unknown pages with 404 and the app shell, unknown files and data with a bare 404", async () => {
    const page = await get("/no/such/page");
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("shell");
    expectSecurityHeaders(page);
    const data = await get("/gin/nope.data");
    expect(data.statusCode).toBe(404);
    expect(data.body).toBe("Not found");
    expectSecurityHeaders(data);
    expect((await get("/__spa-fallback.html")).statusCode).toBe(404);
  });

  it("answers /404 with status 404", async () => {
    const response = await get("/404");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Not found");
  });

  it("refuses path traversal, malformed escapes and other methods, with the security headers", async () => {
    expect((await get("/..%2f..%2fetc/passwd")).statusCode).toBe(404);
    for (const url of ["/%E0%A4%A", "/%", "/premium-gins%"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expectSecurityHeaders(response);
    }
    const deleted = await app.inject({ method: "DELETE", url: "/" });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(deleted);
  });
});

describe("large files", () => {
  it("streams a file above the in-memory limit with its length, ETag and 304", async () => {
    const response = await get(LARGE_FILE);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(LARGE_FILE_BYTES);
    expect(response.headers["content-length"]).toBe(String(LARGE_FILE_BYTES));
    expect(response.headers["content-type"]).toBe("image/jpeg");
    for (const [name, value] of Object.entries(assetSecurityHeaders))
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    const again = await get(LARGE_FILE, { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    const head = await get(LARGE_FILE, {}, "HEAD");
    expect(head.headers["content-length"]).toBe(String(LARGE_FILE_BYTES));
  });

  it("answers 500 with the security headers when the file has gone, and goes on serving", async () => {
    rmSync(join(clientDir, LARGE_FILE));
    const response = await get(LARGE_FILE);
    expect(response.statusCode).toBe(500);
    expectSecurityHeaders(response);
    expect((await get("/")).statusCode).toBe(200);
  });
});

describe("over a real connection", () => {
  const compared = ["content-type", "content-length", "content-encoding", "etag", "last-modified", "cache-control", "vary"];

  it("answers files as the framework route does (the fast path), HSTS, HEAD and 304 included", async () => {
    await behindProxy.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(behindProxy.server.address() as AddressInfo).port}`;
    const cases: [string, Record<string, string>][] = [
      ["/premium-gins", { "accept-encoding": "br", "x-forwarded-proto": "https" }],
      ["/premium-gins", { "accept-encoding": "gzip" }],
      ["/assets/app-abc123.js", {}],
      ["/404", {}],
    ];
    for (const [url, headers] of cases) {
      const real = await fetch(base + url, { headers });
      const injected = await behindProxy.inject({ url, headers });
      expect(real.status, url).toBe(injected.statusCode);
      for (const name of [
        ...compared,
        ...Object.keys(baseSecurityHeaders),
        "content-security-policy",
        "strict-transport-security",
      ]) {
        expect(real.headers.get(name), `${url} ${name}`).toBe(
          (injected.headers[name.toLowerCase()] as string | undefined) ?? null,
        );
      }
    }
    const port = (behindProxy.server.address() as AddressInfo).port;
    const gzip = { "accept-encoding": "gzip" };
    const full = await rawRequest(port, "GET", "/premium-gins", gzip);
    const head = await rawRequest(port, "HEAD", "/premium-gins", gzip);
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
    const byEtag = await rawRequest(port, "GET", "/premium-gins", { ...gzip, "if-none-match": full.headers.etag! });
    expect(byEtag.status).toBe(304);
    expect(byEtag.body).toBe("");
    expect(byEtag.headers["x-content-type-options"]).toBe("nosniff");
    const byDate = await rawRequest(port, "GET", "/premium-gins", {
      ...gzip,
      "if-modified-since": full.headers["last-modified"]!,
    });
    expect(byDate.status).toBe(304);
    // A reload (Cache-Control: no-cache) gets the whole file.
    expect(
      (
        await rawRequest(port, "GET", "/premium-gins", {
          ...gzip,
          "if-none-match": full.headers.etag!,
          "cache-control": "no-cache",
        })
      ).status,
    ).toBe(200);
  });
});
