import { expect, test, type Page } from "./fixtures";
import { getGin, listBlogPosts, listBrennivins } from "../../content/index";
import { formatDate } from "../../content/dates";

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
    const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Every request the page makes, from before it loads. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  return requests;
}

const SHOP_LINKS = [
  { post: "lundey-gin-puffin-inspired-spirit", name: "Buy Lundey Gin", href: () => getGin("lundey-gin")!.buy.href },
  { post: "what-do-vikings-drink", name: "Buy Brennivín", href: () => listBrennivins()[0]!.buy.href },
];

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`blog post at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("the Viking post's video is a readable, labelled YouTube link and nothing loads from YouTube", async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto("/blog/what-do-vikings-drink");
      const video = page.getByRole("link", { name: /^Search YouTube for videos about the history of Brennivín/ });
      await video.scrollIntoViewIfNeeded();
      await expect(video).toBeVisible();
      await expect(video).toContainText("Opens YouTube's search results in a new tab");
      await expect(video).toHaveAttribute(
        "href",
        "https://www.youtube.com/results?search_query=Icelandic%20Brenniv%C3%ADn%20history",
      );
      await expect(video).toHaveAttribute("target", "_blank");
      // Readable: each line of text is on the link's own solid colour (no image or gradient),
      // with at least WCAG AA contrast for normal text.
      const colours = await video.evaluate((link) => {
        const style = getComputedStyle(link);
        return {
          background: style.backgroundColor,
          backgroundImage: style.backgroundImage,
          lines: [...link.querySelectorAll("span")]
            .filter((span) => span.getBoundingClientRect().height > 0 && !span.classList.contains("sr-only"))
            .map((span) => ({ text: span.textContent, colour: getComputedStyle(span).color })),
        };
      });
      expect(colours.backgroundImage).toBe("none");
      expect(colours.lines.length).toBe(2);
      for (const line of colours.lines) expect(contrast(line.colour, colours.background), line.text!).toBeGreaterThanOrEqual(4.5);
      await page.screenshot({ path: test.info().outputPath(`vikings-video-${width}.png`) });
      await page.waitForLoadState("networkidle");
      expect(requests.filter((url) => /youtube|ytimg|googlevideo/.test(url))).toEqual([]);
      await expect(page.locator("iframe")).toHaveCount(0);
    });

    for (const { post, name, href } of SHOP_LINKS) {
      test(`the shop link in ${post} opens in a new tab as a sponsored link`, async ({ page }) => {
        await page.goto(`/blog/${post}`);
        const link = page.getByRole("main").getByRole("link", { name, exact: true });
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute("href", href());
        await expect(link).toHaveAttribute("href", /^https:\/\/nammi\.is\/.*ref=/);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`${post}-shop-link-${width}.png`) });
      });
    }
  });
}

test("a post updated after publishing says so beside its date, and its Article gives dateModified", async ({ page }) => {
  const post = listBlogPosts().find((candidate) => candidate.isLocal && candidate.updated);
  test.skip(!post, "no local post has an updated date");
  await page.goto(`/blog/${post!.slug}`);
  const header = page.locator("article header");
  await expect(header.getByText(formatDate(post!.publishedDate), { exact: true })).toBeVisible();
  await expect(header.getByText(`Updated ${formatDate(post!.updated!)}`, { exact: true })).toBeVisible();
  const articles = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>));
  expect(articles.find((data) => data["@type"] === "Article")).toMatchObject({
    datePublished: post!.publishedDate,
    dateModified: post!.updated,
  });
});
