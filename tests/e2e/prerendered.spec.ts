import { getBlogPost, listBotanicals } from "../../content/index";
import { expect, test, type Page } from "./fixtures";

/**
 * Pre-rendered pages once hydrated: their copy, trail and footer show on a first visit, links open
 * without a reload, pictures that fail show their placeholder, and Back returns to where the
 * visitor was.
 */
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
  test(`a first visit to ${path} shows its heading, copy, trail and footer`, async ({ page }) => {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: copy, exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
    await expect(footer(page).getByText("You must be 21+ to purchase alcohol. Please drink responsibly.")).toBeVisible();
  });
}

test("links in the copy, trail and footer open pages without a reload; a link to a file loads the file", async ({ page }) => {
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

test("a card's links (name, picture, chip, Learn More, ad note) open pages without a reload; a modified click is the browser's", async ({
  page,
  context,
}) => {
  await page.goto("/premium-gins");
  const card = page
    .locator("article[data-card]")
    .filter({ has: page.locator("li > a[href]") })
    .first();
  const name = (await card.getByRole("heading").innerText()).trim();
  const bottlePath = await card.getByRole("heading").getByRole("link").getAttribute("href");
  const chip = card.locator("li > a[href]").first();
  const chipPath = await chip.getAttribute("href");
  await markDocument(page);

  for (const [link, path] of [
    [card.getByRole("link", { name: `Learn More about ${name}`, exact: true }), bottlePath],
    [card.getByRole("heading").getByRole("link"), bottlePath],
    [card.locator(`a[tabindex="-1"][href="${bottlePath}"]`).first(), bottlePath],
    [chip, chipPath],
    [page.getByRole("link", { name: "Ad: we may earn a commission" }).first(), "/affiliate-disclosure"],
  ] as const) {
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/premium-gins$/);
  }

  // Ctrl+click: the browser's new tab, this page stays where it is.
  const opened = context.waitForEvent("page");
  await card
    .getByRole("heading")
    .getByRole("link")
    .click({ modifiers: ["ControlOrMeta"] });
  await expect(await opened).toHaveURL(new RegExp(`${bottlePath}$`));
  await expect(page).toHaveURL(/\/premium-gins$/);
  expect(await sameDocument(page)).toBe(true);
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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, Back to a pre-rendered page returns to where the visitor was`, async ({ page }) => {
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

test("a picture in a page's copy that fails still turns into the placeholder bearing its name", async ({ page }) => {
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
