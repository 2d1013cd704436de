import { expect, test, type Page } from "./fixtures";
import { legacyRedirects } from "../../app/lib/routing/legacy-redirects";

/**
 * Serves the app shell for an address, as a static host without redirect rules would, so
 * the client-side rules are what moves the visitor.
 */
async function serveShellFor(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    // The server answers an unknown address with the shell (status 404).
    const body = await (await page.request.get("/__shell-probe")).text();
    await route.fulfill({ status: 200, contentType: "text/html", body });
  });
}

test.describe("legacy addresses", () => {
  for (const [from, to] of Object.entries(legacyRedirects)) {
    test(`server: ${from} and ${from}/ answer 301 to ${to}`, async ({ request }) => {
      for (const path of [from, `${from}/`]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers()["location"]).toBe(to);
      }
    });
  }

  for (const [from, to] of Object.entries(legacyRedirects)
    .slice(0, 4)
    .concat([["/2023/06/28/lundey-gin-puffin-inspired-spirit/", "/blog/lundey-gin-puffin-inspired-spirit"]])) {
    test(`client: ${from} is replaced by ${to}`, async ({ page }) => {
      await serveShellFor(page, from);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("any address ending /gin/einiberja-gin reaches the gin list (server and client)", async ({ page, request }) => {
    const response = await request.get("/x/gin/einiberja-gin", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/premium-gins");

    await serveShellFor(page, "/x/gin/einiberja-gin");
    await page.goto("/x/gin/einiberja-gin");
    await expect(page).toHaveURL(/\/premium-gins$/);
    await expect(page.getByRole("heading", { level: 1, name: "Premium Icelandic Gins" })).toBeVisible();
  });

  test("/gin/einiberja-gin reached inside the app also goes to the gin list", async ({ page }) => {
    await serveShellFor(page, "/gin/einiberja-gin");
    await page.goto("/gin/einiberja-gin");
    await expect(page).toHaveURL(/\/premium-gins$/);
  });
});

test.describe("unknown addresses", () => {
  test("answer 404 and reach the home page through /404", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const visited: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));

    const response = await page.goto("/some/unknown");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("link", { name: "Explore Premium Gins" })).toBeVisible();
    expect(visited).toContain("/404");
    expect(messages.some((text) => text.includes("/some/unknown"))).toBe(true);
  });
});
