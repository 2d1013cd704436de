import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { getBlogPost, listBlogPosts, listBotanicals } from "../../content/index";
import { decodeEntities, textFromHtml } from "../../app/lib/routing/seo";

const posts = listBlogPosts();

test.describe("blog list", () => {
  test("filters by category with aria-pressed, and All restores every article", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Icelandic Gin Stories" })).toBeVisible();
    const filter = page.getByRole("group", { name: "Filter by category" });
    await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(posts.length);
    for (const category of ["History & Culture", "Gin Reviews", "Education"]) {
      await filter.getByRole("button", { name: category }).click();
      await expect(filter.getByRole("button", { name: category })).toHaveAttribute("aria-pressed", "true");
      await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      await expect(articles).toHaveCount(posts.filter((p) => p.category === category).length);
    }
    await filter.getByRole("button", { name: "All" }).click();
    await expect(articles).toHaveCount(posts.length);
  });

  test("Read More reaches the post", async ({ page }) => {
    const post = posts[0]!;
    await page.goto("/blog");
    await page.getByRole("link", { name: `Read more: ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText("By The Gins of Iceland")).toBeVisible();
  });
});

test.describe("blog post", () => {
  test("its meta description is its text's first 160 characters cut back to a whole word; Article JSON-LD and section are set", async ({
    request,
  }) => {
    const post = getBlogPost("what-is-icelandic-gin-made-from")!;
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    const text = textFromHtml(post.content!);
    expect(text.length).toBeGreaterThan(160);
    const description = decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)![1]!);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    const kept = description.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text.charAt(kept.length)).not.toMatch(/[\p{L}\p{N}]/u);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="article:section" content="${post.category}"/>`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain("/images/logo-512.png");
  });

  test("Back to Blog returns to the blog; the Discover block links the three lists", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: `Read more: ${posts[1]!.title}` }).click();
    for (const [name, href] of [
      ["Premium Gins", "/premium-gins"],
      ["Premium Vodkas", "/premium-vodkas"],
      ["Premium Whiskies", "/premium-whiskies"],
    ]) {
      await expect(page.getByRole("complementary").getByRole("link", { name })).toHaveAttribute("href", href!);
    }
    await page.getByRole("button", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("Back to Blog on a directly opened post goes to the blog", async ({ page }) => {
    await page.goto(`/blog/${posts[2]!.slug}`);
    await page.getByRole("button", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("the why page shows every botanical of content/botanicals.yaml, in order, and the traditions", async ({ page }) => {
  await page.goto("/why-icelandic-gin");
  await expect(page.getByRole("heading", { level: 2, name: "Pure Water" })).toBeVisible();
  const names = listBotanicals().map((botanical) => botanical.name);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(names.length);
  expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(names);
  for (const name of names) await expect(page.getByRole("img", { name: `Illustration of ${name}` })).toBeVisible();
  for (const name of ["Small-Batch Craftsmanship", "Sustainable Practices", "Innovation in Tradition"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
});

for (const width of [390, 1280]) {
  test(`at ${width} px, the home and Why pages show their words with marks, references and their Sources`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ["/", "home"],
      ["/why-icelandic-gin", "why"],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole("main");
      // the marks the page's file asks for (their count is the built-pages test's: facts-on-pages.spec.ts)
      const file = readFileSync(
        new URL(`../../content/pages/${name === "why" ? "why-icelandic-gin" : "home"}.md`, import.meta.url),
        "utf8",
      );
      if (file.includes(":unverified[")) await expect(main.getByRole("link", { name: /^unverified/ }).first()).toBeVisible();
      const reference = main.getByRole("link", { name: /^Source \d+$/ }).first();
      await expect(reference).toBeVisible();
      const sources = main.getByRole("region", { name: "Sources" });
      await expect(sources.getByRole("listitem").first()).toBeVisible();
      // a reference leads to its item of the Sources list
      const target = (await reference.getAttribute("href"))!;
      await expect(sources.locator(target)).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}

test.describe("legal pages", () => {
  for (const [path, title] of [
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
    ["/affiliate-disclosure", "Affiliate Disclosure"],
    ["/cookie-policy", "Cookie Policy"],
  ]) {
    test(`${title} shows its breadcrumb, date line and contact address`, async ({ page }) => {
      await page.goto(path!);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText(title!)).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByText("Last Updated: July 22, 2025")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "hello@ginsoficeland.com" }).first()).toHaveAttribute(
        "href",
        "mailto:hello@ginsoficeland.com",
      );
    });
  }

  test("the affiliate disclosure links to the privacy policy", async ({ page }) => {
    await page.goto("/affiliate-disclosure");
    await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first().click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

test("the contact page shows its hero, contact lines and the curator", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "hello@ginsoficeland.com" })).toBeVisible();
  await expect(main.getByText("Reykjavik, Iceland")).toBeVisible();
  await expect(main.getByText("Littleton, Colorado, USA")).toBeVisible();
  await expect(main.getByRole("heading", { name: "About the Curator" })).toBeVisible();
  await expect(main.getByRole("img", { name: "Portrait of the curator" })).toBeVisible();
});
