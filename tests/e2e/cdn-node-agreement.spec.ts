/**
 * The Node server (build-e2e, on E2E_BASE_URL) and the CDN folder in Cloudflare's runtime
 * (build-e2e/cdn under `wrangler pages dev`) give every address in one list the same answer: the
 * same status and the same Location (its path and query; the origins differ), unless the row is
 * a documented exception below.
 */
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { legacyRedirects } from "../../app/lib/routing/legacy-redirects";
import { E2E_BASE_URL, E2E_BUILD_DIRECTORY } from "./env";
import { ADMIN_SPELLINGS, prerenderedAddresses, startPagesDev, type PagesDev } from "./pages-dev";

const csp = JSON.parse(readFileSync(join(E2E_BUILD_DIRECTORY, "csp.json"), "utf8")) as { pages: Record<string, string> };

/** The first letter of an address as its percent-encoding: the same address (RFC 3986, 6.2.2.2). */
const encodeFirstLetter = (address: string) =>
  address.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
const withAndWithoutSlash = (addresses: string[]) => addresses.flatMap((address) => [address, `${address}/`]);

const legacyAddresses = withAndWithoutSlash(
  Object.keys(legacyRedirects).flatMap((from) => [from, from.toUpperCase(), encodeFirstLetter(from)]),
);
const retiredGinAddresses = withAndWithoutSlash([
  "/gin/einiberja-gin",
  "/x/gin/einiberja-gin",
  "/a/b/c/gin/einiberja-gin",
  "/GIN/EINIBERJA-GIN",
  "/x/gin/%65iniberja-gin",
]);
const pageSpellings = prerenderedAddresses().flatMap((address) =>
  address === "/" ? ["/", "/index.html"] : [address, `${address}/`, `${address}/index.html`, `${address}.html`],
);
const otherAddresses = [
  "/404",
  "/404.html",
  "/404/",
  // The not-found page's address percent-encoded, or after another separator: 404 too.
  "/%34%30%34",
  "/4%30%34",
  "/40%34",
  "/%34%30%34/",
  "/%34%30%34.html",
  "/404%2Ehtml",
  "/404.htm%6c",
  "//404",
  "/%2F404",
  "/x/..%2F404",
  "//404.html",
  // A page's address with its last letter percent-encoded (see lookalikeEndings).
  "/gin/olafsson-gi%6E",
  "/no-such-page",
  "/no/such/page/",
  "/nope.js",
  "/gin/no-such-gin",
  "/lundey-gin//",
  "/lundey-gin?ref=mail",
  "/lundey-gin/?ref=mail",
  "/gin/olafsson-gin/?ref=mail",
  "/gin/olafsson-gin/index",
  "/%E0",
];
const addresses = [
  ...new Set([...legacyAddresses, ...retiredGinAddresses, ...pageSpellings, ...ADMIN_SPELLINGS, ...otherAddresses]),
];

/** Rows where the two answer differently on purpose, as each answers. */
const exceptions: Record<string, { node: string; cdn: string; reason: string }> = {
  "/gin/olafsson-gin/index": {
    node: "404",
    cdn: "308 /gin/olafsson-gin/",
    reason:
      "Cloudflare strips a final /index from any address, page or not, before looking it up; no page was ever published at such an address",
  },
  "/%E0": {
    node: "400",
    cdn: "404",
    reason: "not valid percent-encoding: the Node server refuses it, Cloudflare looks it up as written and finds nothing",
  },
};

interface Answer {
  status: number;
  location: string;
  headers: Headers;
}
const summary = ({ status, location }: Answer) => `${status}${location ? ` ${location}` : ""}`;

async function answer(origin: string, address: string): Promise<Answer> {
  const response = await fetch(origin + address, { redirect: "manual" });
  await response.body?.cancel();
  const location = response.headers.get("location");
  const target = location === null ? null : new URL(location, origin);
  return { status: response.status, location: target ? target.pathname + target.search : "", headers: response.headers };
}

/** Both servers' answers to every address, a few requests at a time. */
async function answers(list: string[]): Promise<Map<string, { node: Answer; cdn: Answer }>> {
  const results = new Map<string, { node: Answer; cdn: Answer }>();
  const queue = [...list];
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      const [node, cdn] = await Promise.all([answer(E2E_BASE_URL, address), answer(pagesDev!.origin, address)]);
      results.set(address, { node, cdn });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return results;
}

let pagesDev: PagesDev | undefined;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  pagesDev = await startPagesDev();
});

test.afterAll(() => pagesDev?.stop());

test("every address gets the same status and Location from the Node server and the CDN", async () => {
  test.setTimeout(180_000);
  expect(addresses.length).toBeGreaterThan(400);
  const differences: string[] = [];
  for (const [address, { node, cdn }] of await answers(addresses)) {
    const expected = exceptions[address];
    const [nodeAnswer, cdnAnswer] = [summary(node), summary(cdn)];
    if (expected ? nodeAnswer === expected.node && cdnAnswer === expected.cdn : nodeAnswer === cdnAnswer) continue;
    differences.push(`${address}  node: ${nodeAnswer}  cdn: ${cdnAnswer}${expected ? "  (not the documented exception)" : ""}`);
  }
  expect(differences.sort()).toEqual([]);
});

test("/404 and /404.html answer 404 on both", async () => {
  for (const [address, { node, cdn }] of await answers(["/404", "/404.html"])) {
    expect(node.status, `${address} on the Node server`).toBe(404);
    expect(cdn.status, `${address} on the CDN`).toBe(404);
  }
});

test("every spelling of /admin either serves it with its policy and noindex, or redirects to /admin, or is not found", async () => {
  const wrong: string[] = [];
  for (const [address, both] of await answers(ADMIN_SPELLINGS)) {
    for (const [where, { status, location, headers }] of Object.entries(both)) {
      const served = status === 200 && headers.get("content-security-policy") === csp.pages["/admin"];
      const noindex = headers.get("x-robots-tag") === "noindex, nofollow";
      const redirected = status >= 301 && status <= 308 && location === "/admin";
      if (!((served && noindex) || redirected || status === 404)) {
        wrong.push(`${address} on ${where}: ${status} ${location} noindex ${noindex} admin CSP ${served}`);
      }
    }
  }
  expect(csp.pages["/admin"]).toBeTruthy();
  expect(wrong).toEqual([]);
});
