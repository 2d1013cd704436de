/**
 * Errors beside the fields: each invalid field says so (aria-invalid), with
 * the catalogue's message right under it, linked by aria-describedby; the form's toasts stay. Declared
 * here and run by two specs: field-errors.spec.ts (at 360 and 390 px) and
 * field-errors.slow-line.spec.ts (the slow-line project: the flow's code and the provider's
 * answer come over slow 4G).
 */
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { FAKE_PORTS } from "./env";
import { formMessages } from "../../app/lib/forms/form-messages";

export const REQUIRED = formMessages.requiredMissing.description;
export const INVALID_EMAIL = formMessages.invalidEmail.description;

let counter = 0;
/** A unique address per test, prefixed with the scenario the HubSpot fake should play. */
export const address = (scenario = "ok") => `${scenario}.${Date.now()}.${process.pid}.${counter++}@example.is`;

export const contactForm = (page: Page) => page.getByRole("form", { name: "Send a Message" });
export const contactField = (page: Page, label: string) => contactForm(page).getByLabel(new RegExp(`^${label}`));
export const footerEmail = (page: Page) => page.getByRole("form", { name: "Stay Updated" }).getByLabel("Email address");

/** Opens the contact page and waits until its form has taken over validation from the browser. */
export async function openContact(page: Page) {
  await page.goto("/contact");
  await expect(contactForm(page)).toHaveJSProperty("noValidate", true);
}

/** Opens a page and brings its footer form in, hydrated. */
export async function openFooter(page: Page, path = "/blog") {
  await page.goto(path);
  const form = page.getByRole("form", { name: "Stay Updated" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveJSProperty("noValidate", true);
}

/**
 * The field is marked invalid, and its description is an element whose text is `message`,
 * shown right under the field (its top within a few pixels of the field's bottom, overlapping
 * it across, inside the screen's width).
 */
export async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const described = await Promise.all(ids.map(async (id) => ({ id, text: await page.locator(`[id="${id}"]`).textContent() })));
  const own = described.find(({ text }) => text === message);
  expect(own, `an element named by aria-describedby reads "${message}"`).toBeDefined();
  const messageBox = page.locator(`[id="${own!.id}"]`);
  await expect(messageBox).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  const [fieldRect, messageRect] = [(await field.boundingBox())!, (await messageBox.boundingBox())!];
  const gap = messageRect.y - (fieldRect.y + fieldRect.height);
  expect(gap, "the message starts right under its field").toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(16);
  expect(messageRect.x).toBeLessThan(fieldRect.x + fieldRect.width);
  expect(messageRect.x + messageRect.width).toBeGreaterThan(fieldRect.x);
  const width = page.viewportSize()!.width;
  expect(messageRect.x + messageRect.width, "the message fits the screen").toBeLessThanOrEqual(width);
}

/** The field is fine again: not invalid, and no message describes it. */
export async function expectNoFieldError(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(field).toHaveAccessibleDescription("");
}

/** Records what the page sends to the HubSpot fake. */
export function providerRequests(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`http://127.0.0.1:${FAKE_PORTS.hubspot}/`)) sent.push(request.url());
  });
  return sent;
}

/** The flows that talk to the network: the flow's code loads on the first submit, and the provider answers. */
export function fieldErrorNetworkTests() {
  test("contact: each required field left empty gets the message under it; focus goes to the first; typing clears it", async ({
    page,
  }) => {
    const sent = providerRequests(page);
    await openContact(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(formMessages.requiredMissing.title)).toBeVisible();
    for (const label of ["First Name", "Last Name", "Email", "Message"]) {
      await expectFieldError(page, contactField(page, label), REQUIRED);
    }
    await expectNoFieldError(contactField(page, "Company"));
    await expect(contactField(page, "First Name")).toBeFocused();

    await contactField(page, "First Name").fill("Anna");
    await expectNoFieldError(contactField(page, "First Name"));
    await expectFieldError(page, contactField(page, "Last Name"), REQUIRED);
    expect(sent).toEqual([]);
  });

  test("footer: an address the provider refuses (HubSpot 400 naming the email) gets the message under the field too", async ({
    page,
  }) => {
    const email = address("reject400");
    await openFooter(page);
    await footerEmail(page).fill(email);
    await page.getByRole("form", { name: "Stay Updated" }).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscription Failed")).toBeVisible();
    await expect(page.getByText("The request is not valid", { exact: true })).toBeVisible();
    await expectFieldError(page, footerEmail(page), INVALID_EMAIL);
    await expect(footerEmail(page)).toHaveValue(email);
    await expect(footerEmail(page)).toBeFocused();
    // A different address that is valid by the form's rule: the provider's message goes with the edit.
    await footerEmail(page).fill(address());
    await expectNoFieldError(footerEmail(page));
  });
}
