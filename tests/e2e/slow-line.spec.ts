// Runs in the slow-line project only: a phone-sized page on Lighthouse's slow 4G (see
// playwright.config.ts). Each test bounds the requests where a loop or a repeat could hide.
import { expect, test, type Page } from "./fixtures";
import { FAKE_PORTS } from "./env";
import { recordTraffic } from "./slow-line";
import { legacyRedirects } from "../../app/lib/routing/legacy-redirects";
import { blogCards, getGin, listBotanicals, listGins } from "../../content/index";

const HOME_HEADING = "Icelandic Gin";
const GIN_LIST_HEADING = "Premium Icelandic Gins";

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test("an unknown address answers 404, goes through /404 once and ends on the home page", async ({ page }) => {
  const traffic = recordTraffic(page);
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));

  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(heading(page, HOME_HEADING)).toBeVisible();

  // /404's data and the home page's: a loop asks for /404.data again and again.
  expect(traffic.data()).toEqual(["/404.data", "/_.data"]);
  expect(messages.filter((text) => text.includes("/no-such-page"))).toHaveLength(1);
  expect(traffic.to("/no-such-page")).toHaveLength(1);
  expect(traffic.sent.length).toBeLessThan(40);
});

test("a legacy address loaded in full reaches its page with one 301", async ({ page }) => {
  const [from, to] = Object.entries(legacyRedirects)[0]!;
  const gin = getGin(to.replace("/gin/", ""))!;
  const traffic = recordTraffic(page);

  const response = await page.goto(from);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await expect(heading(page, gin.name)).toBeVisible();
  expect(traffic.withStatus(301).map((request) => request.url.pathname)).toEqual([from]);
  expect(traffic.to(to)).toHaveLength(1);
  expect(traffic.data()).toEqual([]);
});

test("home -> Gins from the top bar -> a gin's Learn More -> Back, one data request per step", async ({ page }) => {
  const gin = listGins()[0]!;
  await page.goto("/");
  const traffic = recordTraffic(page);

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Gins" }).click();
  await expect(page).toHaveURL(/\/premium-gins$/);
  await expect(heading(page, GIN_LIST_HEADING)).toBeVisible();

  await page.getByRole("link", { name: `Learn more about ${gin.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/gin/${gin.slug}$`));
  await expect(heading(page, gin.name)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/premium-gins$/);
  await expect(heading(page, GIN_LIST_HEADING)).toBeVisible();

  expect(traffic.data()).toEqual(["/premium-gins.data", `/gin/${gin.slug}.data`, "/premium-gins.data"]);
  // Client-side all the way: no document is loaded again.
  expect(traffic.sent.filter((request) => request.resourceType === "document")).toEqual([]);
});

test("home -> the gin list -> a gin page: no Loading... flash in the page on the way", async ({ page }) => {
  const gin = listGins()[0]!;
  await page.goto("/");
  // Records any text with "Loading" that appears in <main> from the first click on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __loadingSeen: string[] }).__loadingSeen = seen;
    new MutationObserver((records) => {
      const main = document.querySelector("main");
      for (const record of records)
        for (const node of record.type === "characterData" ? [record.target] : record.addedNodes)
          if (/Loading/.test(node.textContent ?? "") && main && (main.contains(node) || node.contains(main)))
            seen.push((node.textContent ?? "").trim().slice(0, 80));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole("link", { name: "Explore Premium Gins" }).click();
  await expect(heading(page, GIN_LIST_HEADING)).toBeVisible();
  await page.getByRole("link", { name: `Learn more about ${gin.name}` }).click();
  await expect(heading(page, gin.name)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen)).toEqual([]);
});

test("home -> Why Icelandic Gin? from the footer -> a botanical -> Back: the essay comes whole, Back where it was", async ({
  page,
}) => {
  // Reached from another page, the essay never shows with its heading or its copy missing while its code is on its way.
  const botanical = listBotanicals().at(-1)!;
  await page.goto("/");
  await page.evaluate(() => {
    const gaps: string[] = [];
    (window as unknown as { __gaps: string[] }).__gaps = gaps;
    new MutationObserver(() => {
      const heading = document.querySelector("main h1");
      if (heading?.textContent === "Why Icelandic Gin?" && !document.getElementById("water-heading")) gaps.push("essay");
    }).observe(document.body, { subtree: true, childList: true });
  });
  const traffic = recordTraffic(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Why Icelandic Gin?" }).click();
  await expect(heading(page, "Why Icelandic Gin?")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Foraged Botanicals" })).toBeVisible();

  const link = page.getByRole("link", { name: botanical.name, exact: true });
  await link.scrollIntoViewIfNeeded();
  const position = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(heading(page, botanical.name)).toBeVisible();
  await page.goBack();
  await expect(heading(page, "Why Icelandic Gin?")).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);

  expect(await page.evaluate(() => (window as unknown as { __gaps: string[] }).__gaps)).toEqual([]);
  expect(traffic.sent.filter((request) => request.resourceType === "document")).toEqual([]);
});

test("the footer newsletter sends one submission and thanks", async ({ page }) => {
  const email = `ok.${Date.now()}.${process.pid}.slow@example.is`;
  const hubspot = `http://127.0.0.1:${FAKE_PORTS.hubspot}`;
  await page.goto("/blog");
  const traffic = recordTraffic(page);

  const form = page.getByRole("form", { name: "Stay Updated" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveJSProperty("noValidate", true);
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks for subscribing!")).toBeVisible();

  const posts = traffic.sent.filter((request) => request.method === "POST");
  expect(posts.map((request) => request.url.origin)).toEqual([hubspot]);
  const recorded: unknown[] = await (
    await page.request.get(`${hubspot}/__submissions?email=${encodeURIComponent(email)}`)
  ).json();
  expect(recorded).toHaveLength(1);
});

test.describe("search", () => {
  const gin = listGins()[0]!;

  test("on a phone: the header's Search finds a bottle as it is typed, loading the index once", async ({ page }) => {
    await page.goto("/");
    const traffic = recordTraffic(page);
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).tap();
    const panel = page.getByRole("dialog", { name: "Search" });
    await panel.getByRole("combobox").pressSequentially(gin.name.toLowerCase(), { delay: 50 });
    await expect(panel.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toContainText(gin.name);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(heading(page, gin.name)).toBeVisible();
    expect(traffic.to("/data/search-index.json")).toHaveLength(1);
  });

  test("the search page finds a bottle by name", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "Search" }).fill(gin.name);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("region", { name: "Search results" }).getByRole("link", { name: gin.name })).toBeVisible();
  });

  test.describe("on a wide screen", () => {
    // The top bar's search field shows from the lg breakpoint up.
    test.use({ viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: false });

    test("the top bar's search lists a bottle as it is typed, loading the index once", async ({ page }) => {
      await page.goto("/premium-vodkas");
      const traffic = recordTraffic(page);
      const box = page.getByRole("combobox", { name: "Search bottles, distilleries and articles" });
      await box.click();
      await box.pressSequentially(gin.name.toLowerCase(), { delay: 50 });
      const options = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
      await expect(options.first()).toContainText(gin.name);
      expect(traffic.to("/data/search-index.json")).toHaveLength(1);
    });
  });
});

test("the blog's filter shows that category, then all again, with nothing more to fetch", async ({ page }) => {
  const posts = blogCards();
  const category = posts.at(-1)!.category;
  await page.goto("/blog");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const traffic = recordTraffic(page);
  const filter = page.getByRole("group", { name: "Filter by category" });
  const articles = page.getByRole("main").getByRole("article");

  await filter.getByRole("button", { name: category }).click();
  await expect(filter.getByRole("button", { name: category })).toHaveAttribute("aria-pressed", "true");
  await expect(articles).toHaveCount(posts.filter((post) => post.category === category).length);
  await filter.getByRole("button", { name: "All" }).click();
  await expect(articles).toHaveCount(posts.length);

  expect(traffic.data()).toEqual([]);
  expect(traffic.sent.length).toBeLessThan(20);
});
