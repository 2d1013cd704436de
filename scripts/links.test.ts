/**
 * npm run links against fake hosts on 127.0.0.1 (one port, one host): every status, robots.txt,
 * two requests at a time per host, the three-different-days rule and the offline exit; and a
 * hostile host that cannot hang the run, poison its history or send it into private space.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EXIT, loadContentLinks, runLinks, type LinksIo, type ReportedLink } from "./links";

interface FakeHost {
  origin: string;
  /** the paths asked, with the method: "HEAD /gin" */
  seen: string[];
  userAgents: Set<string>;
  /** the most requests it ever had open at once */
  mostAtOnce: number;
  server: Server;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function fakeHost(handler: Handler): Promise<FakeHost> {
  let open = 0;
  const host: FakeHost = { origin: "", seen: [], userAgents: new Set(), mostAtOnce: 0, server: undefined as never };
  host.server = createServer((req, res) => {
    host.seen.push(`${req.method} ${req.url}`);
    host.userAgents.add(req.headers["user-agent"] ?? "");
    open++;
    host.mostAtOnce = Math.max(host.mostAtOnce, open);
    res.on("close", () => open--);
    handler(req, res);
  });
  await new Promise<void>((resolve) => host.server.listen(0, "127.0.0.1", resolve));
  host.origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  return host;
}

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const html = (title: string, main: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav>Home Gins Search</nav><main>${main}</main></body></html>`;
/** The shop's answer for any address it does not have: 200, with a request number that changes. */
const missingPage = () =>
  html("Page not found | Shop", `<h1>Oops</h1><p>This page could not be found. Request ${Math.floor(Math.random() * 1e6)}.</p>`);

const send = (res: ServerResponse, status: number, body = "", headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
  res.end(res.req.method === "HEAD" ? undefined : body);
};

/** A shop that answers 200 for missing addresses (soft 404s), with a robots.txt. */
const shopHandler: Handler = (req, res) => {
  const path = req.url!;
  if (path === "/robots.txt") return send(res, 200, "User-agent: *\nDisallow: /private\n", { "content-type": "text/plain" });
  if (path === "/") return send(res, 200, html("Shop", "<h1>Welcome to the shop</h1><p>Icelandic gins and more.</p>"));
  if (path === "/gin")
    return send(res, 200, html("Lundey Gin | Shop", "<h1>Lundey Gin</h1><p>Westfjords gin, 70 cl, in stock.</p>"));
  if (path === "/gin-slash/") return send(res, 200, html("Vor Gin | Shop", "<h1>Vor Gin</h1><p>A gin of Reykjavík.</p>"));
  if (path === "/gin-slash") return send(res, 301, "", { location: "/gin-slash/" });
  if (path === "/old-gin") return send(res, 301, "", { location: "/gin" });
  if (path === "/product/lundey") return send(res, 302, "", { location: "/search?q=lundey" });
  if (path.startsWith("/search")) return send(res, 200, html("Search | Shop", "<h1>Results</h1><p>Lundey Gin</p>"));
  if (path === "/private") return send(res, 200, html("Private", "<p>Staff only.</p>"));
  return send(res, 200, missingPage());
};

/** A host with real statuses: 403, 429, 404, 500, HEAD refused, and slow pages to count requests at once. */
const strictHandler: Handler = (req, res) => {
  const path = req.url!;
  if (path === "/page") return send(res, 200, html("A page", "<p>Here.</p>"));
  if (path === "/forbidden") return send(res, 403, html("Forbidden", ""));
  if (path === "/busy") return send(res, 429, html("Too many requests", ""), { "retry-after": "60" });
  if (path === "/broken") return send(res, 500, html("Error", ""));
  if (path === "/no-head") return req.method === "HEAD" ? send(res, 405) : send(res, 200, html("No HEAD", "<p>GET only.</p>"));
  // Slow pages keep their requests open a while, so a checker sending more than two at once is seen.
  if (path.startsWith("/slow/")) return void setTimeout(() => send(res, 200, html("Slow", "<p>Slow page.</p>")), 150);
  return send(res, 404, html("Not found", "<p>No such page.</p>"));
};

let shop: FakeHost;
let strict: FakeHost;
let closed: string;
let dir: string;
const SLOW = Array.from({ length: 8 }, (_, index) => `/slow/${index + 1}`);

beforeAll(async () => {
  shop = await fakeHost(shopHandler);
  strict = await fakeHost(strictHandler);
  closed = await closedPort();
});
afterAll(async () => {
  for (const host of [shop, strict]) {
    host.server.closeAllConnections();
    await new Promise((resolve) => host.server.close(resolve));
  }
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "links-"));
  return () => rmSync(dir, { recursive: true, force: true });
});

const urls = () => [
  `${shop.origin}/`,
  `${shop.origin}/gin`,
  `${shop.origin}/old-gin`,
  `${shop.origin}/gin-slash`,
  `${shop.origin}/retired-gin`,
  `${shop.origin}/product/lundey`,
  `${shop.origin}/private`,
  `${strict.origin}/page`,
  `${strict.origin}/forbidden`,
  `${strict.origin}/busy`,
  `${strict.origin}/missing`,
  `${strict.origin}/broken`,
  `${strict.origin}/no-head`,
  `${closed}/gin`,
  ...SLOW.map((path) => `${strict.origin}${path}`),
];

/** The arguments of a --urls run over these addresses, in the test's folder. */
function urlsRun(addresses: string[], today: string) {
  const list = join(dir, "urls.txt");
  writeFileSync(list, `# fake hosts\n${addresses.join("\n")}\n`);
  return ["--urls", list, "--history", join(dir, "history.json"), "--report", join(dir, "report.json"), "--today", today];
}

async function links(addresses: string[], today: string, checker: LinksIo["checker"] = {}) {
  const out: string[] = [];
  const code = await runLinks(urlsRun(addresses, today), {
    log: (line) => out.push(line),
    error: (line) => out.push(line),
    checker: { timeoutMs: 10_000, ...checker },
  });
  const report = existsSync(join(dir, "report.json"))
    ? (JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as { links: ReportedLink[] })
    : undefined;
  const byUrl = new Map(report?.links.map((link) => [link.url, link]));
  return { code, out: out.join("\n"), report, link: (url: string) => byUrl.get(url)! };
}

describe("npm run links", { timeout: 60_000 }, () => {
  it("gives each address one status", async () => {
    const { code, link, out } = await links(urls(), "2026-11-01");
    expect(code).toBe(EXIT.fine);
    const status = (path: string, origin = shop.origin) => {
      const { status, target, detail } = link(`${origin}${path}`);
      return { status, target, detail };
    };
    expect(status("/").status).toBe("ok");
    expect(status("/gin").status).toBe("ok");
    expect(status("/old-gin")).toMatchObject({ status: "redirected", target: `${shop.origin}/gin` });
    expect(status("/gin-slash")).toMatchObject({ status: "ok", target: `${shop.origin}/gin-slash/` });
    expect(status("/retired-gin")).toMatchObject({ status: "soft 404", detail: "answers like a missing page of the host" });
    expect(status("/product/lundey")).toMatchObject({ status: "soft 404", detail: "redirects to a search" });
    expect(status("/private")).toMatchObject({ status: "blocked", detail: "robots.txt disallows it" });
    expect(status("/page", strict.origin).status).toBe("ok");
    expect(status("/no-head", strict.origin).status).toBe("ok");
    expect(status("/forbidden", strict.origin)).toMatchObject({ status: "blocked", detail: "HTTP 403, try later" });
    expect(status("/busy", strict.origin)).toMatchObject({ status: "blocked", detail: "HTTP 429, try later" });
    expect(status("/missing", strict.origin)).toMatchObject({ status: "dead", detail: "HTTP 404" });
    expect(status("/broken", strict.origin)).toMatchObject({ status: "dead", detail: "HTTP 500" });
    expect(status("/gin", closed)).toMatchObject({ status: "dead", detail: "connection refused" });
    for (const path of SLOW) expect(status(path, strict.origin).status).toBe("ok");

    expect(shop.seen).not.toContain("HEAD /private");
    expect(shop.seen).not.toContain("GET /private");
    expect(shop.seen.filter((request) => request.endsWith(" /robots.txt"))).toHaveLength(1);
    expect(
      [...shop.userAgents, ...strict.userAgents].every((agent) => agent.startsWith("GinsOfIcelandLinkCheck/1.0 (+http")),
    ).toBe(true);
    expect(link(`${strict.origin}/missing`).usedIn).toEqual([{ file: expect.stringMatching(/urls\.txt$/), field: "line 12" }]);
    expect(out).toContain(`${strict.origin}/missing`);
  });

  it("sends at most two requests at a time to a host", async () => {
    shop.mostAtOnce = 0;
    strict.mostAtOnce = 0;
    await links(urls(), "2026-11-01");
    expect(strict.mostAtOnce).toBeLessThanOrEqual(2);
    expect(shop.mostAtOnce).toBeLessThanOrEqual(2);
  });

  it("reports an address dead only on its third different day of failing", async () => {
    const failing = [`${strict.origin}/missing`, `${strict.origin}/broken`, `${closed}/gin`, `${shop.origin}/retired-gin`];
    const day1 = await links(urls(), "2026-11-01");
    const sameDay = await links(urls(), "2026-11-01");
    const day2 = await links(urls(), "2026-11-02");
    for (const run of [day1, sameDay, day2]) {
      expect(run.code).toBe(EXIT.fine);
      for (const url of failing) expect(run.link(url).reportedDead).toBe(false);
    }
    expect(sameDay.link(failing[0]!).failedDays).toEqual(["2026-11-01"]);
    expect(day2.link(failing[0]!).failedDays).toEqual(["2026-11-01", "2026-11-02"]);

    const day3 = await links(urls(), "2026-11-03");
    expect(day3.code).toBe(EXIT.newlyDead);
    expect(day3.report!.links.filter((link) => link.newlyDead).map((link) => link.url)).toEqual(expect.arrayContaining(failing));
    expect(day3.link(`${shop.origin}/product/lundey`).reportedDead).toBe(true);
    for (const path of ["/forbidden", "/busy"])
      expect(day3.link(`${strict.origin}${path}`)).toMatchObject({ reportedDead: false, failedDays: [] });
    expect(day3.link(`${shop.origin}/private`).reportedDead).toBe(false);
    expect(day3.out).toMatch(/DEAD \(3 days\)/);

    const history = JSON.parse(readFileSync(join(dir, "history.json"), "utf8"));
    expect(history[`${strict.origin}/missing`]).toMatchObject({
      failedDays: ["2026-11-01", "2026-11-02", "2026-11-03"],
      lastStatus: "dead",
      lastDetail: "HTTP 404",
    });
    expect(history[`${shop.origin}/old-gin`]).toMatchObject({
      failedDays: [],
      lastStatus: "redirected",
      lastTarget: `${shop.origin}/gin`,
    });

    const day4 = await links(urls(), "2026-11-04");
    expect(day4.code).toBe(EXIT.fine);
    expect(day4.link(failing[0]!).reportedDead).toBe(true);
  });

  it("records nothing and exits 3 when no host answers at all", async () => {
    const other = await closedPort();
    const run = await links([`${closed}/gin`, `${other}/`, `${closed}/other`], "2026-11-01");
    expect(run.code).toBe(EXIT.offline);
    expect(EXIT.offline).toBe(3);
    expect(run.out).toMatch(/nothing was recorded/);
    expect(existsSync(join(dir, "history.json"))).toBe(false);
    expect(run.report).toBeUndefined();
  });

  it("keeps the history's other addresses on a --urls run", async () => {
    const other = { failedDays: ["2026-10-01"], lastChecked: "2026-10-01", lastStatus: "dead", lastDetail: "HTTP 404" };
    writeFileSync(join(dir, "history.json"), JSON.stringify({ "https://elsewhere.example/": other }));
    await links([`${strict.origin}/page`], "2026-11-01");
    const history = JSON.parse(readFileSync(join(dir, "history.json"), "utf8"));
    expect(history["https://elsewhere.example/"]).toEqual(other);
    expect(history[`${strict.origin}/page`]).toMatchObject({ lastStatus: "ok", failedDays: [] });
  });

  it("refuses a day that is not one", async () => {
    expect(await runLinks(["--today", "yesterday"], { log: () => undefined, error: () => undefined })).toBe(EXIT.usage);
  });
});

describe("a hostile host", () => {
  const hostilePages: Handler = (req, res) => {
    const path = req.url!;
    // Seven stars: as a regular expression, minutes of backtracking against the 60-letter address.
    if (path === "/robots.txt")
      return send(res, 200, "User-agent: *\nDisallow: /*a*a*a*a*a*a*a*b\n", { "content-type": "text/plain" });
    // The page starts and never ends.
    if (path === "/endless") {
      res.writeHead(200, { "content-type": "text/html" });
      return req.method === "HEAD" ? res.end() : void res.write("<html><body><main>Loading");
    }
    // Redirects into the checker's own network: a loopback address and a name that resolves to the
    // cloud's metadata address. Both refused before any request (were one made, it went to loopback).
    if (path === "/to-loopback") return send(res, 302, "", { location: `http://127.0.0.2:${closedPortNumber}/admin` });
    if (path === "/to-metadata")
      return send(res, 302, "", { location: `http://localhost:${closedPortNumber}/latest/meta-data/` });
    // Any other address: 200 KB of unclosed comments.
    return send(res, 200, "<!--".repeat(50_000));
  };
  /** The test's resolver: the fake hosts' 127.0.0.1 stands for a public address, localhost for the metadata one. */
  const resolve = async (hostname: string) =>
    hostname === "127.0.0.1" ? ["203.0.113.10"] : hostname === "localhost" ? ["169.254.169.254"] : [hostname];

  let hostile: FakeHost;
  let good: FakeHost;
  let closedPortNumber: string;
  beforeAll(async () => {
    hostile = await fakeHost(hostilePages);
    good = await fakeHost((req, res) => send(res, req.url === "/page" ? 200 : 404, html("A page", "<p>Here.</p>")));
    closedPortNumber = new URL(await closedPort()).port;
  });
  afterAll(async () => {
    for (const host of [hostile, good]) {
      host.server.closeAllConnections();
      await new Promise((resolve) => host.server.close(resolve));
    }
  });

  // The guard: with a host budget of 2 s, the run ends in seconds; before, it hung for minutes.
  it("ends its check within the host's budget and keeps the other host's results", { timeout: 20_000 }, async () => {
    const letters = `${hostile.origin}/${"a".repeat(60)}`;
    const run = await links(
      [
        letters,
        `${hostile.origin}/endless`,
        `${hostile.origin}/to-loopback`,
        `${hostile.origin}/to-metadata`,
        `${good.origin}/page`,
      ],
      "2026-11-01",
      { hostBudgetMs: 2_000, resolve },
    );
    expect(run.code).toBe(EXIT.fine);
    expect(run.link(letters)).toMatchObject({ status: "soft 404", detail: "answers like a missing page of the host" });
    expect(run.link(`${hostile.origin}/endless`)).toMatchObject({ status: "dead", detail: "timed out: host budget (2 s)" });
    expect(run.link(`${hostile.origin}/to-loopback`)).toMatchObject({
      status: "dead",
      detail: `redirects to a private address (127.0.0.2:${closedPortNumber}: 127.0.0.2)`,
    });
    expect(run.link(`${hostile.origin}/to-metadata`)).toMatchObject({
      status: "dead",
      detail: `redirects to a private address (localhost:${closedPortNumber}: 169.254.169.254)`,
    });
    const history = JSON.parse(readFileSync(join(dir, "history.json"), "utf8"));
    expect(history[`${good.origin}/page`]).toMatchObject({ lastStatus: "ok", failedDays: [] });
    expect(history[`${hostile.origin}/endless`]).toMatchObject({ lastStatus: "dead", failedDays: ["2026-11-01"] });
  });

  it("keeps the finished hosts' results when the run is killed", { timeout: 30_000 }, async () => {
    // A host that answers nothing: each of its requests waits out the 15-s timeout.
    const silent = await fakeHost(() => undefined);
    const args = urlsRun([`${good.origin}/page`, ...["/a", "/b", "/c"].map((path) => `${silent.origin}${path}`)], "2026-11-01");
    const child = spawn(join("node_modules", ".bin", "tsx"), ["scripts/links.ts", ...args], { stdio: "ignore" });
    const historyFile = join(dir, "history.json");
    try {
      await vi.waitFor(
        () => {
          expect(silent.seen.length).toBeGreaterThan(0);
          expect(existsSync(historyFile)).toBe(true);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill("SIGKILL");
      silent.server.closeAllConnections();
      await new Promise((resolve) => silent.server.close(resolve));
    }
    const history = JSON.parse(readFileSync(historyFile, "utf8"));
    expect(history[`${good.origin}/page`]).toMatchObject({ lastStatus: "ok" });
    expect(history[`${silent.origin}/a`]).toBeUndefined();
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    expect(report).toMatchObject({ complete: false, links: [expect.objectContaining({ url: `${good.origin}/page` })] });
  });
});

describe("the content's addresses", () => {
  it("lists every source, Buy Now link and distillery link once, with where it is used", async () => {
    const { distilleryProfiles, ginRecords } = await import("../content/load");
    const { listAllProducts } = await import("../content/index");
    const links = await loadContentLinks();
    const byUrl = new Map(links.map((link) => [link.url, link.usedIn]));
    expect(new Set(links.map((link) => link.url)).size).toBe(links.length);

    const withWebsite = distilleryProfiles.find((profile) => profile.website)!;
    expect(byUrl.get(withWebsite.website!)).toContainEqual({
      file: `content/distilleries/${withWebsite.slug}.yaml`,
      field: "website",
    });
    const gin = ginRecords.find((record) => record.sources?.length)!;
    expect(byUrl.get(gin.sources![0]!.url)).toContainEqual({
      file: `content/products/gins/${gin.slug}.yaml`,
      field: "sources.0.url",
    });
    for (const product of listAllProducts()) expect(byUrl.has(product.buy.href)).toBe(true);
  });
});
