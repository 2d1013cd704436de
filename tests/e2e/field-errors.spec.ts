// Errors beside the fields on phone screens. The flows that talk to the
// network run in the slow-line project too (field-errors.slow-line.spec.ts).
import { axeBuilder } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { formMessages } from "../../app/lib/forms/form-messages";
import {
  address,
  contactField,
  expectFieldError,
  expectNoFieldError,
  fieldErrorNetworkTests,
  footerEmail,
  INVALID_EMAIL,
  openContact,
  openFooter,
  providerRequests,
} from "./field-errors.flows";

const POPUP_TITLE = "Discover Premium Icelandic Gin";
const popup = (page: Page) => page.getByRole("dialog", { name: POPUP_TITLE });

/** Lets the popup open by itself: 30 s after load on the page's own clock. */
async function popupByTimer(page: Page) {
  await page.clock.install();
  await page.goto("/premium-gins");
  await page.waitForLoadState("networkidle");
  await page.clock.fastForward(30_000);
  await expect(popup(page)).toBeVisible();
}

/** axe's WCAG 2.2 A/AA rules, as tests/e2e/a11y.spec.ts runs them. */
async function axeViolations(page: Page) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    // At 390x844 these run in the slow-line project (field-errors.slow-line.spec.ts), the same
    // phone on slow 4G: here only the narrower screen adds something.
    if (viewport.width !== 390) fieldErrorNetworkTests();

    test("contact: a wrong email gets its message under the field, keeps every value, and goes once it is right", async ({
      page,
    }) => {
      const sent = providerRequests(page);
      await openContact(page);
      const values = {
        "First Name": "Anna",
        "Last Name": "Jónsdóttir",
        Email: "anna@example",
        Company: "Nammi",
        Message: "Halló",
      };
      for (const [label, value] of Object.entries(values)) await contactField(page, label).fill(value);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText(formMessages.invalidEmail.title)).toBeVisible();
      await expectFieldError(page, contactField(page, "Email"), INVALID_EMAIL);
      for (const label of ["First Name", "Last Name", "Company", "Message"]) await expectNoFieldError(contactField(page, label));
      await expect(contactField(page, "Email")).toBeFocused();
      for (const [label, value] of Object.entries(values)) await expect(contactField(page, label)).toHaveValue(value);
      if (viewport.width === 390) await page.screenshot({ path: test.info().outputPath(`contact-email-error-390.png`) });

      // Still wrong while typing: the message stays until the address is right.
      await contactField(page, "Email").pressSequentially("-is");
      await expectFieldError(page, contactField(page, "Email"), INVALID_EMAIL);
      await contactField(page, "Email").fill("anna@example.is");
      await expectNoFieldError(contactField(page, "Email"));
      expect(sent).toEqual([]);
    });

    test("footer: a wrong email gets its message under the field; fixing it clears it", async ({ page }) => {
      const sent = providerRequests(page);
      await openFooter(page);
      await footerEmail(page).fill("not-an-email");
      await page.getByRole("form", { name: "Stay Updated" }).getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText(formMessages.invalidEmail.title)).toBeVisible();
      await expectFieldError(page, footerEmail(page), INVALID_EMAIL);
      await expect(footerEmail(page)).toHaveValue("not-an-email");
      await expect(footerEmail(page)).toBeFocused();
      if (viewport.width === 390) await page.screenshot({ path: test.info().outputPath(`footer-email-error-390.png`) });
      await footerEmail(page).fill(address());
      await expectNoFieldError(footerEmail(page));
      expect(sent).toEqual([]);
    });

    test("popup: opened by the timer, focus is on the dialog, not a field (no keyboard pops up)", async ({ page }) => {
      await popupByTimer(page);
      await expect(popup(page)).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toMatch(/^(INPUT|TEXTAREA|SELECT)$/);
    });

    test("popup: a wrong email gets its message under the field; fixing it clears it", async ({ page }) => {
      await popupByTimer(page);
      const email = popup(page).getByLabel("Email address");
      await email.fill("nope");
      await popup(page).getByRole("checkbox").check();
      await popup(page).getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText(formMessages.invalidEmail.title)).toBeVisible();
      await expectFieldError(page, email, INVALID_EMAIL);
      await expect(email).toHaveValue("nope");
      await expect(email).toBeFocused();
      await email.fill(address());
      await expectNoFieldError(email);
    });
  });
}

test.describe("at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the popup's error toast is on top of its overlay: visible, and the topmost element at its centre", async ({ page }) => {
    await popupByTimer(page);
    await popup(page).getByLabel("Email address").fill(address("fail500"));
    await popup(page).getByRole("checkbox").check();
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Subscription Failed" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS("opacity", "1");
    const onTop = await toast.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(onTop, "the toast, not the overlay, is at its centre").toBe(true);
    await page.screenshot({ path: test.info().outputPath(`popup-error-toast-390.png`) });
    // Its close button works over the dialog.
    await toast.getByRole("button", { name: /close/i }).click();
    await expect(toast).toHaveCount(0);
    await expect(popup(page)).toBeVisible();
  });

  test("axe finds no violations with the field errors shown (contact, footer, popup)", async ({ page }) => {
    // Toasts come, go to the back and time out while axe runs (each form's toast is drawn a few
    // renders after its field error, and under load the first may time out mid-run). Their
    // fades are what axe measured as low contrast in flaky runs, and a fade is not what a visitor
    // reads: with reduced motion every toast is either fully shown or gone.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openContact(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(page, contactField(page, "First Name"), formMessages.requiredMissing.description);
    await footerEmail(page).fill("nope");
    await page.getByRole("form", { name: "Stay Updated" }).getByRole("button", { name: "Subscribe" }).click();
    await expectFieldError(page, footerEmail(page), INVALID_EMAIL);
    expect(await axeViolations(page)).toEqual([]);

    await popupByTimer(page);
    await popup(page).getByLabel("Email address").fill("nope");
    await popup(page).getByRole("checkbox").check();
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await expectFieldError(page, popup(page).getByLabel("Email address"), INVALID_EMAIL);
    await page.screenshot({ path: test.info().outputPath(`popup-email-error-390.png`) });
    expect(await axeViolations(page)).toEqual([]);
  });
});
