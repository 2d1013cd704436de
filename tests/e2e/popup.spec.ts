import { expect, test, type Page } from "./fixtures";
import { FAKE_PORTS } from "./env";
import { releaseHeld, type RecordedSubmission } from "./fakes/hubspot";

const TITLE = "Discover Premium Icelandic Gin";
const dialog = (page: Page) => page.getByRole("dialog", { name: TITLE });
const dismissedFlag = (page: Page) => page.evaluate(() => localStorage.getItem("subscription-popup-dismissed"));

/** A visit to the gin list and 30 s on the page clock: the popup opens by itself. */
async function visitAndWait(page: Page) {
  await page.clock.install();
  await page.goto("/premium-gins");
  // Also for pages opened outside the fixture: the timer starts when the app is interactive.
  await page.waitForSelector("html[data-hydrated='true']", { state: "attached" });
  await page.waitForLoadState("networkidle");
  await page.clock.fastForward(30_000);
}

type WithHydrationTime = Window & { hydratedAt?: number };

/** Notes the page clock's time when the app becomes interactive: the popup's timer starts then. */
const noteHydrationTime = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      (window as WithHydrationTime).hydratedAt = Date.now();
      observer.disconnect();
      // The document, not <html>: this runs before the parser has made the <html> element.
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });

test("opens 30 seconds after load, not at 29", async ({ page }) => {
  // The installed clock keeps running in step with real time, and a busy host can take a second or
  // more between two steps of a test: so the clock stops at exactly 29 s after the timer started,
  // rather than moving 29 s on from wherever it has got to by then.
  await noteHydrationTime(page);
  await page.clock.install();
  await page.goto("/premium-gins");
  const hydratedAt = await page.evaluate(() => (window as WithHydrationTime).hydratedAt!);
  await page.clock.pauseAt(hydratedAt + 29_000);
  await page.waitForTimeout(300);
  await expect(dialog(page)).toHaveCount(0);
  await page.clock.fastForward(1000);
  // Running again: the dialog's own animation and focus handling wait on frames and timers.
  await page.clock.resume();
  await expect(dialog(page)).toBeVisible();
  await expect(
    page.getByText(
      "I agree to receive newsletter updates about premium Icelandic spirits, exclusive offers and tasting events. I can unsubscribe at any time.",
    ),
  ).toBeVisible();
});

test("Maybe Later stores the flag, so it does not open again after a reload", async ({ page }) => {
  await visitAndWait(page);
  await dialog(page).getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).toBe("true");
  await page.reload();
  await page.clock.fastForward(60_000);
  await page.waitForTimeout(300);
  await expect(dialog(page)).toHaveCount(0);
});

test("the close button stores the flag too", async ({ page }) => {
  await visitAndWait(page);
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).toBe("true");
});

test("Escape closes it without storing the flag; it opens again on a new visit", async ({ page, browser }) => {
  await visitAndWait(page);
  // Opened by the timer: the dialog itself has focus, so no phone keyboard opens over it.
  await expect(dialog(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).toBeNull();
  // Not again in the same session…
  await page.reload();
  await page.clock.fastForward(31_000);
  await page.waitForTimeout(300);
  await expect(dialog(page)).toHaveCount(0);
  // …but on a new visit (same stored data, new session).
  const storage = await page.context().storageState();
  const next = await browser.newPage({ storageState: storage });
  await visitAndWait(next);
  await expect(dialog(next)).toBeVisible();
  await next.close();
});

test("Subscribe is disabled until consent; success sends only the email, closes and stores the flag", async ({ page }) => {
  const email = `popup.${Date.now()}.${process.pid}@example.is`;
  await visitAndWait(page);
  const subscribe = dialog(page).getByRole("button", { name: "Subscribe" });
  await dialog(page).getByLabel("Email address").fill(email);
  await expect(subscribe).toBeDisabled();
  await dialog(page).getByRole("checkbox").check();
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
  await expect(page.getByText("Welcome aboard!")).toBeVisible();
  await expect(page.getByText("You've successfully subscribed to our newsletter.")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).toBe("true");
  const submissions = (await (
    await page.request.get(`http://127.0.0.1:${FAKE_PORTS.hubspot}/__submissions?email=${encodeURIComponent(email)}`)
  ).json()) as RecordedSubmission[];
  expect(submissions).toHaveLength(1);
  expect(submissions[0]!.path).toBe("/submissions/v3/integration/submit/1234567/popup-form-guid");
  expect(submissions[0]!.body.fields).toEqual([{ name: "email", value: email }]);
});

test("an invalid address and a refused subscription show their messages", async ({ page }) => {
  await visitAndWait(page);
  await dialog(page).getByLabel("Email address").fill("nope");
  await dialog(page).getByRole("checkbox").check();
  await dialog(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Invalid Email")).toBeVisible();
  await dialog(page).getByLabel("Email address").fill(`fail500.${Date.now()}@example.is`);
  await dialog(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Subscription Failed")).toBeVisible();
  await expect(page.getByText("There was a problem subscribing you.")).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test("while submitting, every control is disabled and the button reads Subscribing...", async ({ page }) => {
  await visitAndWait(page);
  const email = `slow.${Date.now()}@example.is`;
  await dialog(page).getByLabel("Email address").fill(email);
  await dialog(page).getByRole("checkbox").check();
  await dialog(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(dialog(page).getByRole("button", { name: "Subscribing..." })).toBeDisabled();
  await expect(dialog(page).getByRole("button", { name: "Maybe Later" })).toBeDisabled();
  await expect(dialog(page).getByLabel("Email address")).toBeDisabled();
  await expect(dialog(page).getByRole("checkbox")).toBeDisabled();
  await expect.poll(() => releaseHeld(page.request, email)).toBe(200);
  await expect(page.getByText("Welcome aboard!")).toBeVisible();
});

test("the blog's Subscribe to Newsletter button opens it", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
  await expect(dialog(page)).toBeVisible();
});

// Any showing counts, whoever opened it and however it was closed: it never opens by itself after.
for (const [how, close] of [
  ["Escape", (page: Page) => page.keyboard.press("Escape")],
  ["a click on the overlay", (page: Page) => page.mouse.click(5, 5)],
] as const) {
  test(`opened from the blog's button and closed with ${how}, it does not open again by itself`, async ({ page }) => {
    await page.clock.install();
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
    await expect(dialog(page)).toBeVisible();
    await close(page);
    await expect(dialog(page)).toHaveCount(0);
    expect(await dismissedFlag(page)).toBeNull();
    // Past the 30 s mark on this page…
    await page.clock.fastForward(31_000);
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
    // …and on the next page of the same visit.
    await page.goto("/premium-gins");
    await page.clock.fastForward(31_000);
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
    // The visitor can still open it on purpose.
    await page.goto("/blog");
    await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
    await expect(dialog(page)).toBeVisible();
  });
}
