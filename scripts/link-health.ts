/**
 * What `npm run links` (scripts/links.ts) checks and how it names what it sees: the outbound
 * addresses of the content, robots.txt, the soft-404 comparison, and the checker itself (Node's
 * fetch, redirects followed by hand). The history and the three-different-days rule are
 * content/link-health.ts, which the pages read too.
 */
import { randomUUID } from "node:crypto";
import { lookup } from "node:dns/promises";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import type { LinkCheck } from "../content/link-health";
import { socialLinksSchema, type Botanical, type DistilleryProfile, type ProductRecord, type Source } from "../content/schema";

/* ---------- The addresses ---------- */

/** Where an address is used: the file and the field, e.g. sources.0.url. */
export interface LinkUse {
  file: string;
  field: string;
}
export interface OutboundLink {
  url: string;
  usedIn: LinkUse[];
}

/** Each address once, with every place it is used, in address order; only http(s) addresses. */
export function dedupeLinks(uses: (LinkUse & { url: string | undefined })[]): OutboundLink[] {
  const byUrl = new Map<string, LinkUse[]>();
  for (const { url, file, field } of uses) {
    if (!url || !/^https?:\/\//i.test(url) || !URL.canParse(url)) continue;
    byUrl.set(url, [...(byUrl.get(url) ?? []), { file, field }]);
  }
  return [...byUrl.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([url, usedIn]) => ({ url, usedIn }));
}

export interface ContentForLinks {
  /** each bottle's record and file, with the Buy Now address the site resolves for it */
  products: { file: string; record: ProductRecord; buyLink?: string }[];
  distilleries: { file: string; record: DistilleryProfile }[];
  /** the botanical pages' entries, all in one file (named by slug) */
  botanicals?: { file: string; record: Pick<Botanical, "slug" | "sources"> }[];
  /** blog posts: an external post's address, the rendered body whose links are followed, and the cited sources */
  posts?: { file: string; externalUrl?: string; html?: string; sources?: Source[] }[];
}

const SOCIAL_FIELDS = Object.keys(socialLinksSchema.shape) as (keyof typeof socialLinksSchema.shape)[];

function recordUses(file: string, record: Pick<ProductRecord, "sources">, prefix = "") {
  return (record.sources ?? []).flatMap((source, index) => [
    { url: source.url, file, field: `${prefix}sources.${index}.url` },
    { url: source.archived, file, field: `${prefix}sources.${index}.archived` },
  ]);
}

const socialUses = (file: string, links: Partial<Record<(typeof SOCIAL_FIELDS)[number], string>>, prefix = "") =>
  SOCIAL_FIELDS.map((field) => ({ url: links[field], file, field: `${prefix}${field}` }));

const HREF = /\bhref="(https?:\/\/[^"]+)"/g;

/** Every outbound address the site shows or cites, from the resolved content. */
export function contentLinks(content: ContentForLinks): OutboundLink[] {
  return dedupeLinks([
    ...content.products.flatMap(({ file, record, buyLink }) => [
      ...recordUses(file, record),
      ...(record.offers ?? []).flatMap((offer, index) => [
        { url: offer.url, file, field: `offers.${index}.url` },
        { url: offer.source, file, field: `offers.${index}.source` },
      ]),
      { url: buyLink, file, field: "Buy Now" },
    ]),
    ...content.distilleries.flatMap(({ file, record }) => [...recordUses(file, record), ...socialUses(file, record)]),
    ...(content.botanicals ?? []).flatMap(({ file, record }) => recordUses(file, record, `${record.slug}.`)),
    ...(content.posts ?? []).flatMap(({ file, externalUrl, html, sources }) => [
      { url: externalUrl, file, field: "externalUrl" },
      // named by id: a post's list also holds the records' sources its :fact directives cite
      ...(sources ?? []).flatMap((source) => [
        { url: source.url, file, field: `sources (${source.id}).url` },
        { url: source.archived, file, field: `sources (${source.id}).archived` },
      ]),
      ...[...(html ?? "").matchAll(HREF)].map(([, href]) => ({ url: href!.replace(/&amp;/g, "&"), file, field: "body" })),
    ]),
  ]);
}

/** The addresses of a `--urls` file: one a line; blank lines and # comments ignored. */
export function urlListLinks(text: string, file: string): OutboundLink[] {
  return dedupeLinks(
    text.split(/\r?\n/).map((line, index) => ({ url: line.replace(/#.*$/, "").trim(), file, field: `line ${index + 1}` })),
  );
}

/* ---------- robots.txt ---------- */

interface RobotsGroup {
  agents: string[];
  rules: { allow: boolean; path: string }[];
}

/**
 * How much of a robots.txt is read, so that no host's file costs more than a few milliseconds:
 * its first 500 KiB (the rest is ignored, as Google does), its first 1,000 rules, and no rule
 * longer than 512 characters (no real site writes one; a longer one is skipped).
 */
export const ROBOTS_LIMITS = { chars: 500 * 1024, rules: 1_000, ruleLength: 512 } as const;

/** The groups of a robots.txt (RFC 9309): user-agent lines, then their allow and disallow rules. */
export function parseRobots(text: string): RobotsGroup[] {
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | undefined;
  let inAgents = false;
  let rules = 0;
  for (const raw of text.slice(0, ROBOTS_LIMITS.chars).split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (key === "user-agent") {
      if (!current || !inAgents) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      inAgents = true;
    } else if ((key === "allow" || key === "disallow") && current) {
      inAgents = false;
      // An empty Disallow allows everything: it is no rule at all.
      if (value && value.length <= ROBOTS_LIMITS.ruleLength && rules < ROBOTS_LIMITS.rules) {
        current.rules.push({ allow: key === "allow", path: value });
        rules++;
      }
    } else {
      inAgents = false;
    }
  }
  return groups;
}

/**
 * Whether a rule matches a path (RFC 9309 with Google's `*` and trailing `$`): the part before
 * the first `*` is a prefix, each later part is found leftmost after the one before (leftmost
 * always leaves the most room, so this greedy pass is exact), and with `$` the last part must end
 * the path. Each character of the path is looked at a bounded number of times: no backtracking.
 */
export function ruleMatches(rule: string, path: string): boolean {
  const anchored = rule.endsWith("$");
  const parts = (anchored ? rule.slice(0, -1) : rule).split("*");
  const first = parts[0]!;
  if (!path.startsWith(first)) return false;
  let at = first.length;
  if (parts.length === 1) return !anchored || at === path.length;
  for (const part of parts.slice(1, -1)) {
    const found = path.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  const last = parts.at(-1)!;
  return anchored ? path.length - last.length >= at && path.endsWith(last) : path.indexOf(last, at) >= 0;
}

/**
 * Whether robots.txt lets `agent` (a product token) fetch the address: its own groups, or the `*`
 * groups; the longest matching rule decides, and allow wins a tie.
 */
export function robotsAllows(groups: RobotsGroup[], agent: string, address: URL): boolean {
  const own = groups.filter((group) => group.agents.includes(agent.toLowerCase()));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes("*"));
  const path = address.pathname + address.search;
  let best: { allow: boolean; path: string } | undefined;
  for (const rule of chosen.flatMap((group) => group.rules)) {
    if (!ruleMatches(rule.path, path)) continue;
    if (!best || rule.path.length > best.path.length || (rule.path.length === best.path.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}

/* ---------- Soft 404s ---------- */

/** A page reduced to what the soft-404 comparison looks at: its title and main text as word sets, digits dropped. */
export interface PageFingerprint {
  title: string[];
  text: string[];
}

/*
 * Pages come from any host, so they are read by forward scans with indexOf, never by patterns
 * that could rescan the rest of the page at each unclosed `<!--` or `<script`: the time is linear
 * in the page's size whatever it holds. Tag names are found in an ASCII-lowercased copy, which
 * keeps every index of the page.
 */
const asciiLower = (html: string) => html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
const isNameChar = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95;
/** Where `<name` starts a tag at `at` (not `<names`). */
const tagAt = (lower: string, at: number, name: string) =>
  lower.startsWith(`<${name}`, at) && !isNameChar(lower.charCodeAt(at + name.length + 1));

const HIDDEN_ELEMENTS = ["script", "style", "noscript", "template", "svg"];

/** The page without comments, hidden elements (scripts, styles, drawings) and tags. */
function visibleText(html: string): string {
  const lower = asciiLower(html);
  const out: string[] = [];
  // An element found unclosed once has no closing tag later either: it is not searched again.
  const unclosed = new Set<string>();
  let at = 0;
  while (at < html.length) {
    const open = lower.indexOf("<", at);
    if (open < 0) {
      out.push(html.slice(at));
      break;
    }
    out.push(html.slice(at, open), " ");
    if (lower.startsWith("<!--", open)) {
      const end = lower.indexOf("-->", open + 4);
      // An unclosed comment runs to the end of the page, as in a browser.
      if (end < 0) break;
      at = end + 3;
      continue;
    }
    const hidden = HIDDEN_ELEMENTS.find((name) => !unclosed.has(name) && tagAt(lower, open, name));
    if (hidden) {
      const close = lower.indexOf(`</${hidden}>`, open);
      if (close >= 0) {
        at = close + hidden.length + 3;
        continue;
      }
      unclosed.add(hidden);
    }
    const end = lower.indexOf(">", open);
    // A `<` that no `>` follows is text, and so is the rest of the page.
    if (end < 0) {
      out.push(html.slice(open));
      break;
    }
    at = end + 1;
  }
  return out.join("");
}

/** The inside of the first `<name …>…</name>`; with `toEnd`, an unclosed one runs to the end of the page. */
function elementText(html: string, lower: string, name: string, toEnd = false): string | undefined {
  for (let from = 0; ;) {
    const open = lower.indexOf(`<${name}`, from);
    if (open < 0) return undefined;
    if (!tagAt(lower, open, name)) {
      from = open + 1;
      continue;
    }
    const start = lower.indexOf(">", open);
    if (start < 0) return undefined;
    const close = lower.indexOf(`</${name}>`, start + 1);
    if (close >= 0) return html.slice(start + 1, close);
    return toEnd ? html.slice(start + 1) : undefined;
  }
}

function words(html: string): string[] {
  const text = visibleText(html)
    // Both pages of a comparison lose their entities alike, so they need no decoding.
    .replace(/&[#a-z0-9]+;/gi, " ")
    .toLowerCase()
    // Digits differ between a missing page's answers (the address, a request id): drop them.
    .replace(/[^\p{L}]+/gu, " ");
  return [...new Set(text.split(" ").filter(Boolean))].sort();
}

export function pageFingerprint(html: string): PageFingerprint {
  const lower = asciiLower(html);
  const title = elementText(html, lower, "title") ?? "";
  const main = elementText(html, lower, "main") ?? elementText(html, lower, "body", true) ?? html;
  return { title: words(title), text: words(main) };
}

/** Jaccard similarity of two word sets: 1 when both are empty. */
export function similarity(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const set = new Set(a);
  const shared = b.filter((word) => set.has(word)).length;
  return shared / (a.length + b.length - shared);
}

/** How alike a page must be to the host's answer for a missing address to count as that answer. */
export const SOFT_404_SIMILARITY = 0.85;

export const looksMissing = (page: PageFingerprint, missing: PageFingerprint) =>
  similarity(page.title, missing.title) >= SOFT_404_SIMILARITY && similarity(page.text, missing.text) >= SOFT_404_SIMILARITY;

/* ---------- Redirects ---------- */

const comparable = (url: URL) =>
  `${url.hostname.toLowerCase().replace(/^www\./, "")}${url.port ? `:${url.port}` : ""}${url.pathname.replace(/\/+$/, "")}${url.search}`;

/**
 * A redirect that keeps the address: http to https, www. added or dropped, a trailing slash added
 * or dropped. The curator has nothing to update, so it counts as ok.
 */
export function sameAddress(from: URL, to: URL): boolean {
  const upgrade = from.protocol === to.protocol || (from.protocol === "http:" && to.protocol === "https:");
  return upgrade && comparable(from) === comparable(to);
}

export const isHomePage = (url: URL) => url.pathname === "/" && url.search === "";

const SEARCH_PARAMS = ["s", "q", "query", "search", "keyword", "keywords"];
export const isSearchPage = (url: URL) =>
  /\/(search|leit)(\/|\.|$)/i.test(url.pathname) || SEARCH_PARAMS.some((name) => url.searchParams.has(name));

/* ---------- Network failures ---------- */

/** What went wrong below HTTP, in the curator's words. */
export function networkFailure(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const name = (error as { name?: string })?.name;
  const code = cause?.code ?? (error as { code?: string })?.code ?? "";
  if (name === "TimeoutError" || name === "AbortError" || /TIMEOUT|ETIMEDOUT/.test(code))
    return `timeout (no answer in ${timeoutMs / 1000} s)`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NODATA") return `DNS failure (${code})`;
  if (code === "ECONNREFUSED") return "connection refused";
  if (/CERT|TLS|SSL/i.test(code) || /certificate|tls|ssl/i.test(cause?.message ?? ""))
    return `TLS failure (${code || cause?.message})`;
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return "connection reset";
  return `network error (${code || cause?.message || (error instanceof Error ? error.message : String(error))})`;
}

/* ---------- Private addresses ---------- */

/** Where a public host must not send the checker: loopback, private, shared, link-local, unspecified, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is on the public internet (IPv4-mapped IPv6 addresses count as their IPv4 address). */
export function isPublicAddress(address: string): boolean {
  const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : undefined;
  return family !== undefined && !NOT_PUBLIC.check(address, family);
}

/** A host name's addresses (an IP address stands for itself). */
export type Resolve = (hostname: string) => Promise<string[]>;
export const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address }) => address);

const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Why a redirect must not be followed: a public host sending the checker to an address of the
 * machine's own network (say an expired domain bought to probe it). Hosts that are not public
 * themselves, such as a local test server, may redirect anywhere. Undefined when it may be followed.
 */
export async function privateRedirect(from: URL, to: URL, resolve: Resolve = systemResolve): Promise<string | undefined> {
  if (bareHost(from) === bareHost(to)) return undefined;
  const addresses = async (url: URL) => resolve(bareHost(url)).catch(() => undefined);
  const fromAddresses = await addresses(from);
  // A host that cannot be resolved now (it answered a moment ago) is taken as public.
  if (fromAddresses && !fromAddresses.some(isPublicAddress)) return undefined;
  // A target that cannot be resolved is not refused: its request then fails as a DNS failure.
  const inside = (await addresses(to))?.find((address) => !isPublicAddress(address));
  return inside ? `redirects to a private address (${to.host}: ${inside})` : undefined;
}

/* ---------- The checker ---------- */

export interface CheckerOptions {
  /** sent with every request; names the site */
  userAgent: string;
  /** the product token robots.txt groups are matched against */
  robotsAgent: string;
  /** per request (default 15 s) */
  timeoutMs?: number;
  /** requests at a time to one host (default 2) */
  perHost?: number;
  /** redirects followed before giving up (default 5) */
  maxRedirects?: number;
  /** the path asked once per host for its missing-page answer (default a random one) */
  missingPath?: () => string;
  /**
   * The most time one host's addresses may take, everything included (default one minute plus the
   * request timeout per address); the addresses still open then are dead, "timed out: host budget".
   */
  hostBudgetMs?: number;
  /** host names to addresses, to refuse redirects into private space (default the system's resolver) */
  resolve?: Resolve;
  /** called once per host when its addresses are done (or its budget is spent), with whether any host answered so far */
  onHost?: (results: CheckResult[], reachedAnyHost: boolean) => void | Promise<void>;
}

export interface CheckResult extends LinkCheck {
  url: string;
}
export interface CheckRun {
  results: CheckResult[];
  /** false when not one request got an HTTP answer: the machine is offline, nothing can be concluded */
  reachedAnyHost: boolean;
}

/** At most `size` tasks at a time; a finished task hands its place to the next waiting one. */
class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Runs `task` for 0…count-1, `size` at a time, until all are done or `signal` aborts. */
async function eachAtMost(count: number, size: number, task: (index: number) => Promise<void>, signal?: AbortSignal) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, count) }, async () => {
      while (next < count && !signal?.aborted) await task(next++);
    }),
  );
}

type Answer = { code: number; location?: string; body?: string } | { failure: string };
interface Visit {
  final: URL;
  redirects: number;
  answer?: Answer;
  /** robots.txt disallows this address of the way */
  disallowed?: URL;
  tooManyRedirects?: boolean;
}

/** The most of a page that is read (and fingerprinted). */
const BODY_LIMIT = 1_000_000;
/** Hosts checked at once; each has at most `perHost` addresses under way. */
const HOSTS_AT_ONCE = 4;
const BLOCKED_CODES = [401, 403, 429];
const isSuccess = (answer: Answer | undefined): answer is { code: number; body?: string } =>
  answer !== undefined && "code" in answer && answer.code >= 200 && answer.code < 300;

async function readText(response: Response, limit = BODY_LIMIT): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit));
}

/** The address of a `--urls` line or content field, grouped by host ("" when it is not one). */
const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : "");

/**
 * Checks every address: one status each, and whether any host answered at all. Each host is
 * checked on its own, against its own time budget; nothing a host sends costs more than linear
 * work, so the budget's timer always gets its turn and ends the host's requests.
 */
export async function checkLinks(urls: string[], options: CheckerOptions): Promise<CheckRun> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const perHost = options.perHost ?? 2;
  const maxRedirects = options.maxRedirects ?? 5;
  const missingPath = options.missingPath ?? (() => `/gins-of-iceland-link-check-missing-page-${randomUUID()}`);
  const resolve = options.resolve ?? systemResolve;
  // Shared by all hosts: an address redirected to another host still asks that host at most perHost at a time.
  const limiters = new Map<string, Limiter>();
  let reachedAnyHost = false;

  /** One host's addresses, with caches of their own so that its budget ends all of its work. */
  function hostChecker(signal: AbortSignal) {
    const headRefused = new Set<string>();
    const robotsByOrigin = new Map<string, Promise<RobotsGroup[]>>();
    const missingByOrigin = new Map<string, Promise<{ final: string; redirected: boolean; page: PageFingerprint } | undefined>>();

    async function request(url: URL, method: "HEAD" | "GET", wantBody = false, bodyLimit?: number): Promise<Answer> {
      let limiter = limiters.get(url.host);
      if (!limiter) limiters.set(url.host, (limiter = new Limiter(perHost)));
      return limiter.run(async () => {
        try {
          const response = await fetch(url, {
            method,
            redirect: "manual",
            headers: { "user-agent": options.userAgent, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" },
            signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
          });
          reachedAnyHost = true;
          const body = wantBody ? await readText(response, bodyLimit) : undefined;
          if (!wantBody) await response.body?.cancel().catch(() => undefined);
          return { code: response.status, location: response.headers.get("location") ?? undefined, body };
        } catch (error) {
          return { failure: networkFailure(error, timeoutMs) };
        }
      });
    }

    /** The redirect target of an answer, or a failure when it points nowhere the checker may go. */
    async function redirectTarget(answer: Answer, from: URL): Promise<URL | Answer | undefined> {
      if (!("code" in answer) || answer.code < 300 || answer.code >= 400 || !answer.location) return undefined;
      let next: URL;
      try {
        next = new URL(answer.location, from);
      } catch {
        return { failure: `redirects to a malformed address (${answer.location})` };
      }
      if (!/^https?:$/.test(next.protocol)) return { failure: `redirects to a ${next.protocol} address` };
      const refused = await privateRedirect(from, next, resolve);
      return refused ? { failure: refused } : next;
    }

    /** robots.txt of an origin, fetched once; only a 2xx answer has rules (4xx allows all, as RFC 9309 says). */
    function robotsOf(origin: string): Promise<RobotsGroup[]> {
      let robots = robotsByOrigin.get(origin);
      if (!robots) {
        robots = (async () => {
          let url = new URL("/robots.txt", origin);
          for (let hop = 0; hop <= maxRedirects; hop++) {
            const answer = await request(url, "GET", true, ROBOTS_LIMITS.chars);
            const next = await redirectTarget(answer, url);
            if (next instanceof URL) {
              url = next;
              continue;
            }
            // A host that cannot give its robots.txt is checked anyway: the address's own request then says what is wrong.
            return isSuccess(answer) ? parseRobots(answer.body ?? "") : [];
          }
          return [];
        })();
        robotsByOrigin.set(origin, robots);
      }
      return robots;
    }

    /** Follows redirects by hand, asking robots.txt before each request. */
    async function visit(start: URL, wantBody: boolean): Promise<Visit> {
      let current = start;
      for (let redirects = 0; ; redirects++) {
        if (!robotsAllows(await robotsOf(current.origin), options.robotsAgent, current))
          return { final: current, redirects, disallowed: current };
        const useGet = wantBody || headRefused.has(current.host);
        let answer = await request(current, useGet ? "GET" : "HEAD", wantBody);
        if (!useGet && "code" in answer && (answer.code === 405 || answer.code === 501)) {
          headRefused.add(current.host);
          answer = await request(current, "GET", wantBody);
        }
        const next = await redirectTarget(answer, current);
        if (next === undefined) return { final: current, redirects, answer };
        if (!(next instanceof URL)) return { final: current, redirects, answer: next };
        if (redirects >= maxRedirects) return { final: current, redirects, answer, tooManyRedirects: true };
        current = next;
      }
    }

    /** What the host answers for an address that cannot exist, asked once per origin; undefined when it says 404. */
    function missingPageOf(origin: string) {
      let missing = missingByOrigin.get(origin);
      if (!missing) {
        missing = visit(new URL(missingPath(), origin), true).then((seen) =>
          isSuccess(seen.answer)
            ? { final: seen.final.href, redirected: seen.redirects > 0, page: pageFingerprint(seen.answer.body ?? "") }
            : undefined,
        );
        missingByOrigin.set(origin, missing);
      }
      return missing;
    }

    return async function check(url: string): Promise<LinkCheck> {
      let start: URL;
      try {
        start = new URL(url);
      } catch {
        return { status: "dead", detail: "not a web address" };
      }
      const seen = await visit(start, false);
      const target = seen.redirects > 0 ? seen.final.href : undefined;
      const withTarget = (check: LinkCheck): LinkCheck => (target ? { ...check, target } : check);
      if (seen.disallowed)
        return withTarget({
          status: "blocked",
          detail: `robots.txt disallows ${seen.disallowed.href === url ? "it" : seen.disallowed.href}`,
        });
      if (seen.tooManyRedirects) return withTarget({ status: "dead", detail: `more than ${maxRedirects} redirects` });
      const answer = seen.answer!;
      if ("failure" in answer) return withTarget({ status: "dead", detail: answer.failure });
      if (BLOCKED_CODES.includes(answer.code)) return withTarget({ status: "blocked", detail: `HTTP ${answer.code}, try later` });
      if (answer.code < 200 || answer.code >= 300) return withTarget({ status: "dead", detail: `HTTP ${answer.code}` });

      // A home page or a search is what it is; any other page that lands on one is gone.
      const specific = !isHomePage(start) && !isSearchPage(start);
      if (target && specific && isHomePage(seen.final))
        return withTarget({ status: "soft 404", detail: "redirects to the home page" });
      if (target && specific && isSearchPage(seen.final))
        return withTarget({ status: "soft 404", detail: "redirects to a search" });
      if (specific) {
        const missing = await missingPageOf(seen.final.origin);
        if (missing?.redirected && target === missing.final)
          return withTarget({ status: "soft 404", detail: "redirects where the host sends missing addresses" });
        if (missing && !missing.redirected) {
          const page = await request(seen.final, "GET", true);
          if (isSuccess(page) && looksMissing(pageFingerprint(page.body ?? ""), missing.page))
            return withTarget({ status: "soft 404", detail: "answers like a missing page of the host" });
        }
      }
      if (target && !sameAddress(start, seen.final)) return withTarget({ status: "redirected", detail: `HTTP ${answer.code}` });
      return withTarget({ status: "ok", detail: `HTTP ${answer.code}` });
    };
  }

  /** One host's addresses within its budget; what is still open when it is spent is dead. */
  async function checkHost(indexes: number[]): Promise<CheckResult[]> {
    const budgetMs = options.hostBudgetMs ?? 60_000 + timeoutMs * indexes.length;
    const controller = new AbortController();
    const check = hostChecker(controller.signal);
    const checks: (LinkCheck | undefined)[] = new Array(indexes.length);
    const work = eachAtMost(
      indexes.length,
      perHost,
      async (at) => {
        // A bug in the checker costs one address, not the run.
        checks[at] = await check(urls[indexes[at]!]!).catch((error: unknown): LinkCheck => ({
          status: "dead",
          detail: networkFailure(error, timeoutMs),
        }));
      },
      controller.signal,
    );
    let timer: NodeJS.Timeout | undefined;
    const spent = new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)));
    await Promise.race([work, spent]);
    clearTimeout(timer);
    // Ends the requests still under way; their late answers are no longer looked at.
    controller.abort();
    return indexes.map((index, at) => ({
      url: urls[index]!,
      ...(checks[at] ?? { status: "dead", detail: `timed out: host budget (${budgetMs / 1000} s)` }),
    }));
  }

  const byHost = new Map<string, number[]>();
  urls.forEach((url, index) => byHost.set(hostOf(url), [...(byHost.get(hostOf(url)) ?? []), index]));
  const hosts = [...byHost.values()];
  const results: CheckResult[] = new Array(urls.length);
  await eachAtMost(hosts.length, HOSTS_AT_ONCE, async (at) => {
    const hostResults = await checkHost(hosts[at]!);
    hosts[at]!.forEach((index, position) => (results[index] = hostResults[position]!));
    await options.onHost?.(hostResults, reachedAnyHost);
  });
  return { results, reachedAnyHost };
}
