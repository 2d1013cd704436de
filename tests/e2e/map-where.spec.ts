import { axeBuilder } from "./axe";
import { expect, test, type Page } from "./fixtures";
import {
  getDistillery,
  getSpirit,
  getVodka,
  listAllProducts,
  listMapDistilleries,
  listUnpinnedMapDistilleries,
  productPath,
  spiritsOfDistillery,
} from "../../content/index";
import { townOf } from "../../app/lib/map/places";

/**
 * The map answers "where is it?": a tapped pin opens a sheet on a phone (the side panel stays on a
 * wide screen), every bottle's maker is on the map or listed under it, one count everywhere, the
 * maker under a bottle's heading leads to its profile, touch scrolls the page with one finger and
 * moves the map with two, Focus Map jumps under reduced motion, the legend shows every entry, a
 * mouse drag ends where the pointer leaves the map, and the locator picture falls back.
 */
const pinned = listMapDistilleries();
const unpinned = listUnpinnedMapDistilleries();
const mapCount = pinned.length + unpinned.length;

/** The built-in map must work with no network: everything but loopback is refused. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"));
});

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const map = (page: Page) => page.getByTestId("map");
const centre = async (page: Page) => (await map(page).getAttribute("data-center"))!;

/** Fingers on the screen: Chromium's touch input, moved together in ten steps. */
async function touchMove(page: Page, fingers: { x: number; y: number }[], dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => fingers.map((f, id) => ({ x: f.x + (dx * step) / 10, y: f.y + (dy * step) / 10, id }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Where a bottle's maker stands on the map: its own entry, or the entry its profile names as the same producer. */
const SAME_PRODUCER: Record<string, string> = {
  // "Stuðlaberg and Hovdenak are one producer, not two" (the Hovdenak profile)
  "hovdenak-distillery": "studlaberg-distillery",
  // "one company with two names ... only that page is on the map" (the Reykjavík Distillery profile)
  "reykjavik-distillery": "64-reykjavik-distillery",
};

test.describe("one count, every maker", () => {
  test("every bottle's maker is on the map or under it, and the map, the home page and the badge give one count", async ({
    page,
  }) => {
    const listed = new Set([...pinned, ...unpinned].map((d) => d.slug));
    for (const [alias, entry] of Object.entries(SAME_PRODUCER)) {
      expect(listed.has(alias), `${alias} is a second name, not a second entry`).toBe(false);
      expect(getDistillery(alias)!.longDescription).toContain(getDistillery(entry)!.name.replace("Distillery", "").trim());
    }
    const makers = [...new Set(listAllProducts().map((p) => p.distilleryRef))];
    for (const maker of makers) expect(listed.has(SAME_PRODUCER[maker] ?? maker), maker).toBe(true);

    await page.goto("/distilleries");
    const legend = page.getByRole("region", { name: "Legend" }).getByRole("button");
    const below = page.getByRole("region", { name: "Location unconfirmed" }).getByRole("listitem");
    await expect(legend).toHaveCount(pinned.length);
    await expect(below).toHaveCount(unpinned.length);
    // The hero counts what the page shows: the pins, then the producers listed without one, adding up to all.
    const counts = (await page.getByTestId("distillery-count").innerText()).match(/\d+/g)!.map(Number);
    expect(counts).toEqual(unpinned.length ? [await legend.count(), await below.count()] : [await legend.count()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(mapCount);
    for (const maker of makers) {
      const name = getDistillery(SAME_PRODUCER[maker] ?? maker)!.name;
      const shown = (await legend.filter({ hasText: name }).count()) + (await below.filter({ hasText: name }).count());
      expect(shown, name).toBeGreaterThan(0);
    }
    await page.goto("/");
    const stat = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: /^distilleries$/ }) });
    await expect(stat.locator("dd")).toHaveText(String(mapCount));
  });
});

for (const [label, device] of [
  ["390 px, touch", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(label, () => {
    test.use(device);

    test("the maker's name under a bottle's heading opens its profile", async ({ page }) => {
      for (const bottle of [getVodka("loki-vodka")!, getSpirit("brennivin")!]) {
        await page.goto(productPath(bottle));
        const maker = page.locator('[data-fact="producer"]').getByRole("link", { name: bottle.distillery });
        await expect(maker).toHaveAttribute("href", `/all-distillery/${bottle.distilleryRef}`);
        await maker.click();
        await expect(page).toHaveURL(new RegExp(`/all-distillery/${bottle.distilleryRef}$`));
        await expect(page.getByRole("heading", { level: 1, name: getDistillery(bottle.distilleryRef)!.name })).toBeVisible();
      }
    });

    test("the legend shows every entry, none cut off", async ({ page }) => {
      await page.goto("/distilleries");
      const list = page.getByRole("region", { name: "Legend" }).getByRole("list");
      await expect(list.getByRole("listitem")).toHaveCount(pinned.length);
      const { scrollHeight, clientHeight } = await list.evaluate((el) => ({
        scrollHeight: el.scrollHeight,
        clientHeight: el.clientHeight,
      }));
      expect(scrollHeight, "the legend hides entries behind a scroll").toBeLessThanOrEqual(clientHeight);
    });

    test("Focus Map jumps to the map when reduced motion is asked for", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const target = pinned.at(-1)!;
      await page.goto("/distilleries");
      const button = page.getByRole("button", { name: `Focus Map on ${target.name}` });
      await button.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      // Read in the same task as the click: a smooth scroll has not moved yet, a jump is done.
      const afterClick = await button.evaluate((element) => {
        (element as HTMLButtonElement).click();
        return window.scrollY;
      });
      expect(afterClick).toBe(0);
      await expect(map(page)).toHaveAttribute("data-zoom", "12");
    });

    // The fallback is the picture's own error handler, the same at every width: once, on the phone.
    if (device === PHONE)
      test("the locator picture falls back to the placeholder with the name when it cannot load", async ({ page }) => {
        await page.route("**/maps/iceland-locator.svg", (route) => route.abort("failed"));
        const name = "Þoran Distillery";
        for (const path of ["/gin/marberg-gin", "/all-distillery/thoran-distillery"]) {
          await page.goto(path);
          const widget = page.getByRole("link", { name: `Open ${name} in maps` });
          const picture = widget.getByRole("img", { name: `Map of Iceland showing ${name}` });
          await picture.scrollIntoViewIfNeeded();
          await expect(picture).toHaveAttribute("src", /^data:image\/svg\+xml,/);
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          expect(decodeURIComponent((await picture.getAttribute("src"))!)).toContain("Hafnarfj");
          // The pin was placed for the map; over the placeholder it would point at nothing.
          await expect(widget.locator("[data-marker]")).toBeHidden();
        }
      });
  });
}

test.describe("390 px, touch: a tapped pin", () => {
  test.use(PHONE);

  test("opens a sheet on screen with the name, town, bottles and Open in Maps; Escape and Close shut it", async ({ page }) => {
    const target = pinned[3]!;
    const town = townOf(target.location)!;
    await page.goto("/distilleries");
    await map(page).locator('[data-marker="4"]').tap();
    const sheet = page.getByRole("dialog", { name: target.name });
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeInViewport({ ratio: 1 });
    // The pin stays in sight above the sheet.
    const pin = map(page).locator('[data-marker="4"]');
    await expect(pin).toBeInViewport();
    await expect
      .poll(async () => (await pin.boundingBox())!.y + (await pin.boundingBox())!.height)
      .toBeLessThan((await sheet.boundingBox())!.y);
    await expect(sheet.getByTestId("detail-town")).toContainText(target.location);
    for (const bottle of spiritsOfDistillery(target)) {
      await expect(sheet.getByRole("link", { name: bottle.name, exact: true })).toHaveAttribute("href", productPath(bottle));
    }
    await expect(sheet.getByRole("link", { name: /^Open in Maps/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${town}, Iceland`)}`,
    );
    await expect(sheet.getByRole("button", { name: "Close" })).toBeFocused();
    const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(map(page)).toBeFocused();

    await map(page).locator('[data-marker="1"]').tap();
    const first = page.getByRole("dialog", { name: pinned[0]!.name });
    await expect(first).toBeVisible();
    await first.getByRole("button", { name: "Close" }).tap();
    await expect(first).toBeHidden();
    // Its bottles are links: the sheet leads on to a bottle page.
    await map(page).locator('[data-marker="1"]').tap();
    const bottle = spiritsOfDistillery(pinned[0]!)[0]!;
    await first.getByRole("link", { name: bottle.name, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${productPath(bottle)}$`));
  });

  test("one finger over the map scrolls the page and shows the two-finger hint; two fingers move the map", async ({ page }) => {
    await page.goto("/distilleries");
    await expect(map(page)).not.toHaveAttribute("data-zoom", "6");
    await map(page).scrollIntoViewIfNeeded();
    const frame = (await map(page).boundingBox())!;
    const before = { scroll: await page.evaluate(() => window.scrollY), centre: await centre(page) };
    // The hint is short-lived: note every status the map shows while the finger moves.
    await map(page).evaluate((element) => {
      const seen: string[] = ((window as unknown as { mapStatuses: string[] }).mapStatuses = []);
      new MutationObserver(() =>
        element.querySelectorAll('[role="status"]').forEach((status) => seen.push(status.textContent ?? "")),
      ).observe(element, { childList: true, subtree: true, characterData: true });
    });
    await touchMove(page, [{ x: frame.x + 12, y: frame.y + frame.height * 0.8 }], 0, -200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.scroll + 50);
    expect(await centre(page)).toBe(before.centre);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { mapStatuses: string[] }).mapStatuses))
      .toContain("Use two fingers to move the map, or pinch to zoom");

    await map(page).scrollIntoViewIfNeeded();
    const marker = map(page).locator('[data-marker="1"]');
    const box = (await map(page).boundingBox())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    const was = (await marker.boundingBox())!;
    const middle = box.y + box.height / 2;
    await touchMove(
      page,
      [
        { x: box.x + 12, y: middle - 20 },
        { x: box.x + 12, y: middle + 20 },
      ],
      100,
      -30,
    );
    const now = (await marker.boundingBox())!;
    expect(now.x - was.x).toBeCloseTo(100, -0.5);
    expect(now.y - was.y).toBeCloseTo(-30, -0.5);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe("1280 px", () => {
  test.use(DESKTOP);

  test("a clicked pin fills the side panel (no sheet), with the bottles and Open in Maps", async ({ page }) => {
    const target = pinned[0]!;
    await page.goto("/distilleries");
    await map(page).locator('[data-marker="1"]').click();
    const panel = page.getByTestId("detail-card");
    await expect(panel.getByRole("heading", { name: target.name })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    for (const bottle of spiritsOfDistillery(target)) {
      await expect(panel.getByRole("link", { name: bottle.name, exact: true })).toHaveAttribute("href", productPath(bottle));
    }
    await expect(panel.getByRole("link", { name: /^Open in Maps/ })).toHaveAttribute("target", "_blank");
  });

  test("leaving the map with the button held ends the drag", async ({ page }) => {
    await page.goto("/distilleries");
    await map(page).scrollIntoViewIfNeeded();
    const box = (await map(page).boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // Out past the map's right edge (onto the legend), button still held.
    await page.mouse.move(box.x + box.width + 40, start.y, { steps: 8 });
    const left = await centre(page);
    expect(left).not.toBe("-19.5000,64.8000");
    // Further out and back in: the drag ended at the edge, so the map stays where it was left.
    await page.mouse.move(box.x + box.width + 200, start.y + 50, { steps: 4 });
    await page.mouse.move(start.x, start.y, { steps: 8 });
    expect(await centre(page)).toBe(left);
    await page.mouse.up();
  });
});
