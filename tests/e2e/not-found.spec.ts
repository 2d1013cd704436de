import { expect, test } from "./fixtures";

const cases = [
  { path: "/gin/no-such-gin", heading: "Gin Not Found", actions: [["Back to Premium Gins", "/premium-gins"]] },
  { path: "/vodka/no-such-vodka", heading: "Vodka Not Found", actions: [["Back to Premium Vodkas", "/premium-vodkas"]] },
  {
    path: "/spirit/no-such-spirit",
    heading: "Spirit Not Found",
    actions: [
      ["Browse Gins", "/premium-gins"],
      ["Browse Whiskies", "/premium-whiskies"],
    ],
  },
  { path: "/whisky/no-such-whisky", heading: "Spirit Not Found", actions: [["Browse Whiskies", "/premium-whiskies"]] },
  {
    path: "/all-distillery/no-such-distillery",
    heading: "Distillery Not Found",
    actions: [["Browse All Distilleries", "/distilleries"]],
  },
] as const;

// One tab goes through the kinds (a full load each, as a visitor arriving from outside): a fresh
// context a kind cost more than its checks.
test(`${cases.map(({ path }) => path).join(", ")}: each shows its Not Found and its way back`, async ({ page }) => {
  for (const { path, heading, actions } of cases) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      for (const [name] of actions) await expect(page.getByRole("link", { name })).toBeVisible();
      const [name, target] = actions[actions.length - 1]!;
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
    });
  }
});

test("an unknown blog post shows Blog Post Not Found, and Go Back returns", async ({ page }) => {
  await page.goto("/blog");
  await page.goto("/blog/no-such-post");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("a not-found state reached by in-app navigation shows without a full reload", async ({ page }) => {
  await page.goto("/premium-gins");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/gin/no-such-gin");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Gin Not Found" })).toBeVisible();
});

test.describe("an unknown address", () => {
  test("answers 404, logs the address, goes through /404 once and ends on the home page", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "info" && logged.push(message.text()));
    const visited: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    const data: string[] = [];
    page.on("request", (request) => request.url().endsWith(".data") && data.push(new URL(request.url()).pathname));

    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Icelandic Gin", exact: true })).toBeVisible();
    // The router also replaces the first entry in place (its history index), hence no exact list.
    expect(visited.filter((path) => path === "/404")).toHaveLength(1);
    expect(visited.at(-1)).toBe("/");
    expect(data).toEqual(["/404.data", "/_.data"]);
    expect(logged).toEqual(["404: no page at /no-such-page"]);
  });

  test("reached inside the app also makes one trip through /404 to the home page", async ({ page }) => {
    await page.goto("/premium-gins");
    const data: string[] = [];
    page.on("request", (request) => request.url().endsWith(".data") && data.push(new URL(request.url()).pathname));
    await page.evaluate(() => {
      window.history.pushState({}, "", "/no/such/page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Icelandic Gin", exact: true })).toBeVisible();
    expect(data).toEqual(["/404.data", "/_.data"]);
  });
});
