// The focus ring against what is around it (WCAG 1.4.11 asks 3:1): every stop Tab reaches on the
// home page (gradient band, white sections, the dark distilleries band, the footer), the gin list
// and, on a phone, the open menu. For each stop the ring's computed colour is compared with what
// the page paints just outside it on all four sides (elementsFromPoint, translucent layers laid
// over what is under them; a gradient counts at its worst stop, which for a lighter ring is its
// lightest: a straight blend's luminance peaks at an end).
import { expect, test, type Page } from "./fixtures";

const MINIMUM = 3;
const MAX_STOPS = 220;

interface Stop {
  name: string;
  ring: string | null;
  samples: { surface: string; kind: "light" | "dark" | "light gradient" | "dark gradient"; contrast: number }[];
}

/**
 * The focused element (an id that stays with it, "body" for none), its ring and the contrast with
 * the surface on each of its sides: one round trip a stop.
 */
const measureFocus = (page: Page): Promise<{ id: string; stop: Stop | null }> =>
  page.evaluate(() => {
    const el = document.activeElement as (HTMLElement & { __stop?: string }) | null;
    if (!el || el === document.body) return { id: "body", stop: null };
    el.__stop ??= Math.random().toString(36).slice(2);
    const id = el.__stop;
    // A colour transition (a button's) would be measured halfway: its end state is what stays on
    // screen, and finishing it shows that state at once.
    for (const animation of el.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    type Rgba = [number, number, number, number];
    // Colours as the browser computes them: rgb() or, for Tailwind's colours with an opacity
    // (bg-night-900/95), oklab(); a canvas pixel turns any of them into sRGB.
    const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/(?:rgba?|oklab|oklch|lab|lch|color)\([^)]+\)/g)].map(([color]) => {
        pixel.clearRect(0, 0, 1, 1);
        pixel.fillStyle = color;
        pixel.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255];
      });
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
    };
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const style = getComputedStyle(el);
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0)
      return { id, stop: { name, ring: null, samples: [] } };
    const ring = parse(style.outlineColor)[0]!;
    const fixed = (() => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (getComputedStyle(node).position === "fixed") return true;
      }
      return false;
    })();
    // Out from under the fixed top bar, so what is beside the ring is its own surface.
    if (!fixed) el.scrollIntoView({ block: "center", inline: "nearest" });
    const box = el.getBoundingClientRect();
    const out = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) + 1.5;
    const points = [
      [box.left - out, box.top + box.height / 2],
      [box.right + out, box.top + box.height / 2],
      [box.left + box.width / 2, box.top - out],
      [box.left + box.width / 2, box.bottom + out],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
    const samples: Stop["samples"] = [];
    for (const [x, y] of points) {
      const layers: Rgba[] = [];
      let stops: Rgba[] | null = null;
      let picture = false;
      for (const under of document.elementsFromPoint(x!, y!)) {
        if (under === el || el.contains(under)) continue;
        if (/^(IMG|SVG|CANVAS|VIDEO|PICTURE|IFRAME)$/i.test(under.tagName) || under.closest("svg")) {
          picture = true;
          break;
        }
        const cs = getComputedStyle(under);
        if (cs.backgroundImage.includes("gradient")) {
          stops = parse(cs.backgroundImage).map((stop) => layers.reduceRight((below, top) => over(top, below), stop));
          break;
        }
        const [color] = parse(cs.backgroundColor);
        if (color && color[3] > 0) {
          layers.push(color);
          if (color[3] === 1) break;
        }
      }
      if (picture) continue;
      if (stops) {
        const worst = stops.reduce((a, b) => (contrast(ring, a) <= contrast(ring, b) ? a : b));
        samples.push({
          surface: `gradient at rgb(${worst.slice(0, 3).map(Math.round).join(",")})`,
          kind: luminance(worst) > 0.4 ? "light gradient" : "dark gradient",
          contrast: contrast(ring, worst),
        });
        continue;
      }
      const surface = layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
      samples.push({
        surface: `rgb(${surface.slice(0, 3).map(Math.round).join(",")})`,
        kind: luminance(surface) > 0.4 ? "light" : "dark",
        contrast: contrast(ring, surface),
      });
    }
    return { id, stop: { name, ring: style.outlineColor, samples } };
  });

/** Tabs through the page from its top, measuring each stop, until focus comes round again. */
async function tabThrough(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < MAX_STOPS; press++) {
    await page.keyboard.press("Tab");
    const { id, stop } = await measureFocus(page);
    if (id === "body" || seen.has(id)) break;
    seen.add(id);
    if (stop) stops.push(stop);
  }
  return stops;
}

function report(label: string, stops: Stop[]) {
  const byKind = new Map<string, { contrast: number; where: string }>();
  for (const stop of stops) {
    for (const sample of stop.samples) {
      const least = byKind.get(sample.kind);
      if (!least || sample.contrast < least.contrast)
        byKind.set(sample.kind, { contrast: sample.contrast, where: `${stop.name}, ring ${stop.ring} on ${sample.surface}` });
    }
  }
  const figures = [...byKind].map(([kind, { contrast, where }]) => `${kind} ${contrast.toFixed(2)}:1 (${where})`).join("; ");
  console.log(`focus ring, ${label}: ${stops.length} stops; least per surface: ${figures}`);
  test.info().annotations.push({ type: "measured", description: `${label}: ${figures}` });
  return byKind;
}

const failures = (stops: Stop[]) => [
  ...stops.filter((stop) => stop.ring === null).map((stop) => `${stop.name}: no ring`),
  ...stops.flatMap((stop) =>
    stop.samples
      .filter((sample) => sample.contrast < MINIMUM)
      .map((sample) => `${stop.name}: ring ${stop.ring} on ${sample.surface} ${sample.contrast.toFixed(2)}:1`),
  ),
];

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ["/", "/premium-gins"]) {
    test(`${path}: the ring is 3:1 or more beside every stop, on white, the top bar and the gradient band`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
      await page.goto(path);
      const stops = await tabThrough(page);
      expect(stops.length).toBeGreaterThan(20);
      const least = report(`${path} at 1280`, stops);
      // The three surfaces the ring has to work on were all reached.
      expect([...least.keys()]).toEqual(expect.arrayContaining(["dark", "dark gradient", "light"]));
      expect(failures(stops)).toEqual([]);
    });
  }
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the ring is 3:1 or more in the open menu and on the home page", async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    const menu: Stop[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const { stop } = await measureFocus(page);
      if (stop) menu.push(stop);
    }
    await page.screenshot({ path: test.info().outputPath("chrome-focus-menu-390.png") });
    await page.keyboard.press("Escape");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const stops = [...menu, ...(await tabThrough(page))];
    report("/ at 390 with the menu", stops);
    expect(failures(stops)).toEqual([]);
  });
});
