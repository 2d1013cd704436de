/**
 * The production server: pre-rendered pages, hashed assets with immutable caching,
 * precompressed responses, security headers, legacy 301s and real 404 statuses.
 */
import { createReadStream, existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { resolveLegacyPath } from "../app/lib/legacy-redirects";
import { HSTS_VALUE, baseSecurityHeaders } from "./security-headers";
import { StaticSite, type SiteFile } from "./static-site";

export interface AppOptions {
  /** build/client */
  root: string;
  /** CSP per page path, written by the build (build/csp.json) */
  cspByPage: Record<string, string>;
  /** CSP for the fallback page and non-HTML responses */
  defaultCsp: string;
  /** extra request handlers tried first (the local inbox); return true when handled */
  handlers?: ((req: IncomingMessage, res: ServerResponse, url: URL) => boolean | Promise<boolean>)[];
}

const FALLBACK = "/__spa-fallback.html";

export function createApp(options: AppOptions) {
  const site = new StaticSite(options.root);
  const fallback = site.lookup(FALLBACK);

  function securityHeaders(req: IncomingMessage, res: ServerResponse, csp: string) {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", csp);
    // Only where a proxy tells us the visitor came over HTTPS.
    if (req.headers["x-forwarded-proto"] === "https") res.setHeader("Strict-Transport-Security", HSTS_VALUE);
  }

  function send(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number, pathname: string) {
    const accept = String(req.headers["accept-encoding"] ?? "");
    let body = file.path;
    if (file.encodings.br && /\bbr\b/.test(accept)) {
      body = file.encodings.br;
      res.setHeader("Content-Encoding", "br");
    } else if (file.encodings.gzip && /\bgzip\b/.test(accept)) {
      body = file.encodings.gzip;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.statusCode = status;
    res.setHeader("Content-Type", file.type);
    res.setHeader("Vary", "Accept-Encoding");
    const isHtml = file.type.startsWith("text/html");
    if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    else if (isHtml || pathname.endsWith(".data")) res.setHeader("Cache-Control", "no-cache");
    else res.setHeader("Cache-Control", "public, max-age=3600");
    securityHeaders(req, res, isHtml ? (options.cspByPage[pathname] ?? options.defaultCsp) : options.defaultCsp);
    if (pathname === "/admin") res.setHeader("X-Robots-Tag", "noindex, nofollow");
    if (req.method === "HEAD") return res.end();
    createReadStream(body).pipe(res);
  }

  function redirect(req: IncomingMessage, res: ServerResponse, location: string) {
    securityHeaders(req, res, options.defaultCsp);
    res.writeHead(301, { Location: location, "Cache-Control": "public, max-age=3600" });
    res.end();
  }

  function notFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    // Pages get the app shell, which shows the right not-found state; data requests a bare 404.
    if (fallback && !pathname.endsWith(".data") && !/\.[a-z0-9]+$/i.test(pathname)) {
      return send(req, res, fallback, 404, FALLBACK);
    }
    securityHeaders(req, res, options.defaultCsp);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" });
    res.end("Not found");
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      res.writeHead(400).end();
      return;
    }
    for (const handler of options.handlers ?? []) {
      if (await handler(req, res, url)) return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return notFound(req, res, url.pathname);
    }
    if (pathname.includes("..") || pathname.includes("\0")) return notFound(req, res, pathname);

    const legacy = resolveLegacyPath(pathname);
    if (legacy && !site.hasPage(pathname)) return redirect(req, res, legacy + url.search);

    // One address per page: drop a trailing slash.
    if (pathname.length > 1 && pathname.endsWith("/") && site.hasPage(pathname)) {
      return redirect(req, res, pathname.replace(/\/+$/, "") + url.search);
    }
    if (pathname === FALLBACK) return notFound(req, res, pathname);
    const file = site.lookup(pathname);
    if (file) return send(req, res, file, pathname === "/404" ? 404 : 200, pathname);
    return notFound(req, res, pathname);
  };
}

/** Reads build/csp.json written by the build. */
export function readCspManifest(buildDir: string): { pages: Record<string, string>; default: string } {
  const file = join(buildDir, "csp.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return JSON.parse(readFileSync(file, "utf8"));
}
