import { describe, expect, it } from "vitest";
import { UnexpectedHydrationMarkup, deferHydration } from "./defer-hydration";

const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Lundey</h1>',
  '<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

const moduleBody = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

describe("deferHydration", () => {
  const html = deferHydration(page);

  it("takes the modulepreload links out of the head and keeps the stylesheet and content", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<h1>Lundey</h1>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("records early clicks, waits for the first contentful paint, imports in the original order, then replays the clicks", () => {
    const body = moduleBody(html);
    expect(body).not.toMatch(/^import\s/m);
    const order = [
      body.indexOf('document.addEventListener("click", recordEarlyClick, true);'),
      body.indexOf('getEntriesByName("first-contentful-paint")'),
      body.indexOf('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]'),
      body.indexOf('await import("/assets/manifest-1.js");'),
      body.indexOf('const route0 = await import("/assets/root-3.js");'),
      body.indexOf('window.__reactRouterRouteModules = {"root":route0};'),
      body.indexOf('await import("/assets/entry.client-2.js");'),
      body.indexOf('document.removeEventListener("click", recordEarlyClick, true);'),
      body.indexOf("replayEarlyClicks();"),
    ];
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("leaves a page without a module script as it is", () => {
    expect(deferHydration("<html><body><p>static</p></body></html>")).toBe("<html><body><p>static</p></body></html>");
  });

  it("refuses an import form it does not know, rather than break hydration", () => {
    expect(() =>
      deferHydration(page.replace('import * as route0 from "/assets/root-3.js";', 'import { x } from "/a.js";')),
    ).toThrow(UnexpectedHydrationMarkup);
  });
});
