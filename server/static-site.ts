/**
 * The pre-rendered site, held in memory: at start-up every file is read once, with its
 * precompressed versions, and each answer's headers are computed whole, so serving a request
 * is a map lookup and one write. Files above `IN_MEMORY_LIMIT` (photos) stay on disk and are
 * streamed; their headers are computed from the open file.
 */
import { negotiate } from "@fastify/accept-negotiator";
import fresh from "fresh";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { assetSecurityHeaders, HSTS_VALUE, securityHeaders } from "./security-headers";

export const IN_MEMORY_LIMIT = 1024 * 1024;
/** The app shell answering unknown page addresses (with status 404). */
export const FALLBACK = "/__spa-fallback.html";

// 'br' first: it is the smaller file when a client takes both equally.
const ENCODINGS = ["br", "gzip"];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** One encoding of a file: its bytes (null: streamed from `path`) and the headers of its answers. */
export interface Representation {
  body: Buffer | null;
  path: string;
  /** the headers of a full answer, security headers included (lower-case names) */
  headers: Readonly<Record<string, string>>;
  /** the headers of a 304 for it */
  notModified: Readonly<Record<string, string>>;
}

export interface SiteFile {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

export type Resolution = { file: SiteFile; status: number } | { redirect: string; status: 308 };

export interface SitePolicy {
  /** CSP per page path (build/csp.json) */
  cspByPage: Readonly<Record<string, string>>;
  /** CSP for everything else */
  defaultCsp: string;
}

/** Every file below a folder (the build script uses it too). */
export function walk(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else files.push(full);
  }
  return files;
}

/**
 * Folders whose files are named by their content hash (the bundler's assets; photo versions, see
 * scripts/photo-variants.ts): a change is a new name, so they are cached for good (here and on the CDN).
 */
export const IMMUTABLE_FOLDERS = ["/assets/", "/photos/"] as const;
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

const isImmutable = (url: string) => IMMUTABLE_FOLDERS.some((folder) => url.startsWith(folder));

function cacheControl(url: string, isHtml: boolean): string {
  if (isImmutable(url)) return IMMUTABLE_CACHE;
  if (isHtml || url.endsWith(".data")) return "no-cache";
  return "public, max-age=3600";
}

/** The operator page: the one page with headers of its own (its CSP, noindex). */
export const ADMIN_PAGE = "/admin";

/** A character of an address as itself and percent-encoded (either case of hex digit). */
function characterForms(char: string): string[] {
  const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
  return [...new Set([char, `%${hex.toUpperCase()}`, `%${hex.toLowerCase()}`])];
}

/**
 * The other ways of writing an address that decode to it: each character but `/` as itself or
 * percent-encoded (either case of hex digit). Cloudflare Pages serves the page at every one of them
 * but matches `_headers` on the address as written, so for the admin page both servers redirect
 * these to its own address (the CDN by a `_redirects` rule each).
 */
export function encodedSpellings(address: string): string[] {
  let spellings = [""];
  for (const char of address) {
    const forms = char === "/" ? [char] : characterForms(char);
    spellings = spellings.flatMap((start) => forms.map((form) => start + form));
  }
  return spellings.filter((spelling) => spelling !== address);
}

/**
 * Addresses whose look-alikes both servers answer 404: the admin page (its file must never be served
 * under the site-wide headers) and the not-found page (never a 200).
 */
export const LOOKALIKE_TARGETS = [ADMIN_PAGE, "/404", "/404.html"] as const;

/**
 * The endings of an address as written that decode to `.../name` (for `/name`) without being one of
 * its `encodedSpellings`: the name after another separator (`//name`, `%2Fname`), or after anything
 * once one of its characters is percent-encoded (everything from the last encoded character on).
 * `wrangler pages dev` decodes the whole address, folds repeated slashes and `..`, and then serves
 * `/name`'s file there, but matches `_headers` on the address as written; the endings are few
 * enough for one `_redirects` rule each (`/*ending`), and together they cover every such address.
 */
export function lookalikeEndings(address: string): string[] {
  const name = address.slice(1);
  const endings = ["/", "%2F", "%2f"].map((separator) => separator + name);
  [...name].forEach((char, i) => {
    for (const form of characterForms(char).slice(1)) endings.push(form + name.slice(i + 1));
  });
  return endings;
}

const LOOKALIKE_ENDINGS = LOOKALIKE_TARGETS.flatMap(lookalikeEndings);

/** Is this address as written a look-alike (as the CDN's `/*ending` rules match it: something before the ending)? */
export const isLookalike = (rawPath: string) =>
  LOOKALIKE_ENDINGS.some((ending) => rawPath.length > ending.length && rawPath.endsWith(ending));

/** The address a page's index.html answers at ("/" for the home page). */
const pageUrl = (url: string) => url.slice(0, -"/index.html".length) || "/";

/** The same validator nginx uses for files it does not hold: size and modification time. */
const diskEtag = (stat: Stats) => `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
const contentEtag = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

export class StaticSite {
  private readonly routes = new Map<string, Resolution>();
  readonly fallback: SiteFile | undefined;

  constructor(
    readonly root: string,
    private readonly policy: SitePolicy,
    inMemoryLimit = IN_MEMORY_LIMIT,
  ) {
    const all = walk(root);
    const present = new Set(all);
    let fallback: SiteFile | undefined;
    for (const path of all) {
      if (path.endsWith(".br") || path.endsWith(".gz")) continue;
      const url = "/" + relative(root, path).split(sep).join("/");
      const load = (file: string, encoding?: string) => this.representation(url, path, file, inMemoryLimit, encoding);
      const file: SiteFile = { identity: load(path) };
      if (present.has(`${path}.br`)) file.br = load(`${path}.br`, "br");
      if (present.has(`${path}.gz`)) file.gzip = load(`${path}.gz`, "gzip");
      if (url === FALLBACK) {
        // Only ever an answer to unknown addresses, never at its own.
        fallback = file;
      } else if (url.endsWith("/index.html")) {
        // One address per page, /x; /x/ and /x.html redirect to it with a 308, as Cloudflare Pages
        // does by itself. /x/index.html is not an address there (the CDN folder has x.html), nor here.
        const page = pageUrl(url);
        const toPage = { redirect: page, status: 308 } as const;
        this.routes.set(page, { file, status: page === "/404" ? 404 : 200 });
        if (page === "/") this.routes.set(url, toPage);
        else {
          this.routes.set(`${page}/`, toPage);
          // A file of that name (404.html, the CDNs' not-found page) keeps its own answer.
          if (!present.has(join(root, `${page}.html`))) this.routes.set(`${page}.html`, toPage);
        }
        if (page === ADMIN_PAGE) for (const spelling of encodedSpellings(page)) this.routes.set(spelling, toPage);
      } else {
        // The CDNs' not-found page (the app shell) keeps its status when asked for by name.
        this.routes.set(url, { file, status: url === "/404.html" ? 404 : 200 });
      }
    }
    this.fallback = fallback;
  }

  /** What answers an address (already percent-decoded), if anything does. */
  resolve(pathname: string): Resolution | undefined {
    return this.routes.get(pathname);
  }

  /** The encoding of a file the client prefers among those there are. */
  choose(file: SiteFile, acceptEncoding: string | undefined): Representation {
    if (!file.br && !file.gzip) return file.identity;
    const encoding = negotiate(acceptEncoding ?? "", ENCODINGS);
    return (encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : undefined) ?? file.identity;
  }

  /**
   * Answers with an in-memory representation: 304 when the client's copy is current, otherwise
   * the precomputed headers and body in one write (HEAD: Node leaves the body out).
   */
  answer(req: IncomingMessage, res: ServerResponse, chosen: Representation & { body: Buffer }, status: number, https: boolean) {
    if (
      status === 200 &&
      (req.headers["if-none-match"] || req.headers["if-modified-since"]) &&
      fresh(req.headers, chosen.headers)
    ) {
      res.writeHead(304, https ? { ...chosen.notModified, "strict-transport-security": HSTS_VALUE } : chosen.notModified);
      res.end();
      return;
    }
    res.writeHead(status, https ? { ...chosen.headers, "strict-transport-security": HSTS_VALUE } : chosen.headers);
    res.end(chosen.body);
  }

  /** The headers of a file streamed from disk, from the open file's own size and time. */
  diskHeaders(representation: Representation, stat: Stats): Pick<Representation, "headers" | "notModified"> {
    return this.headersFor(representation.headers, stat.size, diskEtag(stat), stat.mtime);
  }

  private representation(url: string, source: string, file: string, inMemoryLimit: number, encoding?: string): Representation {
    const stat = statSync(file);
    const type = TYPES[extname(source)] ?? "application/octet-stream";
    const isHtml = type === TYPES[".html"];
    const csp = isHtml
      ? (this.policy.cspByPage[url.endsWith("/index.html") ? pageUrl(url) : url] ?? this.policy.defaultCsp)
      : this.policy.defaultCsp;
    const base: Record<string, string> = {
      "content-type": type,
      vary: "Accept-Encoding",
      "cache-control": cacheControl(url, isHtml),
    };
    if (encoding) base["content-encoding"] = encoding;
    const security = isImmutable(url) ? assetSecurityHeaders : securityHeaders(csp);
    for (const [name, value] of Object.entries(security)) base[name.toLowerCase()] = value;
    if (url === `${ADMIN_PAGE}/index.html`) base["x-robots-tag"] = "noindex, nofollow";
    // Last-Modified of the source, so every encoding agrees.
    const modified = statSync(source).mtime;
    if (stat.size > inMemoryLimit)
      return { body: null, path: file, ...this.headersFor(base, stat.size, diskEtag(stat), modified) };
    const body = readFileSync(file);
    return { body, path: file, ...this.headersFor(base, body.length, contentEtag(body), modified) };
  }

  private headersFor(base: Readonly<Record<string, string>>, size: number, etag: string, modified: Date) {
    const headers: Record<string, string> = {
      ...base,
      etag,
      "last-modified": modified.toUTCString(),
      "content-length": String(size),
    };
    // A 304 describes no body.
    const { "content-length": _length, "content-type": _type, "content-encoding": _encoding, ...notModified } = headers;
    return { headers, notModified };
  }
}
