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

for (const { path, heading, actions } of cases) {
  test(`${path} shows ${heading} and its way back`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    for (const [name] of actions) await expect(page.getByRole("link", { name })).toBeVisible();
    const [name, target] = actions[actions.length - 1]!;
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });
}

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
