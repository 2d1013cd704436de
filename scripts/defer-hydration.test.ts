import { readFileSync } from "node:fs";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import {
  HYDRATION_LOADER,
  HYDRATION_PLAN_ID,
  STREAM_LOADER,
  UnexpectedHydrationMarkup,
  assertDeferred,
  deferHydration,
  type HydrationPlan,
} from "./defer-hydration";
import { inlineScriptHashes } from "./inline-script-hashes";

// Pages exactly as `react-router build` pre-renders them (/404 and the SPA fallback), before postbuild.
// Refresh after a React Router upgrade: copy build/client/404/index.html and __spa-fallback.html from a
// build made with `npx react-router build` alone. (.txt so that Prettier leaves them as they are.)
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8");
const page = fixture("prerendered-404-page.txt");
const shell = fixture("prerendered-spa-fallback.txt");
// A route with a clientLoader: React Router 8 splits it from the component and merges the two in the module script.
const ginPage = fixture("prerendered-gin-page.txt");

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const planOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${HYDRATION_PLAN_ID}">([^<]*)</script>`).exec(html)![1]!,
  ) as HydrationPlan;
const streamChunks = (html: string) =>
  [...html.matchAll(/<script>window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  );

/** Runs a loader's source against a DOM made from the page, with `import()` recorded instead of fetched. */
async function run(source: string, html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  window.document.write(html);
  Object.defineProperty(window.document, "visibilityState", { value: "hidden" });
  const imported: string[] = [];
  const chunks: string[] = [];
  const fakeWindow: Record<string, unknown> = {
    __reactRouterContext: {
      streamController: { enqueue: (chunk: string) => chunks.push(chunk), close: () => chunks.push("<closed>") },
    },
  };
  // A module stands for itself: { [href]: true }, so a merged route module shows every part.
  const load = async (href: string) => (imported.push(href), { [href]: true });
  const body = source.replaceAll("import(", "load(");
  const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction("window", "document", "Element", "MutationObserver", "load", body)(
    fakeWindow,
    window.document,
    window.Element,
    window.MutationObserver,
    load,
  );
  return { imported, chunks, window: fakeWindow, document: window.document };
}

describe("deferHydration on a pre-rendered page", () => {
  const html = deferHydration(page);
  const plan = planOf(html);

  it("takes the modulepreload links out and keeps the stylesheet, the content and the context script", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/);
    expect(html).toContain("Page Not Found");
    expect(html).toContain(/<script>window\.__reactRouterContext = [^<]*<\/script>/.exec(page)![0]);
  });

  it("writes what the page loads into a JSON plan: React Router's preloads, imports, route modules and entry", () => {
    expect(plan.preload.map((link) => link.href)).toEqual([...page.matchAll(MODULEPRELOAD)].map((match) => match[1]));
    const imports = [...page.matchAll(/import (?:\* as \w+ from )?"([^"]+)";/g)].map((match) => match[1]);
    expect(plan.imports).toEqual(imports);
    expect(plan.imports[0]).toMatch(/\/assets\/manifest-/);
    expect(Object.keys(plan.routeModules)).toEqual(["root", "routes/not-found"]);
    expect(plan.routeModules.root).toEqual([expect.stringMatching(/\/assets\/root-/)]);
    expect(plan.entry).toMatch(/\/assets\/entry\.client-/);
  });

  it("moves the route data into non-executed JSON blocks, fed to the stream by one loader that then closes it", async () => {
    expect(html).not.toContain("<script>window.__reactRouterContext.streamController.enqueue(");
    expect(html).toContain(`<script>${STREAM_LOADER}</script>`);
    const { chunks } = await run(STREAM_LOADER, html);
    expect(chunks).toEqual([...streamChunks(page), "<closed>"]);
    expect(chunks[0]).toContain('"routes/not-found"');
  });

  it("the loader waits for the paint, preloads, imports in the original order, sets the route modules, imports the entry last", async () => {
    const { imported, window, document } = await run(HYDRATION_LOADER, html);
    expect(imported).toEqual([...plan.imports, plan.entry]);
    const routeModules = window.__reactRouterRouteModules as Record<string, Record<string, boolean>>;
    expect(routeModules.root).toEqual({ [plan.routeModules.root![0]!]: true });
    expect(routeModules["routes/not-found"]).toEqual({ [plan.routeModules["routes/not-found"]![0]!]: true });
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
    expect(preloads).toEqual(plan.preload.map((link) => link.href));
    expect(HYDRATION_LOADER.indexOf('getEntriesByName("first-contentful-paint")')).toBeLessThan(
      HYDRATION_LOADER.indexOf("modulepreload"),
    );
  });

  it("leaves every page with the same executable inline scripts but the context one (SPA mode differs)", () => {
    // Every page: scroll restoration, its context, the module loader, the stream loader. The SPA shell has
    // no scroll script; besides its own context it runs only scripts every page runs.
    const context = (html: string) => inlineScriptHashes(/<script>window\.__reactRouterContext = [^<]*<\/script>/.exec(html)![0]);
    const shared = (html: string) => inlineScriptHashes(html).filter((hash) => !context(html).includes(hash));
    const pageScripts = shared(html);
    expect(pageScripts).toHaveLength(3);
    expect(shared(deferHydration(ginPage))).toEqual(pageScripts);
    expect(pageScripts).toEqual(expect.arrayContaining(shared(deferHydration(shell))));
    expect(shared(deferHydration(shell))).toHaveLength(2);
    // Before the rewrite, the module and stream scripts differ per page.
    expect(shared(page)).not.toEqual(shared(ginPage));
  });
});

describe("deferHydration on a page whose route module is split (clientLoader apart from the component)", () => {
  const html = deferHydration(ginPage);
  const plan = planOf(html);

  it("imports both parts and gives the route one module with both parts' exports, the component's last", async () => {
    const split = /import \* as route1_clientLoader from "([^"]+)";\s+import \* as route1_main from "([^"]+)";/.exec(ginPage)!;
    expect(plan.routeModules["routes/gin"]).toEqual([split[1], split[2]]);
    const { window } = await run(HYDRATION_LOADER, html);
    const routeModules = window.__reactRouterRouteModules as Record<string, Record<string, boolean>>;
    expect(Object.keys(routeModules["routes/gin"]!)).toEqual([split[1], split[2]]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(() => assertDeferred(html)).not.toThrow();
  });

  it("refuses a merge of a module it was not told about", () => {
    expect(() => deferHydration(ginPage.replace("...route1_main}", "...route9_main}"))).toThrow(
      /merged module without an import/,
    );
  });
});

describe("deferHydration refuses markup it does not know", () => {
  it("an import form it does not know", () => {
    const changed = page.replace(/import \* as route0 from ("[^"]+");/, "import { default as route0 } from $1;");
    expect(() => deferHydration(changed)).toThrow(UnexpectedHydrationMarkup);
  });

  it("an inline manifest (lazy route discovery)", () => {
    const changed = page.replace(
      "window.__reactRouterRouteModules",
      "window.__reactRouterManifest = {};\nwindow.__reactRouterRouteModules",
    );
    expect(() => deferHydration(changed)).toThrow(/unknown line/);
  });

  it("a modulepreload link with an attribute it does not handle", () => {
    const changed = page.replace(MODULEPRELOAD, '<link rel="modulepreload" href="$1" nonce="abc"/>');
    expect(() => deferHydration(changed)).toThrow(/unknown modulepreload link/);
  });

  it("route data that is not a JSON string, or no close script", () => {
    expect(() => deferHydration(page.replace(/enqueue\("/, 'enqueue(window.x + "'))).toThrow(UnexpectedHydrationMarkup);
    expect(() =>
      deferHydration(page.replace("<script>window.__reactRouterContext.streamController.close();</script>", "")),
    ).toThrow(/one stream close script/);
  });

  it("leaves a page without React Router's markup as it is", () => {
    expect(deferHydration("<html><body><p>static</p></body></html>")).toBe("<html><body><p>static</p></body></html>");
  });
});

describe("deferHydration with subResourceIntegrity", () => {
  // What React Router writes with `subResourceIntegrity: true`: an import map of every module's hash and
  // an integrity attribute on each modulepreload link.
  const integrity = (href: string) => `sha384-${Buffer.from(href).toString("base64")}`;
  const hrefs = [...page.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const importMap = `<script rr-importmap="" type="importmap">${JSON.stringify({ integrity: Object.fromEntries(hrefs.map((h) => [h, integrity(h)])) })}</script>`;
  const sriPage = page
    .replace(MODULEPRELOAD, (_, href: string) => `<link rel="modulepreload" href="${href}" integrity="${integrity(href)}"/>`)
    .replace("<script>window.__reactRouterContext = ", `${importMap}<script>window.__reactRouterContext = `);

  it("leaves no modulepreload link (they would load everything before the first paint) and preloads with the integrity", () => {
    const html = deferHydration(sriPage);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(planOf(html).preload).toEqual(hrefs.map((href) => ({ href, integrity: integrity(href) })));
    expect(html).toContain(importMap);
    expect(inlineScriptHashes(html)).toHaveLength(5);
  });
});

describe("assertDeferred", () => {
  const html = deferHydration(page);

  it("passes the rewritten page and fails a page with a modulepreload link, without the loader or without the plan", () => {
    expect(() => assertDeferred(html)).not.toThrow();
    expect(() =>
      assertDeferred(html.replace("</head>", '<link rel="modulepreload" href="/assets/x.js" integrity="sha384-x"/></head>')),
    ).toThrow(/modulepreload left/);
    expect(() => assertDeferred(html.replace(HYDRATION_LOADER, "import('/assets/x.js');"))).toThrow(/deferred loader/);
    expect(() => assertDeferred(html.replace(`id="${HYDRATION_PLAN_ID}"`, 'id="x"'))).toThrow(/hydration plan/);
    expect(() => assertDeferred(page)).toThrow(UnexpectedHydrationMarkup);
  });
});
