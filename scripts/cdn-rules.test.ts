import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { legacyRedirects, resolveLegacyPath } from "../app/lib/routing/legacy-redirects";
import { prerenderPaths } from "../app/lib/routing/prerender-paths";
import {
  NOT_FOUND_REWRITE,
  cdnRedirects,
  checkRedirects,
  checkSite,
  formatHeaders,
  headersFor,
  parseHeaders,
  scriptsBlockedBy,
  type HeaderRule,
} from "./cdn-rules";
import { deferHydration } from "./defer-hydration";
import { inlineScriptHashes } from "./inline-script-hashes";

const csp = (hashes: string[], extra = "") =>
  `default-src 'self'; script-src 'self' ${hashes.map((h) => `'${h}'`).join(" ")}${extra}`;
const security = { "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" };

const page = deferHydration(readFileSync(new URL("fixtures/prerendered-404-page.txt", import.meta.url), "utf8"));
const shell = deferHydration(readFileSync(new URL("fixtures/prerendered-spa-fallback.txt", import.meta.url), "utf8"));
const siteCsp = csp([...new Set([...inlineScriptHashes(page), ...inlineScriptHashes(shell)])]);
const adminCsp = csp(inlineScriptHashes(page), "; connect-src 'self' https://api.firecrawl.dev");

const siteRules: HeaderRule[] = [
  { path: "/*", headers: { ...security, "Content-Security-Policy": siteCsp } },
  { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  {
    path: "/admin",
    detach: ["Content-Security-Policy"],
    headers: { "X-Robots-Tag": "noindex", "Content-Security-Policy": adminCsp },
  },
];

describe("_headers", () => {
  it("passes the site's few rules, and reads them back as written", () => {
    const { rules, problems } = parseHeaders(formatHeaders(siteRules));
    expect(problems).toEqual([]);
    expect(rules).toEqual(siteRules.map((rule) => ({ detach: [], ...rule })));
  });

  it("fails the per-page file the build wrote before (a rule per page: Cloudflare ignores those past 100)", () => {
    const perPage = [
      ...siteRules,
      ...prerenderPaths().map((path) => ({
        path,
        detach: ["Content-Security-Policy"],
        headers: { "Content-Security-Policy": csp([`sha256-${Buffer.from(path).toString("base64")}`]) },
      })),
    ];
    expect(perPage.length).toBeGreaterThan(100);
    expect(parseHeaders(formatHeaders(perPage)).problems).toEqual([
      `_headers has ${perPage.length} rules; Cloudflare Pages ignores every rule past the 100th`,
    ]);
  });

  it("fails lines Cloudflare or Netlify would not read", () => {
    const long = `/*\n  Content-Security-Policy: ${"x".repeat(2000)}\n`;
    expect(parseHeaders(long).problems).toEqual(["_headers line 2: longer than 2000 characters"]);
    expect(parseHeaders("  X-Frame-Options: DENY\n/*\n  X: y\n").problems).toEqual(["_headers line 1: a header before any path"]);
    expect(parseHeaders("/*/a/*\n  X: y\n").problems).toEqual(["_headers line 1: more than one splat in /*/a/*"]);
    expect(parseHeaders("/*\n  X-Frame-Options DENY\n").problems).toEqual([
      '_headers line 2: not a "Name: value" header: X-Frame-Options DENY',
      "_headers: rule /* has no headers",
    ]);
  });

  it("gives a page the site policy, the operator page only its own, assets their cache header too", () => {
    const { rules } = parseHeaders(formatHeaders(siteRules));
    expect(headersFor(rules, "/gin/lundey-gin")).toEqual({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "content-security-policy": siteCsp,
    });
    expect(headersFor(rules, "/admin")["content-security-policy"]).toBe(adminCsp);
    expect(headersFor(rules, "/admin")["x-robots-tag"]).toBe("noindex");
    expect(headersFor(rules, "/assets/root-1.js")["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Without the `!` line both policies would apply (joined), and the stricter one would block the scraper.
    const withoutDetach = siteRules.map(({ detach: _, ...rule }) => rule);
    expect(headersFor(withoutDetach, "/admin")["content-security-policy"]).toBe(`${siteCsp}, ${adminCsp}`);
  });
});

describe("_redirects", () => {
  const legacy = ["/lundey-gin /gin/lundey-gin 301", "/lundey-gin/ /gin/lundey-gin 301", "/gin/einiberja-gin /premium-gins 301"];

  it("passes legacy 301s followed by placeholder rules and a splat inside the path (Cloudflare takes it)", () => {
    expect(
      checkRedirects(
        [
          ...legacy,
          "/:folder/gin/einiberja-gin /premium-gins 301",
          "/*/gin/einiberja-gin /premium-gins 301",
          "/news/* /blog/:splat 301",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("fails a 404 rewrite of every address", () => {
    expect(checkRedirects([...legacy, "/* /__spa-fallback.html 404"].join("\n"))).toEqual([
      "_redirects line 4 (/* /__spa-fallback.html 404): status 404 is not one of 200, 301, 302, 303, 307, 308",
    ]);
  });

  it("fails other rules a host rejects or ignores", () => {
    const problems = (line: string) => checkRedirects(line).map((problem) => problem.replace(/^.*\): /, ""));
    expect(problems("/a /b")).toEqual(['expected "from to status"']);
    expect(problems("/a/*/b/* /c 301")).toEqual(["more than one splat"]);
    expect(problems("/* /index.html 200")).toEqual([
      "a rewrite of a pattern (unknown paths get 404.html)",
      "loops on Cloudflare (it strips /index)",
    ]);
    expect(problems("/shop/:id /store/:slug 301")).toEqual([":slug is not in the source"]);
    expect(problems("/a https://example.com/a 200")).toEqual(["a rewrite to another host"]);
    expect(problems("/a /b 301!")).toEqual(["status 301! is not one of 200, 301, 302, 303, 307, 308"]);
    expect(checkRedirects("/a /b 301\n/a /c 301")).toEqual([
      "_redirects line 2 (/a /c 301): a second rule for /a (only the first applies)",
    ]);
    expect(checkRedirects("/a/* /b 301\n/c /d 301")).toEqual([
      "_redirects line 2 (/c /d 301): a static rule after a dynamic one",
    ]);
  });

  it("fails past Cloudflare's 2,000 static and 100 dynamic rules", () => {
    const statics = Array.from({ length: 2001 }, (_, i) => `/old-${i} /new 301`);
    const dynamics = Array.from({ length: 101 }, (_, i) => `/old-${i}/* /new 301`);
    expect(checkRedirects(statics.join("\n"))).toEqual(["_redirects has 2001 static rules; the limit is 2000"]);
    expect(checkRedirects(dynamics.join("\n"))).toEqual(["_redirects has 101 dynamic rules; the limit is 100"]);
  });
});

describe("cdnRedirects", () => {
  const lines = cdnRedirects().trim().split("\n");

  it("passes the check", () => {
    expect(checkRedirects(cdnRedirects())).toEqual([]);
  });

  it("sends every legacy address, with and without its trailing slash, to its page with a 301", () => {
    for (const [from, to] of Object.entries(legacyRedirects)) {
      expect(lines).toContain(`${from} ${to} 301`);
      expect(lines).toContain(`${from}/ ${to} 301`);
    }
  });

  it("sends the retired gin under any folder to the gin list", () => {
    for (const from of ["/gin/einiberja-gin", "/gin/einiberja-gin/", "/*/gin/einiberja-gin", "/*/gin/einiberja-gin/"]) {
      expect(lines).toContain(`${from} /premium-gins 301`);
    }
  });

  it("sends each address where the legacy table does (a splat standing for any folder)", () => {
    const moves = lines.map((line) => line.split(" ")).filter(([, , status]) => status === "301");
    expect(moves.length).toBeGreaterThan(Object.keys(legacyRedirects).length);
    for (const [from, to] of moves) expect(resolveLegacyPath(from!.replace("*", "any/folder")), from).toBe(to);
  });

  it("redirects the percent-encoded spellings of /admin to it, and answers /404 and /404.html with the not-found page", () => {
    expect(lines).toContain("/%61dmin /admin 308");
    expect(lines).toContain("/adm%69%6e /admin 308");
    expect(lines).not.toContain("/admin /admin 308");
    expect(lines).toContain(`/404 ${NOT_FOUND_REWRITE} 200`);
    expect(lines).toContain(`/404.html ${NOT_FOUND_REWRITE} 200`);
  });

  it("answers the look-alikes of /admin, /404 and /404.html with the not-found page, after every static rule", () => {
    for (const from of ["/*/admin", "/*%2Fadmin", "/*%2fadmin", "/*%6E", "/*%34", "/*%2Ehtml"]) {
      expect(lines).toContain(`${from} ${NOT_FOUND_REWRITE} 200`);
    }
    expect(checkRedirects(`/*%6E ${NOT_FOUND_REWRITE} 200\n/*%6E /admin 200\n`)).toEqual([
      "_redirects line 2 (/*%6E /admin 200): a rewrite of a pattern (unknown paths get 404.html)",
      "_redirects line 2 (/*%6E /admin 200): a second rule for /*%6E (only the first applies)",
    ]);
  });
});

describe("scriptsBlockedBy", () => {
  it("lists the hashes of inline scripts the policy does not allow; with two policies, both must allow", () => {
    const [first, ...rest] = inlineScriptHashes(page);
    expect(scriptsBlockedBy(siteCsp, page)).toEqual([]);
    expect(scriptsBlockedBy(csp(rest), page)).toEqual([first]);
    expect(scriptsBlockedBy(`${siteCsp}, ${csp(rest)}`, page)).toEqual([first]);
    expect(scriptsBlockedBy(undefined, page)).toEqual(inlineScriptHashes(page));
  });
});

describe("checkSite", () => {
  const site = {
    headers: formatHeaders(siteRules),
    redirects: "/lundey-gin /gin/lundey-gin 301\n",
    pages: { "/404": page, "/admin": page, "/__spa-fallback.html": shell },
    notFoundPage: shell,
    serverCsp: { pages: { "/404": siteCsp, "/admin": adminCsp }, default: siteCsp },
  };

  it("passes a site whose pages all run under the one policy", () => {
    expect(checkSite(site)).toEqual([]);
  });

  it("fails a page with an inline script of its own, on the CDN and on the Node server", () => {
    const own = page.replace("</body>", "<script>console.log(1)</script></body>");
    const [hash] = inlineScriptHashes("<script>console.log(1)</script>");
    expect(checkSite({ ...site, pages: { ...site.pages, "/404": own } })).toEqual([
      `/404 on the CDN: inline scripts not allowed by its CSP (${hash})`,
      `/404 on the Node server: inline scripts not allowed by its CSP (${hash})`,
    ]);
  });

  it("checks a page under the rules of the one address it is served at, as Cloudflare matches them (/admin, not /admin/)", () => {
    const script = "<script>console.log('admin')</script>";
    const admin = page.replace("</body>", `${script}</body>`);
    const adminOnly = csp([...inlineScriptHashes(page), ...inlineScriptHashes(script)]);
    const rules = siteRules.map((rule) =>
      rule.path === "/admin" ? { ...rule, headers: { ...rule.headers, "Content-Security-Policy": adminOnly } } : rule,
    );
    const serverCsp = { ...site.serverCsp, pages: { ...site.serverCsp.pages, "/admin": adminOnly } };
    expect(checkSite({ ...site, headers: formatHeaders(rules), pages: { ...site.pages, "/admin": admin }, serverCsp })).toEqual(
      [],
    );
  });

  it("fails when unknown addresses get a shell whose scripts the site-wide policy does not allow", () => {
    const narrow = formatHeaders([{ ...siteRules[0]!, headers: { "Content-Security-Policy": csp(inlineScriptHashes(page)) } }]);
    expect(checkSite({ ...site, headers: narrow, pages: {} })).toEqual([
      `an unknown address on the CDN (404.html): inline scripts not allowed by its CSP (${inlineScriptHashes(shell)[0]})`,
    ]);
  });
});
