// Runs in the slow-line project only (its name ends in slow-line.spec.ts): the post opened from the
// blog list, so its body and its sources arrive over slow 4G as the route's data.
import { expect } from "./fixtures";
import { postSourcesTests } from "./blog-sources.flows";
import { getBlogPost } from "../../content/index";

postSourcesTests(async (page) => {
  await page.goto("/blog");
  const title = getBlogPost("lundey-gin-puffin-inspired-spirit")!.title;
  await page.getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(/\/blog\/lundey-gin-puffin-inspired-spirit$/);
});
