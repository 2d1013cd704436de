import { expect, test, type Page } from "./fixtures";
import { FAKE_PORTS } from "./env";
import { holdChunk } from "./hold-chunk";
import { releaseHeld, type RecordedSubmission } from "./fakes/hubspot";

const HUBSPOT = `http://127.0.0.1:${FAKE_PORTS.hubspot}`;
let counter = 0;
/** A unique address per test, prefixed with the scenario the fake should play. */
const address = (scenario = "ok") => `${scenario}.${Date.now()}.${process.pid}.${counter++}@example.is`;
const recorded = async (page: Page, email: string): Promise<RecordedSubmission[]> =>
  (await page.request.get(`${HUBSPOT}/__submissions?email=${encodeURIComponent(email)}`)).json();

/** The toasts (the same words also show under the fields, see field-errors.spec.ts). */
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const contactForm = (page: Page) => page.getByRole("form", { name: "Send a Message" });
const contactField = (page: Page, label: string) => contactForm(page).getByLabel(new RegExp(`^${label}`));

async function fillContact(
  page: Page,
  values: Partial<Record<"First Name" | "Last Name" | "Email" | "Company" | "Message", string>>,
) {
  for (const [label, value] of Object.entries(values)) await contactField(page, label).fill(value);
}

async function openContact(page: Page) {
  await page.goto("/contact");
  // Wait for hydration: the form takes over validation then.
  await expect(page.locator("form[aria-label='Send a Message']")).toHaveJSProperty("noValidate", true);
}

test.describe("contact form", () => {
  test("has every field with its label, required where the form requires it", async ({ page }) => {
    await openContact(page);
    for (const [label, required] of [
      ["First Name", true],
      ["Last Name", true],
      ["Email", true],
      ["Company", false],
      ["Message", true],
    ] as const) {
      const field = contactField(page, label);
      await expect(field).toBeVisible();
      if (required) await expect(field).toHaveAttribute("required", "");
      else await expect(field).not.toHaveAttribute("required");
    }
    const minHeight = await contactField(page, "Message").evaluate((el) => getComputedStyle(el).minHeight);
    expect(minHeight).toBe("120px");
  });

  test("sends the provider's request, says Message Sent! and clears the form", async ({ page }) => {
    const email = address();
    await openContact(page);
    await fillContact(page, {
      "First Name": "Anna",
      "Last Name": "Jónsdóttir",
      Email: email,
      Company: "Nammi",
      Message: "Halló! A question about Vor.",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(page.getByText("Thank you for your message. We'll get back to you soon.")).toBeVisible();
    await expect(contactField(page, "First Name")).toHaveValue("");
    await expect(contactField(page, "Message")).toHaveValue("");

    const [submission] = await recorded(page, email);
    expect(submission!.path).toBe("/submissions/v3/integration/submit/1234567/contact-form-guid");
    expect(submission!.body.fields).toEqual([
      { name: "firstname", value: "Anna" },
      { name: "lastname", value: "Jónsdóttir" },
      { name: "email", value: email },
      { name: "company", value: "Nammi" },
      { name: "message", value: "Halló! A question about Vor." },
    ]);
    expect(submission!.body.context).toEqual({ pageUri: `${new URL(page.url()).origin}/contact`, pageName: await page.title() });
  });

  test("disables every field and reads Sending... while the provider answers", async ({ page }) => {
    const email = address("slow");
    await openContact(page);
    await fillContact(page, { "First Name": "A", "Last Name": "B", Email: email, Message: "Slow one" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    for (const label of ["First Name", "Last Name", "Email", "Company", "Message"]) {
      await expect(contactField(page, label)).toBeDisabled();
    }
    await expect.poll(() => releaseHeld(page.request, email)).toBe(200);
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  for (const [scenario, text] of [
    ["reject400", "The request is not valid"],
    ["fail500", "There was a problem sending your message."],
    ["drop", "Network error. Please try again later."],
  ] as const) {
    test(`a ${scenario} answer shows Message Failed / ${text} and keeps every value`, async ({ page }) => {
      const email = address(scenario);
      await openContact(page);
      await fillContact(page, { "First Name": "Anna", "Last Name": "J", Email: email, Company: "Co", Message: "Keep me" });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Failed")).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(contactField(page, "First Name")).toHaveValue("Anna");
      await expect(contactField(page, "Email")).toHaveValue(email);
      await expect(contactField(page, "Company")).toHaveValue("Co");
      await expect(contactField(page, "Message")).toHaveValue("Keep me");
    });
  }

  test("when the submission code itself cannot be fetched: Message Failed / Network error, values kept, nothing sent", async ({
    page,
  }) => {
    const email = address();
    // Offline since the page loaded, or a page older than the deploy: only the network notice travels with the page.
    await page.route(/\/assets\/submission-flow-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await openContact(page);
    await fillContact(page, { "First Name": "Anna", "Last Name": "J", Email: email, Message: "Keep me" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).getByText("Message Failed")).toBeVisible();
    await expect(toasts(page).getByText("Network error. Please try again later.", { exact: true })).toBeVisible();
    await expect(contactField(page, "Email")).toHaveValue(email);
    await expect(contactField(page, "Message")).toHaveValue("Keep me");
    expect(await recorded(page, email)).toEqual([]);
  });

  test("missing required fields send nothing", async ({ page }) => {
    const email = address();
    await openContact(page);
    await fillContact(page, { "First Name": "Anna", Email: email, Message: "No last name" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Required Fields Missing")).toBeVisible();
    await expect(toasts(page).getByText("Please fill in all required fields.")).toBeVisible();
    expect(await recorded(page, email)).toEqual([]);
  });

  test("an invalid email sends nothing", async ({ page }) => {
    await openContact(page);
    await fillContact(page, { "First Name": "A", "Last Name": "B", Email: "anna@example", Message: "Hi" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Invalid Email")).toBeVisible();
    await expect(toasts(page).getByText("Please enter a valid email address.")).toBeVisible();
    expect(await recorded(page, "anna@example")).toEqual([]);
  });
});

test.describe("footer newsletter", () => {
  async function footerForm(page: Page) {
    await page.goto("/blog");
    const form = page.getByRole("form", { name: "Stay Updated" });
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveJSProperty("noValidate", true);
    return form;
  }

  test("subscribes with the email only, clears the field and thanks", async ({ page }) => {
    const email = address();
    const form = await footerForm(page);
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(page.getByText("You've been added to our mailing list.")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveValue("");
    const [submission] = await recorded(page, email);
    expect(submission!.path).toBe("/submissions/v3/integration/submit/1234567/footer-form-guid");
    expect(submission!.body.fields).toEqual([{ name: "email", value: email }]);
    expect(submission!.body.context.pageUri).toMatch(/\/blog$/);
  });

  test("is disabled and reads Subscribing... while sending", async ({ page }) => {
    const form = await footerForm(page);
    const email = address("slow");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(form.getByLabel("Email address")).toBeDisabled();
    await expect.poll(() => releaseHeld(page.request, email)).toBe(200);
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
  });

  test("an invalid email sends nothing", async ({ page }) => {
    const form = await footerForm(page);
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Invalid Email")).toBeVisible();
    expect(await recorded(page, "not-an-email")).toEqual([]);
  });

  test("sent before the page is interactive: nothing leaves, no reload; once it is, the same address is sent once", async ({
    context,
  }) => {
    const page = await context.newPage(); // outside the fixture, which would wait for hydration
    const email = address();
    const release = await holdChunk(page, "entry.client");
    await page.goto("/blog");
    const form = page.getByRole("form", { name: "Stay Updated" });
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("Email address").press("Enter");
    await form.getByRole("button", { name: "Subscribe" }).click({ force: true });
    // The browser's own submission would reload the page with ?email=… in the address.
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/blog$/);
    expect(await recorded(page, email)).toEqual([]);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(form.getByLabel("Email address")).toHaveValue(email);
    await form.getByLabel("Email address").press("Enter");
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    expect(page.url()).toMatch(/\/blog$/);
    const [submission, ...more] = await recorded(page, email);
    expect(submission!.body.fields).toEqual([{ name: "email", value: email }]);
    expect(more).toEqual([]);
  });

  test("typing into the footer before the page is interactive loses neither the text nor the focus", async ({ context }) => {
    const page = await context.newPage(); // outside the fixture, which would wait for hydration
    const release = await holdChunk(page, "entry.client");
    await page.goto("/blog");
    const input = page.getByRole("form", { name: "Stay Updated" }).getByLabel("Email address");
    await input.click();
    await page.keyboard.type("early@exam");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.keyboard.type("ple.is");
    await expect(input).toHaveValue("early@example.is");
    await expect(input).toBeFocused();
  });

  for (const [scenario, text] of [
    ["reject400", "The request is not valid"],
    ["fail500", "There was a problem subscribing you."],
    ["drop", "Network error. Please try again later."],
  ] as const) {
    test(`a ${scenario} answer shows Subscription Failed and keeps the address`, async ({ page }) => {
      const email = address(scenario);
      const form = await footerForm(page);
      await form.getByLabel("Email address").fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Subscription Failed")).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(form.getByLabel("Email address")).toHaveValue(email);
    });
  }
});
