import { getBlogPost, listBotanicals } from "../../content/index";
import { expect, test, type Page } from "./fixtures";
import { holdChunk } from "./hold-chunk";

/**
 * Copy and links with nothing to do in the browser (the footer, page headings, the contact details,
 * the Why Icelandic Gin? page, the blog's cards and posts) are kept as pre-rendered on a first visit, and their code is loaded
 * only where the browser draws a page itself (common/prerendered.tsx). A visitor must not be able
 * to tell: links open without a reload, pictures that fail still show their placeholder, a page
 * drawn in the browser is whole when it appears, and Back returns to where the visitor was.
 */
const KEPT_CODE =
  /\/assets\/(footer-copy|page-heading|kit|why-body|contact-details|blog-card|blog-list-copy|blog-post-copy)-[\w-]+\.js$/;
const botanicals = listBotanicals();

const footer = (page: Page) => page.getByRole("contentinfo");
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A mark on the window, gone if the browser loads a new document. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

for (const [path, title, copy] of [
  ["/why-icelandic-gin", "Why Icelandic Gin?", "Foraged Botanicals"],
  ["/contact", "Get in Touch", "About the Curator"],
  ["/privacy-policy", "Privacy Policy", "Quick Links"],
  ["/blog", "Icelandic Gin Stories", "Want to Stay Updated?"],
  [
    "/blog/lundey-gin-puffin-inspired-spirit",
    getBlogPost("lundey-gin-puffin-inspired-spirit")!.title,
    "Discover Icelandic Spirits",
  ],
] as const) {
  test(`a first visit to ${path} shows its pre-rendered copy and loads none of the code that drew it`, async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => KEPT_CODE.test(request.url()) && loaded.push(new URL(request.url()).pathname));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: copy, exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
    await expect(footer(page).getByText("You must be 21+ to purchase alcohol. Please drink responsibly.")).toBeVisible();
    expect(loaded).toEqual([]);
  });
}

test("links in the kept markup open pages without a reload; a link to a file loads the file", async ({ page }) => {
  const botanical = botanicals[0]!;
  await page.goto("/why-icelandic-gin");
  await markDocument(page);

  await page.getByRole("link", { name: botanical.name, exact: true }).click();
  await expect(heading(page, botanical.name)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  await footer(page).getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(heading(page, "Icelandic Gin Stories")).toBeVisible();
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sameDocument(page)).toBe(true);

  await footer(page).getByRole("link", { name: "JSON", exact: true }).click();
  await expect(page).toHaveURL(/\/data\/catalogue\.json$/);
  expect(await sameDocument(page)).toBe(false);
});

test("the same page with other words (another legal page) shows its own heading, and its own again on Back", async ({ page }) => {
  await page.goto("/privacy-policy");
  await footer(page).getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms of Service" }).click();
  await expect(heading(page, "Terms of Service")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Terms of Service");
  await page.goBack();
  await expect(heading(page, "Privacy Policy")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Privacy Policy");
});

test("a page drawn in the browser waits for its code: the page before stays whole, then the new one appears whole", async ({
  page,
}) => {
  await page.goto("/");
  await markDocument(page);
  const release = await holdChunk(page, "why-body");
  const held = page.waitForRequest(/\/assets\/why-body-/);
  await footer(page).getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "Why Icelandic Gin?" }).click();
  await held;
  // No gap where the copy will be: the home page is still on screen while the code is on its way.
  await expect(page.getByRole("heading", { level: 1 }).first()).not.toHaveText("Why Icelandic Gin?");
  await expect(page.getByRole("heading", { level: 2, name: "Foraged Botanicals" })).toHaveCount(0);
  release();
  await expect(heading(page, "Why Icelandic Gin?")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Foraged Botanicals" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Distilling Traditions" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, Back to a page kept as pre-rendered returns to where the visitor was`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const botanical = botanicals.at(-1)!;
    await page.goto("/why-icelandic-gin");
    const link = page.getByRole("link", { name: botanical.name, exact: true });
    await link.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(600);
    await link.click();
    await expect(heading(page, botanical.name)).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(heading(page, "Why Icelandic Gin?")).toBeAttached();
    await expect.poll(() => scrollY(page)).toBe(before);
    await expect(link).toBeInViewport();
  });
}

test("a picture in the kept markup that fails still turns into the placeholder bearing its name", async ({ page }) => {
  await page.route("**/images/botanicals/**", (route) => route.abort());
  await page.goto("/why-icelandic-gin");
  for (const botanical of [botanicals[0]!, botanicals.at(-1)!]) {
    const image = page.getByRole("img", { name: `Illustration of ${botanical.name}`, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
});

test("the app shell for an unknown address does not wait for the footer's code; the footer follows", async ({ page }) => {
  const release = await holdChunk(page, "footer-copy");
  await page.goto("/no-such-page");
  // Through /404 to the home page while the footer's code is still held back.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(footer(page).getByRole("link", { name: "Blog" })).toHaveCount(0);
  release();
  await expect(footer(page).getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "Blog" })).toBeVisible();
});
