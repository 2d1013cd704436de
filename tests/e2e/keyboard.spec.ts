import { expect, test, type Page } from "./fixtures";

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']", { state: "attached" });

/** The focused element shows a visible focus indicator (outline or ring). */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle,
      width: parseFloat(computed.outlineWidth),
      shadow: computed.boxShadow,
      tag: element.tagName,
    };
  });
  expect(style.outline !== "none" && style.width > 0 ? true : style.shadow !== "none", JSON.stringify(style)).toBe(true);
}

test("the top bar is reachable by Tab with a visible focus, starting with the skip link", async ({ page }) => {
  await page.goto("/premium-gins");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "The Gins of Iceland" }).first()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Search bottles, distilleries and articles" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Escape");
  for (const name of ["Home", "Gins", "Whiskies", "Vodkas", "Distilleries", "Contact", "Blog", "Brennivín"]) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true })).toBeFocused();
    await expectVisibleFocus(page);
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/premium-brennivins$/);
});

test("the mobile menu opens with the keyboard, its links are reachable, Escape closes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the popup keeps focus inside while open, Escape closes it and focus returns", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  const opener = page.getByRole("button", { name: "Subscribe to Newsletter" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Discover Premium Icelandic Gin" });
  // The dialog itself comes first (its name is read out; no field opens a phone's keyboard), then its controls.
  await expect(dialog).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email address")).toBeFocused();
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("the map pans and zooms from the keyboard and lets focus move on", async ({ page }) => {
  await page.goto("/distilleries");
  await hydrated(page);
  const map = page.getByTestId("map");
  await map.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press("ArrowRight");
  await expect(map).not.toHaveAttribute("data-center", "-19.5000,64.8000");
  await page.keyboard.press("-");
  await expect(map).toHaveAttribute("data-zoom", "5");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("slider", { name: "Zoom" })).toBeFocused();
});

test("the contact form is filled and sent with the keyboard alone", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send a Message" });
  await expect(form).toHaveJSProperty("noValidate", true);
  await form.getByLabel(/^First Name/).focus();
  for (const value of ["Keyboard", "User", `keys.${Date.now()}@example.is`, "", "Sent without a mouse"]) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press("Tab");
  }
  await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Message Sent!")).toBeVisible();
});
