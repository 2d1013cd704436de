/**
 * Pre-rendered pages need no JavaScript to be read, yet React Router's markup asks for every
 * module in <head> (modulepreload) and imports them statically, so the app's ~120 KB compete
 * with the HTML, CSS and hero image for the first paint on a slow line. This rewrites a page so
 * that the same modules load, in the same order, right after the first frame is painted.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

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

/**
 * Until React listens, buttons are inert: a tap on the menu button would be lost. Taps on plain
 * buttons (type="button": no form, no link) are recorded until the entry module has started
 * hydration (React handles clicks itself from then on) and replayed, in order, on the same
 * elements once the app marks itself interactive (html[data-hydrated], see app/lib/hydration).
 */
const RECORD_EARLY_CLICKS = `const earlyClicks = [];
const recordEarlyClick = (event) => {
  const button = event.target instanceof Element && event.target.closest('button[type="button"]');
  if (button) earlyClicks.push(button);
};
document.addEventListener("click", recordEarlyClick, true);`;

const REPLAY_EARLY_CLICKS = `document.removeEventListener("click", recordEarlyClick, true);
const replayEarlyClicks = () => earlyClicks.forEach((button) => button.isConnected && button.click());
if (document.documentElement.dataset.hydrated) replayEarlyClicks();
else new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.hydrated) observer.disconnect(), replayEarlyClicks();
}).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });`;

const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

export class UnexpectedHydrationMarkup extends Error {}

export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);

  const imports: string[] = [];
  const rest: string[] = [];
  for (const line of script[1]!.split("\n")) {
    const trimmed = line.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed);
    const namespace = NAMESPACE_IMPORT.exec(trimmed);
    if (sideEffect) imports.push(`await import(${JSON.stringify(sideEffect[1])});`);
    else if (namespace) imports.push(`const ${namespace[1]} = await import(${JSON.stringify(namespace[2])});`);
    else if (/^import\s/.test(trimmed)) throw new UnexpectedHydrationMarkup(`unknown import form: ${trimmed}`);
    else if (ENTRY_IMPORT.test(trimmed))
      rest.push(trimmed.replace(ENTRY_IMPORT, (_, entry: string) => `await import(${JSON.stringify(entry)});`));
    else if (trimmed) rest.push(trimmed);
  }

  const body = [
    RECORD_EARLY_CLICKS,
    `await new Promise(${AFTER_FIRST_PAINT});`,
    // Everything is fetched in parallel; the imports below then run in the original order.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...imports,
    ...rest,
    REPLAY_EARLY_CLICKS,
  ].join("\n");

  return html.replace(MODULEPRELOAD, "").replace(MODULE_SCRIPT, () => `<script type="module" async="">${body}</script>`);
}
