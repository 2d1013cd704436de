import { expect, test } from "./fixtures";
import {
  getDistillery,
  listDistilleries,
  listBrennivins,
  listGinDetails,
  listGins,
  listVodkas,
  listWhiskies,
  spiritsOfDistillery,
} from "../../content/index";
import { profileSections } from "../../app/lib/catalogue/distillery-profile";
import { strengthText } from "../../content/facts";
import { LIST_PAGE_SIZE } from "../../app/lib/catalogue/list-paging";
import { cardListPage } from "../../app/lib/routing/list-pages";

const lists = [
  { path: "/premium-gins", heading: "Premium Icelandic Gins", count: listGins().length, label: "Key Botanicals" },
  { path: "/premium-whiskies", heading: "Premium Icelandic Whiskies", count: listWhiskies().length, label: "Key Ingredients" },
  { path: "/premium-vodkas", heading: "Premium Icelandic Vodkas", count: listVodkas().length, label: "Key Features" },
  { path: "/premium-brennivins", heading: "Icelandic Brennivín", count: listBrennivins().length, label: "Key Ingredients" },
];

test.describe("list pages", () => {
  for (const list of lists) {
    // A card list shows its first page (the brennivín page is one page).
    const cards = list.path === "/premium-brennivins" ? list.count : Math.min(list.count, LIST_PAGE_SIZE);
    test(`${list.path} shows its count line and ${cards} cards`, async ({ page }) => {
      await page.goto(list.path);
      await expect(page.getByRole("heading", { level: 1, name: list.heading })).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(page.getByTestId("count-line")).toHaveText(new RegExp(`^Showing ${list.count} `));
      await expect(page.getByRole("region", { name: list.heading, exact: true }).getByRole("article")).toHaveCount(cards);
      await expect(page.getByRole("main").getByText(list.label).first()).toBeVisible();
    });
  }

  test("the gin list counts every gin while its title keeps the copy's 24", async ({ page }) => {
    await page.goto("/premium-gins");
    await expect(page.getByTestId("count-line")).toHaveText(`Showing ${listGins().length} premium gins`);
    await expect(page).toHaveTitle(/^24 Premium Icelandic Gins/);
  });

  test("cards show three chips and +N more", async ({ page }) => {
    const firstPage = cardListPage("gin", 1)!.products;
    const gin = firstPage.find((g) => g.botanicals.length > 3)!;
    await page.goto("/premium-gins");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: gin.name, exact: true }) });
    const chips = card.getByRole("listitem");
    await expect(chips).toHaveCount(4);
    for (const botanical of gin.botanicals.slice(0, 3)) await expect(card.getByText(botanical, { exact: true })).toBeVisible();
    await expect(card.getByText(`+${gin.botanicals.length - 3} more`)).toBeVisible();
  });

  test("Buy Now opens the shop in a new tab as a sponsored link; without a known product page it says it is a search", async ({
    page,
  }) => {
    await page.goto("/premium-vodkas");
    const vodka = listVodkas()[0]!;
    expect(vodka.buy.toProductPage).toBe(false);
    const buy = page
      .getByRole("link", { name: new RegExp(`^Search Nammi for ${vodka.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      .first();
    await expect(buy).toHaveText(/^Search Nammi/);
    await expect(buy).toHaveAttribute("href", /^https:\/\/nammi\.is\/\?s=.+&post_type=product&ref=ginsoficeland$/);
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", /sponsored/);
    await expect(buy).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("Learn More", () => {
  // The first card of the gin list (Featured order).
  const firstGin = cardListPage("gin", 1)!.products[0]!;
  const cases = [
    { list: "/premium-gins", name: firstGin.name, url: firstGin.href },
    { list: "/premium-whiskies", name: listWhiskies()[0]!.name, url: `/spirit/${listWhiskies()[0]!.slug}` },
    { list: "/premium-vodkas", name: listVodkas()[0]!.name, url: `/vodka/${listVodkas()[0]!.slug}` },
    { list: "/premium-brennivins", name: "Brennivín", url: "/spirit/brennivin" },
  ];
  for (const { list, name, url } of cases) {
    test(`from ${list} reaches ${url}`, async ({ page }) => {
      await page.goto(list);
      await page.getByRole("link", { name: `Learn more about ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    });
  }

  test("the gin of the spirit table opens from the gin list", async ({ page }) => {
    const last = listGins().at(-1)!;
    await page.goto("/premium-gins");
    await page.getByRole("link", { name: `Learn more about ${last.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/gin/${last.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: last.name })).toBeVisible();
  });
});

test.describe("detail pages", () => {
  test("a gin shows every section in order, with its breadcrumb and way back", async ({ page }) => {
    const gin = listGinDetails().find((g) => g.cocktailSuggestions?.length && g.awards.length)!;
    await page.goto(`/gin/${gin.slug}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Premium Gins" })).toHaveAttribute("href", "/premium-gins");
    await expect(crumbs.getByText(gin.name)).toHaveAttribute("aria-current", "page");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Where to buy",
      `About ${gin.distilleryCard.name}`,
      "Key Botanicals",
      "Tasting Notes",
      "Awards & Recognition",
      "Serving Suggestions",
      "Nordic Gin Cocktail Suggestions",
      "Similar bottles",
      "Sources",
    ]);
    await expect(page.getByText("Price not checked").first()).toBeVisible();
    await expect(page.getByText(strengthText(gin.alcohol), { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${gin.name} - Premium Icelandic Gin`);
    await page.getByRole("link", { name: "Back to All Premium Gins" }).click();
    await expect(page).toHaveURL(/\/premium-gins$/);
  });

  test("a detail page without cocktail suggestions shows no cocktail card", async ({ page }) => {
    const gin = listGinDetails().find((g) => !g.cocktailSuggestions?.length)!;
    await page.goto(`/gin/${gin.slug}`);
    await expect(page.getByRole("heading", { name: "Tasting Notes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Cocktail Suggestions/ })).toHaveCount(0);
  });

  test("a detail page without awards hides the awards section", async ({ page }) => {
    const gin = listGinDetails().find((g) => g.awards.length === 0)!;
    await page.goto(`/gin/${gin.slug}`);
    await expect(page.getByRole("heading", { name: "Serving Suggestions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Awards & Recognition" })).toHaveCount(0);
  });

  test("a vodka from a distillery with a logo shows the logo; the page uses vodka labels", async ({ page }) => {
    await page.goto("/vodka/reyka-vodka");
    await expect(page.getByRole("img", { name: "Reyka Distillery logo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
    await expect(page).toHaveTitle("Reyka Vodka - Premium Icelandic Vodka");
    await expect(page.getByRole("link", { name: "Back to All Premium Vodkas" })).toHaveAttribute("href", "/premium-vodkas");
  });

  test("a whisky maps to the whisky list, also at its /whisky/ address", async ({ page }) => {
    const whisky = listWhiskies()[0]!;
    await page.goto(`/whisky/${whisky.slug}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Whiskies" })).toHaveAttribute("href", "/premium-whiskies");
    await expect(page.getByRole("heading", { name: "Key Ingredients" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to All Premium Whiskies" })).toHaveAttribute("href", "/premium-whiskies");
  });

  test("the brennivín maps to the brennivín list", async ({ page }) => {
    await page.goto("/spirit/brennivin");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Brennivíns" })).toHaveAttribute(
      "href",
      "/premium-brennivins",
    );
  });

  for (const slug of ["sol-akvavit", "birkir-birch-snaps", "limoncello-atlantico"]) {
    test(`${slug} (listed on the brennivín page) leads back there`, async ({ page }) => {
      await page.goto(`/spirit/${slug}`);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Brennivíns" })).toHaveAttribute("href", "/premium-brennivins");
      await expect(crumbs.getByRole("link", { name: "Gins" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Back to All Premium Brennivíns" })).toHaveAttribute(
        "href",
        "/premium-brennivins",
      );
      // and the brennivín page does list it
      await page.getByRole("link", { name: "Back to All Premium Brennivíns" }).click();
      await expect(page.locator(`a[href="/spirit/${slug}"]`).first()).toBeVisible();
    });
  }

  test("distillery buttons appear only for the links that exist", async ({ page }) => {
    const gin = listGinDetails().find((g) => g.distilleryCard.website && !g.distilleryCard.facebook)!;
    await page.goto(`/gin/${gin.slug}`);
    const links = page.getByRole("list", { name: `${gin.distilleryCard.name} online` });
    await expect(links.getByRole("link", { name: /^Website/ })).toHaveAttribute("href", gin.distilleryCard.website!);
    await expect(links.getByRole("link", { name: /^Facebook/ })).toHaveCount(0);
  });

  test("the About-the-distillery card is built from the distillery record: Brennivín's maker, with its profile link", async ({
    page,
  }) => {
    const maker = getDistillery("olgerdin-egill-skallagrimsson")!;
    await page.goto("/spirit/brennivin");
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: `About ${maker.name}` }) });
    await expect(card.getByText(maker.location, { exact: true }).first()).toBeVisible();
    await expect(card.getByText("Founded", { exact: true })).toBeVisible();
    await expect(card.getByText(maker.founded!, { exact: true })).toBeVisible();
    await expect(card.getByText(maker.description)).toBeVisible();
    await expect(card.getByRole("link", { name: /^Website/ })).toHaveAttribute("href", maker.website!);
    await expect(card.getByRole("link", { name: `More about ${maker.name}` })).toHaveAttribute(
      "href",
      `/all-distillery/${maker.slug}`,
    );
    // The old inline card's claim (made only in Borgarnes) is gone with it.
    await expect(card.getByText(/Borgarnes, West Iceland/)).toHaveCount(0);
  });

  test("a maker's unverified facts carry the mark on the bottle's card, and no unsourced pin", async ({ page }) => {
    const gin = listGinDetails().find((g) => g.distilleryRef === "glacier-spirits")!;
    await page.goto(`/gin/${gin.slug}`);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "About Glacier Spirits" }) });
    await expect(card.getByRole("link", { name: "unverified: not confirmed by a public source" })).toHaveCount(2);
    await expect(card.getByTestId("location-unconfirmed")).toBeVisible();
    await expect(card.locator("[data-marker]")).toHaveCount(0);
    await expect(card.getByText("Founded", { exact: true })).toHaveCount(0);
  });

  test("a failed image is replaced by a placeholder bearing the product name", async ({ page }) => {
    const gin = listGinDetails()[1]!;
    await page.route(`**/images/bottles/${gin.slug}.svg`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`/gin/${gin.slug}`);
    const image = page.getByRole("img", { name: `Bottle of ${gin.name}` });
    await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    const src = decodeURIComponent((await image.getAttribute("src"))!);
    expect(src).toContain(gin.name.split(" ")[0]!.replace(/[^\x20-\x7e]/g, (ch) => `&#${ch.codePointAt(0)};`));
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("distillery profiles", () => {
  test("the makers of Reyka, Brennivín and the Hálogi akvavits have profiles with their bottles and sources", async ({
    page,
  }) => {
    for (const [slug, bottle] of [
      ["reyka-distillery", "Reyka Vodka"],
      ["olgerdin-egill-skallagrimsson", "Brennivín"],
      ["halogi-distillery", "Söl Icelandic Akvavit"],
    ] as const) {
      const distillery = getDistillery(slug)!;
      await page.goto(`/all-distillery/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: distillery.name })).toBeVisible();
      const spirits = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: `Spirits from ${distillery.name}` }) });
      await expect(spirits.getByRole("heading", { name: bottle, exact: true })).toBeVisible();
      const sources = page.locator("section").filter({ has: page.getByRole("heading", { name: "Sources" }) });
      await expect(sources.getByRole("link").first()).toBeVisible();
      // a pin only with a sourced town
      await expect(page.getByTestId("location-unconfirmed")).toHaveCount(distillery.coordinates ? 0 : 1);
    }
  });

  test("a rich profile shows at most 4 awards and 3 facilities", async ({ page }) => {
    const rich = listDistilleries().find((d) => (d.facilities?.features.length ?? 0) > 3)!;
    await page.goto(`/all-distillery/${rich.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: rich.name })).toBeVisible();
    const facilities = page.locator("section").filter({ has: page.getByRole("heading", { name: "Facilities & Experience" }) });
    await expect(facilities.getByRole("listitem")).toHaveCount(3);
    const awards = page.locator("section").filter({ has: page.getByRole("heading", { name: "Awards & Recognition" }) });
    expect(await awards.getByRole("listitem").count()).toBeLessThanOrEqual(4);
  });

  test("a profile without lists shows general notes, marked as such, and no invented awards", async ({ page }) => {
    const bare = getDistillery("hovdenak-distillery")!;
    const expected = profileSections(bare);
    await page.goto("/all-distillery/hovdenak-distillery");
    const production = page.locator("section").filter({ has: page.getByRole("heading", { name: "Production Methods" }) });
    await expect(production.getByText(`General notes on Icelandic distilling, not specific to ${bare.name}`)).toBeVisible();
    await expect(production.getByText("Small batch production", { exact: true })).toBeVisible();
    // Hovdenak distils under vacuum: no general note may say otherwise.
    await expect(page.getByText("Traditional pot still distillation")).toHaveCount(0);
    const awards = page.getByRole("heading", { name: "Awards & Recognition" });
    await expect(awards).toHaveCount(expected.awards.length ? 1 : 0);
  });

  test("no profile shows invented fallback awards", async ({ request }) => {
    for (const distillery of listDistilleries()) {
      const html = await (await request.get(`/all-distillery/${distillery.slug}`)).text();
      for (const invented of ["Icelandic Craft Excellence", "Innovation in Distilling", "Quality Recognition"]) {
        expect(html, `${distillery.slug}: ${invented}`).not.toContain(invented);
      }
    }
  });

  test("a failed distillery logo or photo is replaced by a placeholder bearing the name", async ({ page }) => {
    const withLogo = listDistilleries().find((d) => d.logo)!;
    await page.route("**/images/logos/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.route("**/images/distilleries/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`/all-distillery/${withLogo.slug}`);
    const logo = page.getByRole("img", { name: `${withLogo.name} logo` });
    await expect(logo).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Distilleries" }).locator("img").first();
    await featured.scrollIntoViewIfNeeded();
    await expect(featured).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    const gin = listGinDetails().find((g) => g.distilleryCard.image)!;
    await page.goto(`/gin/${gin.slug}`);
    const photo = page.getByRole("img", { name: `Illustration of ${gin.distilleryCard.name}` });
    await expect(photo).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("Reykjavík Spirits lists its spirits, each with Learn More and Buy Now", async ({ page }) => {
    const distillery = getDistillery("reykjavik-spirits")!;
    const spirits = spiritsOfDistillery(distillery);
    await page.goto("/all-distillery/reykjavik-spirits");
    const grid = page.locator("section").filter({ has: page.getByRole("heading", { name: "Spirits from Reykjavík Spirits" }) });
    await expect(grid.getByRole("article")).toHaveCount(spirits.length);
    for (const spirit of spirits) {
      await expect(grid.getByRole("heading", { name: spirit.name, exact: true })).toBeVisible();
    }
    await grid.getByRole("link", { name: `Learn more about ${spirits[0]!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/(gin|vodka|spirit)/${spirits[0]!.slug}$`));
  });

  test("Explore All Distilleries leads to the map", async ({ page }) => {
    await page.goto("/all-distillery/eimverk-distillery");
    await page.getByRole("link", { name: "Explore All Distilleries" }).click();
    await expect(page).toHaveURL(/\/distilleries$/);
  });
});

test.describe("home", () => {
  test("hero, showcase and spirits collection", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Icelandic Gin");
    for (const name of ["Wild Botanicals", "Glacial Water", "Craft Distilled"]) {
      await expect(page.getByRole("heading", { name })).toBeVisible();
    }
    await expect(page.locator("#products")).toBeAttached();
    for (const [category, href] of [
      ["Gin", "/premium-gins"],
      ["Whisky", "/premium-whiskies"],
      ["Vodka", "/premium-vodkas"],
    ]) {
      await expect(page.getByRole("link", { name: `Explore ${category}`, exact: true })).toHaveAttribute("href", href!);
    }
    await page.getByRole("link", { name: "Explore Premium Gins" }).click();
    await expect(page).toHaveURL(/\/premium-gins$/);
  });

  test("after a client-side visit the sections below the hero are there with the page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: "Featured Icelandic Gins" })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
  });
});
