import { expect, test, type Page } from "./fixtures";
import { listMapDistilleries } from "../../content/index";
import { E2E_MAPBOX_BASE_URL, FAKE_PORTS, MAPBOX_TEST_TOKEN } from "./env";

const distilleries = listMapDistilleries();

/** The built-in map must work with no network: everything but loopback is refused. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"));
});

const map = (page: Page) => page.getByTestId("map");
const centre = async (page: Page) => (await map(page).getAttribute("data-center"))!.split(",").map(Number) as [number, number];

test.describe("built-in map (no token)", () => {
  test("shows the count, 11 markers, 11 cards, the legend and the coastline", async ({ page }) => {
    await page.goto("/distilleries");
    await expect(page.getByTestId("distillery-count")).toHaveText("11 Active Distilleries");
    await expect(map(page).locator("[data-marker]")).toHaveCount(11);
    await expect(map(page).locator("path")).toHaveCount(1);
    expect((await map(page).locator("path").getAttribute("d"))!.length).toBeGreaterThan(10_000);
    await expect(page.getByRole("region", { name: "Distilleries" }).getByRole("article")).toHaveCount(11);
    const legend = page.getByRole("region", { name: "Legend" });
    await expect(legend.getByRole("button")).toHaveCount(11);
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
    const target = distilleries[10]!;
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
    await expect(map(page).locator("path")).toHaveCount(1);
    await expect(map(page).locator("[data-marker]")).toHaveCount(11);
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

  test("the image URL carries the pins, centre, zoom, size and token in the spec's shape", async ({ page }) => {
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
    await expect(map(page).locator("[data-marker]")).toHaveCount(11);
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
