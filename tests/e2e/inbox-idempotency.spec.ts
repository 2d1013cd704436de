import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { E2E_MAPBOX_BASE_URL, E2E_MAPBOX_BUILD_DIRECTORY } from "./env";

/** The small test build has no HubSpot portal: its forms post to its own server's local inbox. */
test.use({ baseURL: E2E_MAPBOX_BASE_URL });

const listInbox = () =>
  execFileSync("node", ["scripts/inbox.mjs"], {
    env: { ...process.env, DATA_DIR: join(E2E_MAPBOX_BUILD_DIRECTORY, "data") },
  }).toString();
const timesStored = (text: string) => listInbox().split(`    message: ${text}\n`).length - 1;

test("a retry after a lost answer is stored once, and the visitor sees success", async ({ page }) => {
  const message = `Is Vor still available? (${Date.now()}.${process.pid})`;
  const keys: (string | undefined)[] = [];
  let loseAnswer = true;
  await page.route("**/submissions/v3/integration/submit/local/**", async (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    if (!loseAnswer) return route.continue();
    loseAnswer = false;
    // The submission reaches the inbox, but its answer never reaches the visitor.
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort("connectionreset");
  });
  // No consent banner over the form.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send a Message" });
  await expect(form).toHaveJSProperty("noValidate", true);
  for (const [label, value] of [
    ["First Name", "Guðrún"],
    ["Last Name", "Ólafsdóttir"],
    ["Email", "gudrun@example.is"],
    ["Message", message],
  ]) {
    await form.getByLabel(new RegExp(`^${label}`)).fill(value!);
  }

  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Network error. Please try again later.", { exact: true })).toBeVisible();
  expect(timesStored(message)).toBe(1);

  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(form.getByLabel(/^Message/)).toHaveValue("");

  expect(timesStored(message)).toBe(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);
});
