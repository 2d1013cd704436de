/**
 * What `npm run links` (scripts/links.ts) checks and how it names what it sees: the outbound
 * addresses of the content, robots.txt, the soft-404 comparison, and the checker itself (Node's
 * fetch, redirects followed by hand). The history and the three-different-days rule are
 * content/link-health.ts, which the pages read too.
 */
import { randomUUID } from "node:crypto";
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

/** The groups of a robots.txt (RFC 9309): user-agent lines, then their allow and disallow rules. */
export function parseRobots(text: string): RobotsGroup[] {
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | undefined;
  let inAgents = false;
  for (const raw of text.split(/\r?\n/)) {
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
      if (value) current.rules.push({ allow: key === "allow", path: value });
    } else {
      inAgents = false;
    }
  }
  return groups;
}

const rulePattern = (path: string) =>
  new RegExp(
    "^" +
      path
        .replace(/\$$/, "\u0000")
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace("\u0000", "$"),
  );

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
    if (!rulePattern(rule.path).test(path)) continue;
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

function words(html: string): string[] {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    // Both pages of a comparison lose their entities alike, so they need no decoding.
    .replace(/&[#a-z0-9]+;/gi, " ")
    .toLowerCase()
    // Digits differ between a missing page's answers (the address, a request id): drop them.
    .replace(/[^\p{L}]+/gu, " ");
  return [...new Set(text.split(" ").filter(Boolean))].sort();
}

export function pageFingerprint(html: string): PageFingerprint {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
  const main =
    /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? /<body\b[^>]*>([\s\S]*?)(<\/body>|$)/i.exec(html)?.[1] ?? html;
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

type Answer = { code: number; location?: string; body?: string } | { failure: string };
interface Visit {
  final: URL;
  redirects: number;
  answer?: Answer;
  /** robots.txt disallows this address of the way */
  disallowed?: URL;
  tooManyRedirects?: boolean;
}

const BODY_LIMIT = 1_000_000;
/** Addresses checked at once, over all hosts. */
const ADDRESSES_AT_ONCE = 8;
const BLOCKED_CODES = [401, 403, 429];
const isSuccess = (answer: Answer | undefined): answer is { code: number; body?: string } =>
  answer !== undefined && "code" in answer && answer.code >= 200 && answer.code < 300;

async function readText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < BODY_LIMIT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Checks every address: one status each, and whether any host answered at all. */
export async function checkLinks(urls: string[], options: CheckerOptions): Promise<CheckRun> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const missingPath = options.missingPath ?? (() => `/gins-of-iceland-link-check-missing-page-${randomUUID()}`);
  const limiters = new Map<string, Limiter>();
  const headRefused = new Set<string>();
  const robotsByOrigin = new Map<string, Promise<RobotsGroup[]>>();
  const missingByOrigin = new Map<string, Promise<{ final: string; redirected: boolean; page: PageFingerprint } | undefined>>();
  let reachedAnyHost = false;

  async function request(url: URL, method: "HEAD" | "GET", wantBody = false): Promise<Answer> {
    let limiter = limiters.get(url.host);
    if (!limiter) limiters.set(url.host, (limiter = new Limiter(options.perHost ?? 2)));
    return limiter.run(async () => {
      try {
        const response = await fetch(url, {
          method,
          redirect: "manual",
          headers: { "user-agent": options.userAgent, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        reachedAnyHost = true;
        const body = wantBody ? await readText(response) : undefined;
        if (!wantBody) await response.body?.cancel().catch(() => undefined);
        return { code: response.status, location: response.headers.get("location") ?? undefined, body };
      } catch (error) {
        return { failure: networkFailure(error, timeoutMs) };
      }
    });
  }

  /** The redirect target of an answer, or a failure when it points nowhere a browser would go. */
  function redirectTarget(answer: Answer, from: URL): URL | Answer | undefined {
    if (!("code" in answer) || answer.code < 300 || answer.code >= 400 || !answer.location) return undefined;
    try {
      const next = new URL(answer.location, from);
      return /^https?:$/.test(next.protocol) ? next : { failure: `redirects to a ${next.protocol} address` };
    } catch {
      return { failure: `redirects to a malformed address (${answer.location})` };
    }
  }

  /** robots.txt of an origin, fetched once; only a 2xx answer has rules (4xx allows all, as RFC 9309 says). */
  function robotsOf(origin: string): Promise<RobotsGroup[]> {
    let robots = robotsByOrigin.get(origin);
    if (!robots) {
      robots = (async () => {
        let url = new URL("/robots.txt", origin);
        for (let hop = 0; hop <= maxRedirects; hop++) {
          const answer = await request(url, "GET", true);
          const next = redirectTarget(answer, url);
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
      const next = redirectTarget(answer, current);
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

  async function check(url: string): Promise<LinkCheck> {
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
  }

  const results: CheckResult[] = new Array(urls.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(ADDRESSES_AT_ONCE, urls.length) }, async () => {
      while (next < urls.length) {
        const index = next++;
        results[index] = { url: urls[index]!, ...(await check(urls[index]!)) };
      }
    }),
  );
  return { results, reachedAnyHost };
}
