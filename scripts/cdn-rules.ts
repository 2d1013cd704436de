/**
 * The CDN files (`_headers`, `_redirects`) as Cloudflare Pages and Netlify read them, and the
 * build's check of both: a rule a host ignores fails the build instead of failing silently in
 * production. Limits and forms from Cloudflare's documentation and its parser
 * (cloudflare/workers-sdk, packages/workers-shared/utils/configuration) and Netlify's
 * (docs.netlify.com, netlify/build packages/headers-parser and redirect-parser).
 */
import { RETIRED_GIN_PATH } from "../app/lib/catalogue/retired-gin";
import { legacyRedirects, resolveLegacyPath } from "../app/lib/routing/legacy-redirects";
import { ADMIN_PAGE, encodedSpellings, LOOKALIKE_TARGETS, lookalikeEndings } from "../server/static-site";
import { inlineScriptHashes } from "./inline-script-hashes";

/** Cloudflare Pages: rules past the 100th are ignored. */
export const MAX_HEADER_RULES = 100;
export const MAX_HEADER_LINE_LENGTH = 2000;
export const MAX_STATIC_REDIRECTS = 2000;
export const MAX_DYNAMIC_REDIRECTS = 100;
export const MAX_REDIRECT_LINE_LENGTH = 1000;
/** Cloudflare accepts these and nothing else (a 404 "rewrite" is rejected); Netlify accepts them too. */
export const REDIRECT_STATUSES: readonly number[] = [200, 301, 302, 303, 307, 308];

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  /** headers set by an earlier, wider rule that this one removes (`! Name`) */
  detach?: string[];
}

export function formatHeaders(rules: HeaderRule[]): string {
  const lines = rules.flatMap(({ path, headers, detach = [] }) => [
    path,
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]);
  return lines.join("\n") + "\n";
}

const contentLines = (text: string) =>
  text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== "" && !line.startsWith("#"));

/** Reads a `_headers` file the way both hosts do; problems are what either would reject or ignore. */
export function parseHeaders(text: string): { rules: HeaderRule[]; problems: string[] } {
  const rules: HeaderRule[] = [];
  const problems: string[] = [];
  for (const { line, number } of contentLines(text)) {
    const at = `_headers line ${number}`;
    if (line.length > MAX_HEADER_LINE_LENGTH) problems.push(`${at}: longer than ${MAX_HEADER_LINE_LENGTH} characters`);
    if (line.startsWith("/")) {
      if (/\s/.test(line)) problems.push(`${at}: a path with spaces: ${line}`);
      if ((line.match(/\*/g) ?? []).length > 1) problems.push(`${at}: more than one splat in ${line}`);
      rules.push({ path: line, headers: {}, detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) {
      problems.push(`${at}: a header before any path`);
      continue;
    }
    if (line.startsWith("! ")) {
      rule.detach!.push(line.slice(2).trim());
      continue;
    }
    const separator = line.indexOf(":");
    const name = line.slice(0, separator).trim();
    const value = line.slice(separator + 1).trim();
    if (separator < 1 || /\s/.test(name) || value === "") {
      problems.push(`${at}: not a "Name: value" header: ${line.slice(0, 80)}`);
      continue;
    }
    rule.headers[name] = rule.headers[name] === undefined ? value : `${rule.headers[name]}, ${value}`;
  }
  if (rules.length > MAX_HEADER_RULES) {
    problems.push(`_headers has ${rules.length} rules; Cloudflare Pages ignores every rule past the ${MAX_HEADER_RULES}th`);
  }
  for (const rule of rules) {
    if (!Object.keys(rule.headers).length && !rule.detach!.length) problems.push(`_headers: rule ${rule.path} has no headers`);
  }
  return { rules, problems };
}

/** A rule's path as Cloudflare matches it: `*` any characters, `:name` one path segment. */
const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
      .join(".*")}$`,
  );

/**
 * The headers a request for `path` receives, by lower-case name: every matching rule in order,
 * values of a repeated header joined with a comma, `!` removing what earlier rules set (Cloudflare;
 * Netlify's parser skips `!` lines, so there both values stay).
 */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(path)) continue;
    for (const name of rule.detach ?? []) delete headers[name.toLowerCase()];
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

/** Where the CDN rewrites `/404` and `/404.html`: an address with no file, so Pages answers it with 404.html and status 404. */
export const NOT_FOUND_REWRITE = "/__not-found";

/**
 * The `_redirects` file: the answers the Node server gives that Cloudflare Pages would not give by
 * itself (tests/e2e/cdn-node-agreement.spec.ts holds both to one list). Rules match the address as
 * written, as the server's legacy table does; Pages' own 308s (`/x/`, `/x.html`) need no rule.
 */
export function cdnRedirects(): string {
  // The retired gin goes where the legacy module sends it: its rule is written there alone.
  const retiredGinTarget = resolveLegacyPath(RETIRED_GIN_PATH);
  if (!retiredGinTarget) throw new Error(`cdnRedirects: the legacy table sends ${RETIRED_GIN_PATH} nowhere`);
  const legacy = Object.entries({ ...legacyRedirects, [RETIRED_GIN_PATH]: retiredGinTarget }).flatMap(([from, to]) => [
    `${from} ${to} 301`,
    `${from}/ ${to} 301`,
  ]);
  // Pages serves the admin page at these too, but would send the site-wide headers (see encodedSpellings).
  const adminSpellings = encodedSpellings(ADMIN_PAGE).map((spelling) => `${spelling} ${ADMIN_PAGE} 308`);
  // 404.html is the not-found page; as a file, Pages would serve it at /404 with status 200.
  const notFound = ["/404", "/404.html"].map((address) => `${address} ${NOT_FOUND_REWRITE} 200`);
  // The retired gin under any folder; dynamic rules come last (Cloudflare counts every rule after one as dynamic).
  const retiredGinAnywhere = [`/*${RETIRED_GIN_PATH} ${retiredGinTarget} 301`, `/*${RETIRED_GIN_PATH}/ ${retiredGinTarget} 301`];
  // Addresses that `wrangler pages dev` folds onto these pages' files (`//admin`, `/x/..%2Fadmin`,
  // `/%34%30%34`) without their rules: not found, as on the Node server (see lookalikeEndings).
  const lookalikes = LOOKALIKE_TARGETS.flatMap(lookalikeEndings).map((ending) => `/*${ending} ${NOT_FOUND_REWRITE} 200`);
  return [...legacy, ...adminSpellings, ...notFound, ...retiredGinAnywhere, ...lookalikes].join("\n") + "\n";
}

/** Problems Cloudflare Pages would have with a `_redirects` file. */
export function checkRedirects(text: string): string[] {
  const problems: string[] = [];
  const sources = new Set<string>();
  let staticRules = 0;
  let dynamicRules = 0;
  for (const { line, number } of contentLines(text)) {
    const at = `_redirects line ${number} (${line})`;
    if (line.length > MAX_REDIRECT_LINE_LENGTH) problems.push(`${at}: longer than ${MAX_REDIRECT_LINE_LENGTH} characters`);
    const tokens = line.split(/\s+/);
    // The default status differs (Cloudflare 302, Netlify 301), so every rule names its own.
    if (tokens.length !== 3) {
      problems.push(`${at}: expected "from to status"`);
      continue;
    }
    const [from, to, statusText] = tokens as [string, string, string];
    const status = Number(statusText);
    const splats = (from.match(/\*/g) ?? []).length;
    const placeholders: string[] = from.match(/:[A-Za-z]\w*/g) ?? [];
    const dynamic = splats > 0 || placeholders.length > 0;

    if (!from.startsWith("/")) problems.push(`${at}: the source must be a path`);
    if (!to.startsWith("/") && !to.startsWith("https://")) problems.push(`${at}: the destination must be a path or an https URL`);
    if (!REDIRECT_STATUSES.includes(status))
      problems.push(`${at}: status ${statusText} is not one of ${REDIRECT_STATUSES.join(", ")}`);
    // Cloudflare takes a splat anywhere in the path (Netlify only at its end; Netlify is not a target).
    if (splats > 1) problems.push(`${at}: more than one splat`);
    for (const used of to.match(/:[A-Za-z]\w*/g) ?? []) {
      if (used === ":splat" ? splats === 0 : !placeholders.includes(used)) problems.push(`${at}: ${used} is not in the source`);
    }
    if (status === 200 && dynamic && to !== NOT_FOUND_REWRITE) {
      problems.push(`${at}: a rewrite of a pattern (unknown paths get 404.html)`);
    }
    if (status === 200 && !to.startsWith("/")) problems.push(`${at}: a rewrite to another host`);
    if (splats && /\/index(\.html)?$/.test(to)) problems.push(`${at}: loops on Cloudflare (it strips /index)`);
    if (sources.has(from)) problems.push(`${at}: a second rule for ${from} (only the first applies)`);
    sources.add(from);

    // Cloudflare counts every rule after the first dynamic one as dynamic.
    if (dynamic || dynamicRules > 0) {
      if (!dynamic) problems.push(`${at}: a static rule after a dynamic one`);
      dynamicRules++;
    } else staticRules++;
  }
  if (staticRules > MAX_STATIC_REDIRECTS)
    problems.push(`_redirects has ${staticRules} static rules; the limit is ${MAX_STATIC_REDIRECTS}`);
  if (dynamicRules > MAX_DYNAMIC_REDIRECTS)
    problems.push(`_redirects has ${dynamicRules} dynamic rules; the limit is ${MAX_DYNAMIC_REDIRECTS}`);
  return problems;
}

/**
 * Hashes of the page's executable inline scripts that the Content-Security-Policy header value
 * does not allow. A value with several policies (joined by commas) allows what all of them allow.
 */
export function scriptsBlockedBy(csp: string | undefined, html: string): string[] {
  const scriptSources = (csp ?? "").split(",").map(
    (policy) =>
      policy
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === "script-src") ?? [],
  );
  return inlineScriptHashes(html).filter((hash) => scriptSources.some((sources) => !sources.includes(`'${hash}'`)));
}

export interface SiteToCheck {
  headers: string;
  redirects: string;
  /** pre-rendered HTML by the path it is served at */
  pages: Record<string, string>;
  /** the HTML a CDN answers unknown addresses with (404.html) */
  notFoundPage: string;
  /** the Node server's CSP by page path, and for everything else (build/csp.json) */
  serverCsp: { pages: Record<string, string>; default: string };
}

/** Everything the build refuses to ship: invalid CDN files, and pages whose inline scripts their CSP would block. */
export function checkSite(site: SiteToCheck): string[] {
  const { rules, problems } = parseHeaders(site.headers);
  problems.push(...checkRedirects(site.redirects));
  const blocked = (where: string, csp: string | undefined, html: string) => {
    const hashes = scriptsBlockedBy(csp, html);
    if (hashes.length) problems.push(`${where}: inline scripts not allowed by its CSP (${hashes.join(" ")})`);
  };
  for (const [path, html] of Object.entries(site.pages)) {
    // The CDN folder serves each page at its own address, as the Node server does (see cdn-output.ts).
    blocked(`${path} on the CDN`, headersFor(rules, path)["content-security-policy"], html);
    blocked(`${path} on the Node server`, site.serverCsp.pages[path] ?? site.serverCsp.default, html);
  }
  blocked(
    "an unknown address on the CDN (404.html)",
    headersFor(rules, "/no/such/page")["content-security-policy"],
    site.notFoundPage,
  );
  return problems;
}
