// Getting around and the site's chrome, at 390 and 1280 px: Blog and Brennivín in the top bar and
// the menu, the popup saying why Subscribe is grey, one toast per form, card chips that show whole
// names on a phone, and the admin's Social tab opening only with a key saved in the visit.
import { expect, test, type Page } from "./fixtures";
import { listWhiskies } from "../../content/index";

const SIZES = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;

const noPopup = (page: Page) => page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
/** The toasts on screen (one leaving is marked removed until its exit ends). */
const shownToasts = (page: Page) =>
  page.getByRole("region", { name: /^Notifications/ }).locator("[data-sonner-toast]:not([data-removed='true'])");

const POPUP = "Discover Premium Icelandic Gin";
const WHY_GREY = "Tick the box above to subscribe.";

for (const { width, height, phone } of SIZES) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    test("Blog and Brennivín follow the six main links in the top bar or the menu, and lead to their pages", async ({ page }) => {
      await noPopup(page);
      await page.goto("/premium-gins");
      let nav = page.getByRole("navigation", { name: "Main" });
      if (phone) {
        await page.getByRole("button", { name: "Open menu" }).click();
        nav = page.getByRole("navigation", { name: "Mobile" });
      }
      await expect(nav.getByRole("link")).toHaveText([
        "Home",
        "Gins",
        "Whiskies",
        "Vodkas",
        "Distilleries",
        "Contact",
        "Blog",
        "Brennivín",
      ]);
      for (const link of await nav.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath(`chrome-nav-${width}.png`) });
      await nav.getByRole("link", { name: "Brennivín" }).click();
      await expect(page).toHaveURL(/\/premium-brennivins$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (phone) {
        await expect(nav).toBeHidden();
        await page.getByRole("button", { name: "Open menu" }).click();
      }
      await nav.getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      // The bar stays one row, the brand and the links side by side.
      const bar = await page.locator("header").first().boundingBox();
      expect(bar!.height).toBeLessThanOrEqual(65);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("the popup says beside the grey Subscribe why it is grey, until the box is ticked", async ({ page }) => {
      await page.goto("/blog");
      await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
      const dialog = page.getByRole("dialog", { name: POPUP });
      const subscribe = dialog.getByRole("button", { name: "Subscribe", exact: true });
      await expect(subscribe).toBeDisabled();
      await expect(subscribe).toHaveAccessibleDescription(WHY_GREY);
      const reason = dialog.getByText(WHY_GREY);
      await expect(reason).toBeVisible();
      // Beside the button: its nearest neighbour, not a line across the dialog.
      const [button, text] = [await subscribe.boundingBox(), await reason.boundingBox()];
      const gap = Math.max(text!.y - (button!.y + button!.height), button!.y - (text!.y + text!.height));
      expect(gap).toBeLessThanOrEqual(16);
      await page.screenshot({ path: test.info().outputPath(`chrome-popup-${width}.png`) });
      await dialog.getByRole("checkbox").check();
      await expect(subscribe).toBeEnabled();
      await expect(reason).toHaveCount(0);
      await expect(subscribe).toHaveAccessibleDescription("");
    });

    test("a form's success replaces its earlier error toast instead of stacking on it", async ({ page }) => {
      await page.goto("/blog");
      await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
      const dialog = page.getByRole("dialog", { name: POPUP });
      await dialog.getByLabel("Email address").fill("nope");
      await dialog.getByRole("checkbox").check();
      await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expect(shownToasts(page)).toHaveCount(1);
      await expect(shownToasts(page)).toContainText("Invalid Email");
      await dialog.getByLabel("Email address").fill(`toast.${width}.${Date.now()}.${process.pid}@example.is`);
      await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expect(shownToasts(page).getByText("Welcome aboard!")).toBeVisible();
      await expect(shownToasts(page)).toHaveCount(1);
      await expect(page.getByText("Invalid Email")).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`chrome-toast-${width}.png`) });
    });

    test("the admin's Social tab opens only once a key is saved in this visit, and says so", async ({ page }) => {
      await noPopup(page);
      await page.goto("/admin");
      const social = page.getByRole("tab", { name: "Social Media" });
      await expect(social).toBeDisabled();
      await expect(social).toHaveAccessibleDescription("Social Media opens once you save a key in this visit.");
      await page.screenshot({ path: test.info().outputPath(`chrome-admin-tabs-${width}.png`) });
      await page.getByLabel("Firecrawl API key").fill("fc-good");
      await page.getByRole("button", { name: "Save Key" }).click();
      await expect(page.getByText("API key saved successfully")).toBeVisible();
      await expect(social).toBeEnabled();
      await social.click();
      await expect(page.getByRole("button", { name: "Start Scraping All" })).toBeVisible();
      await expect(page.getByLabel("Firecrawl API key")).toHaveCount(0);
      // A key stored on an earlier visit is not read there: the next visit starts with the tab shut.
      await page.reload();
      await expect(social).toBeDisabled();
      await expect(social).toHaveAccessibleDescription(/^Social Media opens once you save a key in this visit: Forget key/);
    });
  });
}

test.describe("card chips on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ["/premium-whiskies", "/premium-gins"]) {
    test(`${path}: every chip shows its whole name`, async ({ page }) => {
      await noPopup(page);
      await page.goto(path);
      const cards = page.locator("article[data-card]");
      await expect(cards.first()).toBeVisible();
      for (let index = 0; index < (await cards.count()); index++) await cards.nth(index).scrollIntoViewIfNeeded();
      // A chip cut short is wider inside than its box (the ellipsis hides the rest).
      const cut = await cards.evaluateAll((articles) =>
        articles.flatMap((article) =>
          [...article.querySelectorAll("ul li")]
            .map((chip) => (chip.querySelector("a") ?? chip) as HTMLElement)
            .filter((chip) => chip.scrollWidth > chip.clientWidth + 1)
            .map((chip) => `${article.getAttribute("data-card")}: ${chip.textContent}`),
        ),
      );
      expect(cut).toEqual([]);
      if (path === "/premium-whiskies") {
        const card = cards.first();
        const slug = await card.getAttribute("data-card");
        const first = listWhiskies().find((whisky) => whisky.slug === slug)!;
        for (const name of first.botanicals.slice(0, 3)) await expect(card.getByText(name, { exact: true })).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: test.info().outputPath(`chrome-chips-390.png`) });
      }
    });
  }
});
