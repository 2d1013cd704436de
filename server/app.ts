/**
 * The production server on Fastify: the pre-rendered site from memory (precompressed, ETag and
 * 304, immutable hashed assets, per-page CSP), legacy and one-address 301s, real 404 statuses,
 * the local inbox, and the security headers on every answer, errors included.
 *
 * A request for a file held in memory, at its exact address, is answered before Fastify's request
 * pipeline (a map lookup and one write, as nginx does): that pipeline costs about a third of the
 * throughput on such requests. Everything else, and every error, goes through Fastify.
 */
import fresh from "fresh";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import { resolveLegacyPath } from "../app/lib/routing/legacy-redirects";
import type { ServerLimits } from "./config";
import { proxyTrust, rawAnswer, shareConnections } from "./connections";
import { inboxOffRoutes, inboxRoutes, type InboxOptions } from "./inbox";
import { logFailure } from "./log";
import { forwardedHttps, HSTS_VALUE, securityHeaders } from "./security-headers";
import { isLookalike, StaticSite, type Representation, type SiteFile } from "./static-site";

export interface CspManifest {
  /** CSP per page path */
  pages: Record<string, string>;
  /** CSP for the fallback page and non-HTML responses */
  default: string;
}

export interface AppOptions {
  /** build/client */
  root: string;
  csp: CspManifest;
  limits: ServerLimits;
  /** the local inbox; without it (the forms post to HubSpot) its address answers 404 */
  inbox?: Omit<InboxOptions, "rateLimit" | "csp" | "trustProxy">;
  /** files above this size are streamed from disk */
  inMemoryLimit?: number;
}

/** An address ending in a file extension: a file, not a page. */
export const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/** A request target's path and query ("?…" or ""), as both request paths read it. */
function splitUrl(url: string): { path: string; search: string } {
  const query = url.indexOf("?");
  return query === -1 ? { path: url, search: "" } : { path: url.slice(0, query), search: url.slice(query) };
}

/** Reads build/csp.json written by the build. */
export function readCspManifest(buildDir: string): CspManifest {
  const file = join(buildDir, "csp.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return JSON.parse(readFileSync(file, "utf8"));
}

export function buildApp(options: AppOptions): FastifyInstance {
  const { limits } = options;
  const site = new StaticSite(
    options.root,
    { cspByPage: options.csp.pages, defaultCsp: options.csp.default },
    options.inMemoryLimit,
  );
  const isTrustedProxy = proxyTrust(limits.trustedProxies);
  const isHttps = (request: FastifyRequest) => forwardedHttps(request, isTrustedProxy);
  const plainHeaders = (https: boolean) => ({
    ...securityHeaders(options.csp.default, https),
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-cache",
  });
  const plain = (request: FastifyRequest, reply: FastifyReply, status: number, text = STATUS_CODES[status] ?? "Error") =>
    reply
      .code(status)
      .headers(plainHeaders(isHttps(request)))
      .send(text);

  /** Answers Node would write itself without the security headers; the connection then closes. */
  function answerPlain(req: IncomingMessage, res: ServerResponse, status: number) {
    res.writeHead(status, { ...plainHeaders(forwardedHttps(req, isTrustedProxy)), Connection: "close" });
    res.end(STATUS_CODES[status]);
  }

  /** The fast path: true when the request was answered from memory. */
  function answerFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const found = site.resolve(splitUrl(req.url ?? "/").path);
    if (!found || !("file" in found)) return false;
    const chosen = site.choose(found.file, req.headers["accept-encoding"]);
    if (!chosen.body) return false;
    site.answer(req, res, chosen as Representation & { body: Buffer }, found.status, forwardedHttps(req, isTrustedProxy));
    return true;
  }

  const app = Fastify({
    // X-Forwarded-For is read from the right, past the entries our own proxies added (request.ip).
    trustProxy: limits.trustedProxies.length > 0 ? limits.trustedProxies : false,
    bodyLimit: 16 * 1024,
    serverFactory: (fastifyHandler) => {
      const server = createServer(
        {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          // Node checks the two timeouts on this interval (30 s by default: too coarse to cut off a slow client).
          connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
          // Node's own 400 for a missing Host carries no security headers: the handler below answers it.
          requireHostHeader: false,
        },
        (req, res) => {
          // As Node requires it: HTTP/1.1 names its host.
          if (req.httpVersion === "1.1" && req.headers.host === undefined) return answerPlain(req, res, 400);
          if (!answerFromMemory(req, res)) fastifyHandler(req, res);
        },
      );
      // An Expect other than 100-continue (which Node answers itself) cannot be met.
      server.on("checkExpectation", (req, res) => answerPlain(req, res, 417));
      // A client that stops reading an answer is let go after a minute.
      server.setTimeout(60_000);
      shareConnections(server, limits, isTrustedProxy, securityHeaders(options.csp.default));
      return server;
    },
    // Fastify's own 503 while closing carries no security headers; connections still open are answered normally.
    return503OnClosing: false,
    frameworkErrors: (_error, request, reply) => plain(request, reply, 400),
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: { headersSent: boolean } }) => {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      // As Node's own handler: an answer already under way cannot be replaced.
      if (socket._httpMessage?.headersSent) return void socket.destroy();
      const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
      const head = rawAnswer(status, securityHeaders(options.csp.default));
      if (socket.writable) socket.end(head, () => socket.destroy());
      else socket.destroy();
    },
  });

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) logFailure("server", error);
    plain(request, reply, status, status >= 500 ? "Internal server error" : undefined);
  });
  // Every route answers GET and HEAD; any other method on an address without its own route is a 405.
  app.setNotFoundHandler((request, reply) => plain(request, reply.header("Allow", "GET, HEAD"), 405));

  if (options.inbox)
    app.register(inboxRoutes, {
      ...options.inbox,
      csp: options.csp.default,
      rateLimit: limits.inboxRateLimit,
      trustProxy: isTrustedProxy,
    });
  else app.register(inboxOffRoutes, { csp: options.csp.default, trustProxy: isTrustedProxy });

  function notFound(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    // Pages get the app shell, which shows the right not-found state; files and data a bare 404.
    if (site.fallback && !FILE_EXTENSION.test(pathname)) return send(request, reply, site.fallback, 404);
    return plain(request, reply, 404, "Not found");
  }

  function redirect(request: FastifyRequest, reply: FastifyReply, location: string, search: string, status: number) {
    return reply
      .code(status)
      .headers(securityHeaders(options.csp.default, isHttps(request)))
      .headers({ Location: location + search, "Cache-Control": "public, max-age=3600" })
      .send();
  }

  function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number) {
    const chosen = site.choose(file, request.headers["accept-encoding"]);
    if (!chosen.body) return sendFromDisk(request, reply, chosen, status);
    // The same answer as the fast path's, written by the same code.
    reply.hijack();
    site.answer(request.raw, reply.raw, chosen as Representation & { body: Buffer }, status, isHttps(request));
  }

  async function sendFromDisk(request: FastifyRequest, reply: FastifyReply, chosen: Representation, status: number) {
    // Opened before answering, so a vanished file is a 500 and not a cut-off 200; the stream closes the file
    // when it ends or the client goes away.
    const handle = await open(chosen.path);
    try {
      const { headers, notModified } = site.diskHeaders(chosen, await handle.stat());
      if (isHttps(request)) reply.header("Strict-Transport-Security", HSTS_VALUE);
      if (status === 200 && fresh(request.headers, headers)) {
        await handle.close();
        return reply.code(304).headers(notModified).send();
      }
      reply.code(status).headers(headers);
      if (request.method === "HEAD") {
        await handle.close();
        return reply.send();
      }
      return reply.send(handle.createReadStream());
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    exposeHeadRoute: false,
    handler(request, reply) {
      const { path: rawPath, search } = splitUrl(request.url);
      let pathname = rawPath;
      let found = site.resolve(rawPath);
      // As the CDN answers them (one `_redirects` rule each), before decoding could find a page.
      if (!found && isLookalike(rawPath)) return notFound(request, reply, rawPath);
      if (!found) {
        try {
          pathname = decodeURIComponent(rawPath);
        } catch {
          return plain(request, reply, 400);
        }
        found = site.resolve(pathname);
      }
      if (found)
        return "file" in found
          ? send(request, reply, found.file, found.status)
          : redirect(request, reply, found.redirect, search, found.status);
      // As written, as Cloudflare's _redirects match it.
      const legacy = resolveLegacyPath(rawPath);
      if (legacy) return redirect(request, reply, legacy, search, 301);
      return notFound(request, reply, pathname);
    },
  });
  return app;
}
