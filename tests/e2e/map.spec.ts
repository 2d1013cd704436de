import { expect, test, type Page } from "./fixtures";
import { listMapDistilleries, listUnpinnedMapDistilleries } from "../../content/index";
import { E2E_MAPBOX_BASE_URL, FAKE_PORTS, MAPBOX_TEST_TOKEN } from "./env";
import { COAST_UNIT } from "../../app/lib/map/coast";
import { mapCopy } from "../../app/components/map/map-copy";
import { townOf } from "../../app/lib/map/places";
import { unproject } from "../../app/lib/map/web-mercator";

const distilleries = listMapDistilleries();
const unpinned = listUnpinnedMapDistilleries();
const pinCount = distilleries.length;

/** The built-in map must work with no network: everything but loopback is refused. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"));
});

const map = (page: Page) => page.getByTestId("map");
const centre = async (page: Page) => (await map(page).getAttribute("data-center"))!.split(",").map(Number) as [number, number];

/** The coastline is one cached file with a content hash in its name, drawn by <use>. */
async function expectCoastFile(page: Page) {
  const href = (await map(page).locator("use").getAttribute("href"))!;
  expect(href).toMatch(/^\/assets\/iceland-coast-[\w-]+\.svg#coast$/);
  const file = await page.request.get(href.split("#")[0]!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("image/svg+xml");
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const coast = (await file.text()).match(/<path id="coast" d="([^"]+)"/)?.[1];
  expect(coast?.length).toBeGreaterThan(10_000);
  return coast!;
}

/** The coastline's vertices in degrees (its path is relative moves in COAST_UNITs). */
function coastPoints(path: string): [number, number][] {
  const points: [number, number][] = [];
  for (const ring of path.split("z").filter(Boolean)) {
    const numbers = ring.match(/-?\d+/g)!.map(Number);
    let [x, y] = [numbers[0]!, numbers[1]!];
    points.push(unproject([x * COAST_UNIT, y * COAST_UNIT]));
    for (let i = 2; i < numbers.length; i += 2) {
      [x, y] = [x + numbers[i]!, y + numbers[i + 1]!];
      points.push(unproject([x * COAST_UNIT, y * COAST_UNIT]));
    }
  }
  return points;
}

/**
 * How the coastline's line looks in a screenshot of the map: how many pixels have its colour, and
 * the median thickness of the line there (the shorter of the horizontal and vertical runs through
 * each such pixel).
 */
async function coastLine(page: Page) {
  const png = (await map(page).screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    // An <img> may load a data: URL under the page's CSP (img-src), where fetch may not.
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data: rgba, width, height } = context.getImageData(0, 0, image.width, image.height);
    // The stroke's colour (#6b8f9c), against the land's and the sea's much lighter ones.
    const isLine = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return Math.hypot(rgba[i]! - 107, rgba[i + 1]! - 143, rgba[i + 2]! - 156) < 40;
    };
    const thickness: number[] = [];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if (!isLine(x, y)) continue;
        const run = (dx: number, dy: number) => {
          let n = 0;
          for (
            let [cx, cy] = [x + dx, y + dy];
            cx >= 0 && cy >= 0 && cx < width && cy < height && isLine(cx, cy);
            cx += dx, cy += dy
          )
            n++;
          return n;
        };
        thickness.push(Math.min(1 + run(1, 0) + run(-1, 0), 1 + run(0, 1) + run(0, -1)));
      }
    thickness.sort((a, b) => a - b);
    return { pixels: thickness.length, medianThickness: thickness[Math.floor(thickness.length / 2)] ?? 0 };
  }, png);
}

test.describe("built-in map (no token)", () => {
  test("the coastline keeps a one-pixel line at every zoom from 4 to 15", async ({ page }) => {
    // A guard against a hang, not a speed check: twelve zooms, each read pixel by pixel from
    // screenshots, passed 60 s beside a second suite.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/distilleries");
    const coast = coastPoints(await expectCoastFile(page));
    // Centre on the coastline: focus the distillery nearest to it, then drag onto its nearest point.
    const distance = ([lon, lat]: readonly [number, number], [lon2, lat2]: readonly [number, number]) =>
      Math.hypot((lon - lon2) * Math.cos((lat * Math.PI) / 180), lat - lat2);
    const nearest = (from: readonly [number, number]) =>
      coast.reduce((best, point) => (distance(from, point) < distance(from, best) ? point : best));
    const closest = distilleries.reduce((best, d) =>
      distance(d.coordinates, nearest(d.coordinates)) < distance(best.coordinates, nearest(best.coordinates)) ? d : best,
    );
    await page.getByRole("region", { name: "Legend" }).getByRole("button", { name: closest.name }).click();
    await expect(map(page)).toHaveAttribute("data-zoom", "12");
    const slider = page.getByRole("slider", { name: "Zoom" });
    await slider.fill("14");
    await expect(map(page)).toHaveAttribute("data-zoom", "14");
    // At zoom 14 a drag pans 0.001 degrees per pixel: left moves the view east, down moves it north.
    const [lon, lat] = await centre(page);
    const [targetLon, targetLat] = nearest([lon, lat]);
    await map(page).scrollIntoViewIfNeeded();
    const box = (await map(page).boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + (lon - targetLon) / 0.001, start.y + (targetLat - lat) / 0.001, { steps: 5 });
    await page.mouse.up();
    for (let zoom = 4; zoom <= 15; zoom++) {
      await slider.fill(String(zoom));
      await expect(map(page)).toHaveAttribute("data-zoom", String(zoom));
      // A scaled 1-unit stroke would be 0.06 px wide at zoom 4 (unseen) and 131 px at zoom 15. Both
      // are read from one frame, polled until the zoom's frame is drawn: on a busy host a single read
      // once caught a frame mid-change (17 px at zoom 8), and at zooms 12 and 15 the blurred band of
      // a low-resolution tile stayed past 10 s while the full one was drawn, so the guard is generous.
      await expect
        .poll(
          async () => {
            const line = await coastLine(page);
            return line.pixels > 20 && line.medianThickness <= 2 ? "a one-pixel line" : JSON.stringify(line);
          },
          { message: `zoom ${zoom}`, timeout: 45_000 },
        )
        .toBe("a one-pixel line");
    }
  });

  test("shows the count, a marker, card and legend entry per pinned record, and the coastline", async ({ page }) => {
    await page.goto("/distilleries");
    await expect(page.getByTestId("distillery-count")).toHaveText(mapCopy.countLine(pinCount, unpinned.length));
    await expect(map(page).locator("[data-marker]")).toHaveCount(pinCount);
    // The overview names the pins' towns where they fit: each name a pinned producer's town, over no
    // pin as drawn (its circle; the tap area around it is transparent and may meet a name's edge).
    const towns = new Set(distilleries.map((d) => townOf(d.location)));
    const names = map(page).locator("[data-place]");
    await expect(names.first()).toBeVisible();
    const pins = await map(page)
      .locator("[data-marker] circle")
      .evaluateAll((circles) => circles.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    for (const name of await names.all()) {
      expect(towns.has(await name.textContent())).toBe(true);
      const box = (await name.boundingBox())!;
      for (const pin of pins)
        expect(
          box.x < pin.x + pin.width && pin.x < box.x + box.width && box.y < pin.y + pin.height && pin.y < box.y + box.height,
          `${await name.textContent()} ${JSON.stringify(box)} over a pin ${JSON.stringify(pin)}`,
        ).toBe(false);
    }
    await expectCoastFile(page);
    await expect(page.getByRole("region", { name: "Distilleries" }).getByRole("article")).toHaveCount(pinCount);
    const legend = page.getByRole("region", { name: "Legend" });
    await expect(legend.getByRole("button")).toHaveCount(pinCount);
    // the number, the name, and "approx." when the pin stands at the town (sources.spec.ts)
    await expect(legend.getByRole("button").first()).toHaveText(
      `1${distilleries[0]!.name}${distilleries[0]!.locationApproximate ? "approx." : ""}`,
    );
    await expect(page.getByRole("heading", { name: "Select a Distillery" })).toBeVisible();
    await expect(page.getByText("Click on a distillery below to view details and location information.")).toBeVisible();
    await expect(map(page)).toHaveAttribute("data-zoom", "6");
    expect(await centre(page)).toEqual([-19.5, 64.8]);
  });

  test("clicking a card selects it, centres on it and zooms to 10", async ({ page }) => {
    const target = distilleries[3]!;
    await page.goto("/distilleries");
    await page.getByRole("article").filter({ hasText: target.name }).getByText(target.location).click();
    const detail = page.getByTestId("detail-card");
    await expect(detail.getByRole("heading", { name: target.name })).toBeVisible();
    await expect(detail.getByRole("link", { name: `Learn More about ${target.name}` })).toHaveAttribute(
      "href",
      `/all-distillery/${target.slug}`,
    );
    await expect(map(page)).toHaveAttribute("data-zoom", "10");
    const [lon, lat] = await centre(page);
    expect(lon).toBeCloseTo(target.coordinates[0], 3);
    expect(lat).toBeCloseTo(target.coordinates[1], 3);
  });

  test("Focus Map selects, zooms to 12 and scrolls to the top; Reset View restores the defaults", async ({ page }) => {
    const target = distilleries[distilleries.length - 1]!;
    await page.goto("/distilleries");
    const card = page.getByRole("article").filter({ hasText: target.name });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("button", { name: `Focus Map on ${target.name}` }).click();
    await expect(map(page)).toHaveAttribute("data-zoom", "12");
    await expect(page.getByTestId("detail-card").getByRole("heading", { name: target.name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Reset View" }).click();
    await expect(map(page)).toHaveAttribute("data-zoom", "6");
    expect(await centre(page)).toEqual([-19.5, 64.8]);
    await expect(page.getByRole("heading", { name: "Select a Distillery" })).toBeVisible();
  });

  test("a legend entry focuses its distillery", async ({ page }) => {
    await page.goto("/distilleries");
    await page.getByRole("region", { name: "Legend" }).getByRole("button", { name: distilleries[1]!.name }).click();
    await expect(map(page)).toHaveAttribute("data-zoom", "12");
  });

  test("the slider changes the zoom within 4 to 15", async ({ page }) => {
    await page.goto("/distilleries");
    const slider = page.getByRole("slider", { name: "Zoom" });
    await expect(slider).toHaveAttribute("min", "4");
    await expect(slider).toHaveAttribute("max", "15");
    await slider.fill("9");
    await expect(map(page)).toHaveAttribute("data-zoom", "9");
  });

  test("dragging pans by 0.001 × (15 − zoom) degrees per pixel; the keyboard pans and zooms too", async ({ page }) => {
    await page.goto("/distilleries");
    await page.evaluate(() => window.scrollTo(0, 300));
    const box = (await map(page).boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 100, start.y + 40, { steps: 5 });
    await page.mouse.up();
    const [lon, lat] = await centre(page);
    expect(lon).toBeCloseTo(-19.5 - 100 * 0.009, 2);
    expect(lat).toBeCloseTo(64.8 + 40 * 0.009, 2);

    await map(page).focus();
    await page.keyboard.press("+");
    await expect(map(page)).toHaveAttribute("data-zoom", "7");
    await page.keyboard.press("ArrowLeft");
    const [lonAfterKey] = await centre(page);
    expect(lonAfterKey).toBeLessThan(lon);
  });

  test("Learn More on a card opens the distillery profile", async ({ page }) => {
    const target = distilleries[0]!;
    await page.goto("/distilleries");
    await page
      .getByRole("article")
      .filter({ hasText: target.name })
      .getByRole("link", { name: `Learn More about ${target.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/all-distillery/${target.slug}$`));
  });

  test("the map drawn on a client-side visit is the same map", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Distilleries" }).click();
    await expectCoastFile(page);
    await expect(map(page).locator("[data-marker]")).toHaveCount(pinCount);
  });

  test("a producer with no sourced town has no pin: it is listed under the map as location unconfirmed, with its profile", async ({
    page,
  }) => {
    await page.goto("/distilleries");
    const list = page.getByRole("region", { name: "Location unconfirmed" });
    await expect(list.getByRole("listitem")).toHaveCount(unpinned.length);
    for (const d of unpinned) {
      await expect(list.getByRole("link", { name: d.name })).toHaveAttribute("href", `/all-distillery/${d.slug}`);
      await expect(page.getByRole("region", { name: "Legend" }).getByRole("button", { name: d.name })).toHaveCount(0);
      await expect(map(page).locator("[data-marker]").filter({ hasText: d.name })).toHaveCount(0);
    }
    await list.getByRole("link", { name: "Glacier Spirits" }).click();
    await expect(page).toHaveURL(/\/all-distillery\/glacier-spirits$/);
    await expect(page.getByTestId("location-unconfirmed")).toContainText("Location unconfirmed");
    await expect(page.locator("[data-marker]")).toHaveCount(0);
    // The page that explains the marks says what the map does.
    await page.goto("/how-we-describe-bottles");
    await expect(page.getByText(/each map pin stands at the town a source names for it and is marked approximate/)).toBeVisible();
    await expect(page.getByText(/has no pin: the map lists it under "Location unconfirmed"/)).toBeVisible();
  });

  test("the detail-page widget shows a pin and opens a maps search at the coordinates", async ({ page }) => {
    await page.goto("/gin/marberg-gin");
    const widget = page.getByRole("link", { name: /Open Þoran Distillery in maps/ });
    await expect(widget).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=64\.\d+,-21\.\d+$/);
    await expect(widget).toHaveAttribute("target", "_blank");
    await expect(widget.locator("[data-marker]")).toHaveCount(1);
    // The base map is a cached image file, not script: it loads, and the pin sits on it (west Iceland).
    const base = widget.getByRole("img", { name: "Map of Iceland showing Þoran Distillery" });
    await expect.poll(() => base.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    const [box, pin] = [(await base.boundingBox())!, (await widget.locator("[data-marker]").boundingBox())!];
    const [x, y] = [(pin.x + pin.width / 2 - box.x) / box.width, (pin.y + pin.height / 2 - box.y) / box.height];
    expect(x).toBeGreaterThan(0.2);
    expect(x).toBeLessThan(0.45);
    expect(y).toBeGreaterThan(0.4);
    expect(y).toBeLessThan(0.9);
  });
});

test.describe("map image service (token)", () => {
  test.use({ baseURL: E2E_MAPBOX_BASE_URL });

  const imageRequests = async (page: Page): Promise<string[]> =>
    (await page.request.get(`http://127.0.0.1:${FAKE_PORTS.mapbox}/__requests`)).json();

  test("the image URL carries the pins, centre, zoom, size and token in Mapbox's Static Images API shape", async ({ page }) => {
    await page.goto("/distilleries");
    const image = map(page).getByRole("img", { name: "Map of Icelandic distilleries with numbered pins" });
    await expect(image).toBeVisible();
    const src = (await image.getAttribute("src"))!;
    const pins = distilleries.map((d, i) => `pin-l-${i + 1}+ff0000(${d.coordinates[0]},${d.coordinates[1]})`).join(",");
    expect(src).toBe(
      `http://127.0.0.1:${FAKE_PORTS.mapbox}/styles/v1/mapbox/light-v11/static/${pins}/-19.5,64.8,6/800x600@2x?access_token=${MAPBOX_TEST_TOKEN}`,
    );
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect((await imageRequests(page)).some((request) => request.includes("/-19.5,64.8,6/800x600@2x"))).toBe(true);
  });

  test("when the image service fails, the built-in map shows", async ({ page }) => {
    await page.goto("/distilleries");
    await page.getByRole("slider", { name: "Zoom" }).fill("15");
    await expect(map(page).getByRole("img", { name: "Map of Icelandic distilleries with numbered markers" })).toBeVisible();
    await expect(map(page).locator("[data-marker]")).toHaveCount(pinCount);
  });

  test("the widget asks for one red pin at zoom 13, 512x256@2x", async ({ page }) => {
    await page.goto("/gin/marberg-gin");
    const image = page.getByRole("img", { name: "Map showing Þoran Distillery" });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute(
      "src",
      /\/static\/pin-l\+ff0000\(-21\.95,64\.067\)\/-21\.95,64\.067,13\/512x256@2x\?access_token=pk\.test-token$/,
    );
  });
});
