import type { Locator } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import * as drawings from "../../app/components/ui/icon-drawings";
import { icons, exportName, type IconName } from "../../scripts/icons";
import { expect, test } from "./fixtures";
import { holdChunk } from "./hold-chunk";

test.describe("top bar", () => {
  test("the mobile menu opens, and choosing a link closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav).toBeVisible();

    await mobileNav.getByRole("link", { name: "Vodkas" }).click();
    await expect(page).toHaveURL(/\/premium-vodkas$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a tap on the menu button before the app is interactive opens the menu (a native popover)", async ({ context }) => {
    // A page outside the fixture, which would wait for hydration.
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdChunk(page, "entry.client");
    await page.goto("/premium-gins");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.close();
  });

  test("the desktop bar links every main section", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Gins", "Whiskies", "Vodkas", "Distilleries", "Contact", "Blog", "Brennivín"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Distilleries" }).click();
    await expect(page).toHaveURL(/\/distilleries$/);
  });
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("page_view", () => {
  test("is sent with title, location and path on load and on every route change", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { events: unknown[] }).events = [];
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args: unknown[]) =>
        (window as unknown as { events: unknown[] }).events.push(args);
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gins" }).click();
    await expect(page).toHaveURL(/\/premium-gins$/);
    const pageViews = async () =>
      (await page.evaluate(() => (window as unknown as { events: unknown[][] }).events)).filter(
        (args) => args[0] === "event" && args[1] === "page_view",
      );
    await expect.poll(async () => (await pageViews()).length).toBe(2);
    const views = await pageViews();
    expect(views[1]![2]).toMatchObject({
      page_path: "/premium-gins",
      page_location: expect.stringMatching(/\/premium-gins$/),
      page_title: expect.stringContaining("Gins"),
    });
  });

  test("nothing is thrown when there is no analytics function", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Whiskies" }).click();
    await expect(page).toHaveURL(/\/premium-whiskies$/);
    expect(errors).toEqual([]);
  });
});

test.describe("the footer", () => {
  test("shows every required part", async ({ page }) => {
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("You must be 21+ to purchase alcohol. Please drink responsibly.")).toBeVisible();
    await expect(footer.getByRole("link", { name: "hello@ginsoficeland.com" })).toBeVisible();
    await expect(footer.getByText("Reykjavik, Iceland")).toBeVisible();
    await expect(footer.getByText("Littleton, Colorado, USA")).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    for (const name of ["Gins", "Whiskies", "Vodkas", "Distilleries", "Why Icelandic Gin?", "Blog"]) {
      await expect(quick.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const legal = footer.getByRole("navigation", { name: "Legal" });
    for (const name of ["Privacy Policy", "Terms of Service", "Affiliate Disclosure", "Cookie Policy"]) {
      await expect(legal.getByRole("link", { name })).toBeVisible();
    }
    for (const name of ["Instagram", "YouTube", "Facebook"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} The Gins of Iceland`)).toBeVisible();
    await expect(footer.getByText(/affiliate partner of Nammi/)).toBeVisible();
  });
});

/** How many of an element's pixels differ from its top-left pixel (its background). */
async function drawnPixels(element: Locator): Promise<number> {
  const { data, info } = await sharp(await element.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = Array.from({ length: data.length / info.channels }, (_, i) => [
    ...data.subarray(i * info.channels, i * info.channels + 3),
  ]);
  const [background] = pixels as [number[]];
  return pixels.filter((pixel) => pixel.reduce((sum, value, channel) => sum + Math.abs(value - background[channel]!), 0) > 60)
    .length;
}

test("icons are drawn inline, with no image, file or script of their own", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/gin/olafsson-gin");
  await page.waitForSelector("html[data-hydrated]");
  const leaf = page.locator('svg[data-icon="leaf"]').first();
  await expect(leaf).toBeVisible();
  // no mask or background image: an image would make the browser build an SVG document while styling
  expect(await leaf.evaluate((icon) => [getComputedStyle(icon).maskImage, getComputedStyle(icon).backgroundImage])).toEqual([
    "none",
    "none",
  ]);
  expect(await leaf.locator("path").count()).toBeGreaterThan(0);
  // the drawing is painted, in the text colour: a 24-px icon has many pixels unlike its background
  const menu = page.getByRole("button", { name: "Open menu" });
  await expect(menu.locator('svg[data-icon="menu"]')).toHaveCount(1);
  expect(await drawnPixels(menu.locator("svg"))).toBeGreaterThan(20);
  // and still in forced colours (Windows' contrast themes)
  await page.emulateMedia({ forcedColors: "active" });
  expect(await drawnPixels(menu.locator("svg"))).toBeGreaterThan(20);
  expect(requested.filter((path) => path.endsWith(".svg") && !/^\/(images|maps|favicon)/.test(path))).toEqual([]);
});

/** An element's pixels as grey levels (0 black to 255 white). */
async function greyLevels(element: Locator): Promise<number[]> {
  const { data } = await sharp(await element.screenshot())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Array.from(data);
}

test("each icon is stroked as the Lucide package draws it", async ({ page }) => {
  await page.goto("/contact");
  await page.waitForSelector("html[data-hydrated]");
  const names = Object.keys(icons) as IconName[];
  const picked = [names[0]!, names[Math.floor(names.length / 2)]!, names.at(-1)!];
  const sizes = [14, 16, 20, 24];
  await page.evaluate(
    ({ pairs, sizes }) => {
      const panel = document.createElement("div");
      panel.style.cssText = "position:fixed;inset:0;z-index:9999;background:#fff;color:#000;padding:8px";
      panel.innerHTML = pairs
        .flatMap(({ name, paths, markup }, row) =>
          sizes.map((size, column) => {
            const at = (left: number) =>
              `position:absolute;top:${8 + row * 40}px;left:${8 + column * 100 + left}px;display:flex;padding:2px`;
            return `<span data-case="${name}-${size}-site" style="${at(0)}"><svg data-icon="${name}" width="${size}" height="${size}" viewBox="0 0 24 24">${paths}</svg></span><span data-case="${name}-${size}-package" style="${at(40)}">${markup.replace("<svg", `<svg width="${size}" height="${size}"`)}</span>`;
          }),
        )
        .join("");
      document.body.append(panel);
    },
    {
      pairs: picked.map((name) => ({
        name,
        paths: drawings[exportName(name) as keyof typeof drawings].paths,
        markup: renderToStaticMarkup(createElement(icons[name], { width: undefined, height: undefined })),
      })),
      sizes,
    },
  );
  await page.screenshot({
    path: test.info().outputPath("icons-beside-lucide.png"),
    clip: { x: 0, y: 0, width: 420, height: 130 },
  });
  for (const name of picked)
    for (const size of sizes) {
      const [site, drawn] = await Promise.all([
        greyLevels(page.locator(`[data-case="${name}-${size}-site"]`)),
        greyLevels(page.locator(`[data-case="${name}-${size}-package"]`)),
      ]);
      expect(site.length, `${name} at ${size} px`).toBe(drawn.length);
      const far = site.filter((level, i) => Math.abs(level - drawn[i]!) > 96).length;
      expect(far, `${name} at ${size} px: pixels far from the package's drawing`).toBeLessThanOrEqual(4);
      expect(drawn.filter((level) => level < 128).length, `${name} at ${size} px is drawn`).toBeGreaterThan(size);
    }
});
