/**
 * Pre-rendered pages need no JavaScript to be read, yet React Router's markup asks for every
 * module in <head> (modulepreload) and imports them statically, so the app's ~120 KB compete
 * with the HTML, CSS and hero image for the first paint on a slow line. This rewrites a page so
 * that the same modules load, in the same order, right after the first frame is painted.
 *
 * It also leaves every page with the same executable inline scripts, so that one
 * Content-Security-Policy (one set of hashes) fits every page: what differs per page (the
 * modules to load, the route data) moves into `<script type="application/json">` blocks, which
 * browsers never execute, read by loaders that are byte-identical everywhere.
 */

import { transformSync } from "esbuild";

export class UnexpectedHydrationMarkup extends Error {}

/** What a page loads: read by HYDRATION_LOADER from the JSON block before it. */
export interface HydrationPlan {
  /** attributes of React Router's modulepreload links (href, and integrity with subResourceIntegrity) */
  preload: Record<string, string>[];
  /** modules imported, in the original order */
  imports: string[];
  /** route id -> its modules (some of imports), merged in order: React Router splits a route's client loader from its component */
  routeModules: Record<string, string[]>;
  /** the client entry, imported last */
  entry: string;
}

export const HYDRATION_PLAN_ID = "rr-hydration-plan";
const STREAM_CHUNK_ATTRIBUTE = "data-rr-stream";

/**
 * Resolves once the browser reports the first contentful paint; at once in a background tab,
 * where nothing is painted; after the next frame where paint timing is not supported; and after
 * three seconds at the latest.
 */
const AFTER_FIRST_PAINT = `(resolve) => {
  if (document.visibilityState === "hidden") return resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), resolve();
  }).observe({ type: "paint", buffered: true });
  setTimeout(resolve, 3000);
}`;

// Every page carries the loaders: minified, they add ~100 bytes less to each (gzip).
const minify = (code: string) => transformSync(code, { minify: true, format: "esm", target: "es2022" }).code.trim();

/** Replaces React Router's module script: the same on every page. */
export const HYDRATION_LOADER = minify(
  [
    `const plan = JSON.parse(document.getElementById(${JSON.stringify(HYDRATION_PLAN_ID)}).textContent);`,
    `await new Promise(${AFTER_FIRST_PAINT});`,
    // Everything is fetched in parallel; the imports below then run in the original order.
    `for (const attributes of plan.preload) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", ...attributes }));`,
    `const modules = {};`,
    `for (const href of plan.imports) modules[href] = await import(href);`,
    `window.__reactRouterRouteModules = Object.fromEntries(Object.entries(plan.routeModules).map(([id, hrefs]) => [id, Object.assign({}, ...hrefs.map((href) => modules[href]))]));`,
    `await import(plan.entry);`,
  ].join("\n"),
);

/** Replaces React Router's stream scripts: feeds the route data from the JSON blocks, then closes. */
export const STREAM_LOADER = minify(
  [
    `for (const chunk of document.querySelectorAll("script[${STREAM_CHUNK_ATTRIBUTE}]")) window.__reactRouterContext.streamController.enqueue(JSON.parse(chunk.textContent));`,
    `window.__reactRouterContext.streamController.close();`,
  ].join("\n"),
);

// React Router 8's markup, exactly (see Scripts and StreamTransfer in react-router's dom/ssr).
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const LINK_ATTRIBUTE = /\s([a-zA-Z-]+)="([^"]*)"/g;
const STREAM_SCRIPT = /<script>window\.__reactRouterContext\.streamController\.(enqueue\(([\s\S]*?)\)|close\(\));<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
// A split route module: `const route1 = {...route1_clientLoader,...route1_main};`
const MERGED_MODULE = /^const (\w+) = \{((?:\.\.\.\w+,?)+)\};$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{(.*)\};$/;
const ROUTE_MODULE_ENTRY = /("(?:[^"\\]|\\.)*"):(\w+)/g;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

const isJsonString = (text: string) => {
  try {
    return typeof JSON.parse(text) === "string";
  } catch {
    return false;
  }
};

const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function readModuleScript(body: string): Omit<HydrationPlan, "preload"> {
  const imports: string[] = [];
  const moduleByName = new Map<string, string[]>();
  let routeModules: Record<string, string[]> | undefined;
  let entry: string | undefined;
  for (const line of body.split("\n")) {
    const trimmed = line.trim();
    let match: RegExpExecArray | null;
    if (!trimmed) continue;
    if ((match = SIDE_EFFECT_IMPORT.exec(trimmed))) imports.push(match[1]!);
    else if ((match = NAMESPACE_IMPORT.exec(trimmed))) {
      imports.push(match[2]!);
      moduleByName.set(match[1]!, [match[2]!]);
    } else if ((match = MERGED_MODULE.exec(trimmed))) {
      const parts = match[2]!.split(",").map((part) => moduleByName.get(part.slice(3)));
      if (parts.some((part) => !part)) throw new UnexpectedHydrationMarkup(`merged module without an import: ${trimmed}`);
      moduleByName.set(
        match[1]!,
        parts.flatMap((part) => part!),
      );
    } else if ((match = ROUTE_MODULES.exec(trimmed))) {
      const pairs = [...match[1]!.matchAll(ROUTE_MODULE_ENTRY)];
      if (pairs.map((pair) => pair[0]).join(",") !== match[1])
        throw new UnexpectedHydrationMarkup(`unknown route modules: ${trimmed}`);
      routeModules = {};
      for (const [pair, id, name] of pairs) {
        const module = moduleByName.get(name!);
        if (!module) throw new UnexpectedHydrationMarkup(`route module without an import: ${pair}`);
        routeModules[JSON.parse(id!) as string] = module;
      }
    } else if ((match = ENTRY_IMPORT.exec(trimmed))) entry = match[1]!;
    else throw new UnexpectedHydrationMarkup(`unknown line in the module script: ${trimmed}`);
  }
  if (!routeModules || !entry) throw new UnexpectedHydrationMarkup("module script without route modules or entry import");
  return { imports, routeModules, entry };
}

function readPreload(link: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of link.matchAll(LINK_ATTRIBUTE)) attributes[name!] = value!;
  const { rel, ...rest } = attributes;
  // Anything but href and integrity (crossorigin, nonce, …) would need handling in the loader.
  const rebuilt = `<link rel="${rel}"${Object.entries(rest)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("")}/>`;
  if (rebuilt !== link || !rest.href || Object.keys(rest).some((name) => name !== "href" && name !== "integrity")) {
    throw new UnexpectedHydrationMarkup(`unknown modulepreload link: ${link}`);
  }
  return rest;
}

export function deferHydration(html: string): string {
  const moduleScripts = [...html.matchAll(MODULE_SCRIPT)];
  if (moduleScripts.length === 0) {
    if (html.search(MODULEPRELOAD) >= 0 || html.includes("__reactRouter"))
      throw new UnexpectedHydrationMarkup("React Router markup without its module script");
    return html;
  }
  if (moduleScripts.length > 1) throw new UnexpectedHydrationMarkup("more than one module script");

  const plan: HydrationPlan = {
    preload: [...html.matchAll(MODULEPRELOAD)].map((match) => readPreload(match[0])),
    ...readModuleScript(moduleScripts[0]![1]!),
  };

  let closed = 0;
  const rewritten = html
    .replace(MODULEPRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () =>
        `<script type="application/json" id="${HYDRATION_PLAN_ID}">${jsonForScript(plan)}</script>` +
        `<script type="module" async="">${HYDRATION_LOADER}</script>`,
    )
    .replace(STREAM_SCRIPT, (_, call: string, chunk: string | undefined) => {
      if (chunk === undefined) return (closed++, `<script>${STREAM_LOADER}</script>`);
      // React Router writes each chunk as a JSON string with <, > and & escaped: valid JSON, safe in a script element.
      if (!isJsonString(chunk) || /[<>&]/.test(chunk))
        throw new UnexpectedHydrationMarkup(`unknown stream chunk: ${call.slice(0, 80)}`);
      return `<script type="application/json" ${STREAM_CHUNK_ATTRIBUTE}="">${chunk}</script>`;
    });
  if (closed !== 1) throw new UnexpectedHydrationMarkup(`expected one stream close script, found ${closed}`);
  assertDeferred(rewritten);
  return rewritten;
}

/** The rewrite's own check: nothing loads before the first paint, and the loaders are in place. */
export function assertDeferred(html: string): void {
  const problems: string[] = [];
  const leftover = html.match(MODULEPRELOAD);
  if (leftover) problems.push(`modulepreload left: ${leftover[0]}`);
  if (html.includes("<script>window.__reactRouterContext.streamController.enqueue("))
    problems.push("stream chunk left as a script");
  const modules = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (modules.length !== 1 || modules[0] !== HYDRATION_LOADER)
    problems.push("the deferred loader is not the page's one module script");
  if (html.split(`<script>${STREAM_LOADER}</script>`).length !== 2) problems.push("the stream loader is not on the page once");
  const plan = new RegExp(`<script type="application/json" id="${HYDRATION_PLAN_ID}">([^<]*)</script>`).exec(html);
  try {
    const parsed = JSON.parse(plan?.[1] ?? "") as HydrationPlan;
    if (!parsed.entry || !parsed.imports.length || !Object.keys(parsed.routeModules).length) throw new Error();
  } catch {
    problems.push("no readable hydration plan");
  }
  if (problems.length) throw new UnexpectedHydrationMarkup(problems.join("; "));
}
