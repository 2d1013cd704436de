/**
 * A post's sources as a reader meets them: the unverified mark beside a record's unverified fact,
 * a numbered reference that jumps to its source, and the numbered Sources section at the end.
 * Declared here and run by two specs: blog-sources.spec.ts (a full load at 390 and 1280 px) and
 * blog-sources.slow-line.spec.ts (the slow-line project: the post opened from the blog list, so
 * its body and sources come over slow 4G as the route's data).
 */
import { expect, test, type Page } from "./fixtures";
import { getBlogPost } from "../../content/index";

export const LUNDEY_POST = "/blog/lundey-gin-puffin-inspired-spirit";
const MARK_NAME = "unverified: not confirmed by a public source";

/** The marks whose statement (the text right before them) ends with `text`. */
export const marksAfter = (page: Page, text: string) =>
  page
    .locator("article .prose-article a[data-mark='unverified']")
    .evaluateAll(
      (marks, ending) => marks.filter((mark) => (mark.previousSibling?.textContent ?? "").trimEnd().endsWith(ending)).length,
      text,
    );

/** What makes the mark look like the mark: read from its computed style. */
const markLook = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((mark) => {
      const style = getComputedStyle(mark);
      return {
        color: style.color,
        background: style.backgroundColor,
        border: style.borderTopColor,
        underline: style.textDecorationLine,
        size: style.fontSize,
        weight: style.fontWeight,
        transform: style.textTransform,
      };
    });

export function postSourcesTests(open: (page: Page) => Promise<void>) {
  const post = getBlogPost("lundey-gin-puffin-inspired-spirit")!;

  test("the Lundey post ends with its numbered Sources, marks 43% vol unverified, and a reference jumps to its source", async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();

    // The strength carries the site's unverified mark, which links to what the mark means.
    expect(await marksAfter(page, "43% vol")).toBeGreaterThanOrEqual(1);
    const mark = page.locator("article .prose-article").getByRole("link", { name: MARK_NAME }).first();
    await expect(mark).toHaveAttribute("href", "/how-we-describe-bottles#unverified");
    await expect(mark).toHaveText("unverified");

    // The Sources section: every source, numbered in the order of the references.
    const sources = page.getByRole("region", { name: "Sources" });
    const items = sources.getByRole("listitem");
    await expect(items).toHaveCount(post.sources.length);
    await expect(items.first()).toHaveAttribute("id", `source-${post.sources[0]!.id}`);
    await expect(items.first().getByRole("link", { name: post.sources[0]!.title })).toHaveAttribute("href", post.sources[0]!.url);
    await expect(items.first()).toContainText("checked November 26, 2026");

    // The first reference is [1] and jumps to the first source.
    const reference = page.locator("article .prose-article").getByRole("link", { name: "Source 1" }).first();
    await expect(reference).toHaveText("[1]");
    await reference.click();
    await expect(page).toHaveURL(new RegExp(`#source-${post.sources[0]!.id}$`));
    await expect(items.first()).toBeInViewport();
    // not under the fixed site header
    const header = await page.locator("header").first().boundingBox();
    await expect.poll(async () => (await items.first().boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });

  test("the mark in the post looks like the mark on the bottle page", async ({ page }) => {
    await open(page);
    const inPost = await markLook(page, "article .prose-article a[data-mark='unverified']");
    await page.goto("/gin/lundey-gin");
    const onBottlePage = await markLook(page, `a[aria-label='${MARK_NAME}']`);
    expect(inPost).toEqual(onBottlePage);
    expect(inPost.underline).toBe("none");
  });
}
