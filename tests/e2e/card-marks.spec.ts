import { axeBuilder } from "./axe";
import { getSpirit, listGins, listAllProducts } from "../../content/index";
import { STYLE_NOTES_LINE } from "../../app/components/sources/unverified-mark";
import { expect, test, type Page } from "./fixtures";
import { cardListPage } from "../../app/lib/routing/list-pages";

/**
 * What a visitor sees of the unverified facts: cards name them in one quiet line (no tab stop),
 * the bottle page marks the type badge and says when its tasting notes describe the style, and
 * Brennivín's heritage never shows as awards.
 */
const gins = listGins();
const products = listAllProducts();
const unconfirmedMaker = gins.find((gin) => gin.facts?.producer === "unverified")!;
const brennivin = getSpirit("brennivin")!;
const awarded = gins.find((gin) => gin.awards.length > 0)!;

/** The cards the gin list's first page draws, as the build made it. */
const firstPage = cardListPage("gin", 1)!.products;

const summaryLine = (page: Page) => page.locator("[data-unverified-summary]");

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("each gin card names its unverified facts in one muted line that Tab from the filters never lands on", async ({
      page,
    }) => {
      await page.goto("/premium-gins");
      const firstCard = page.locator("article").first();
      await expect(firstCard.locator("[data-unverified-summary]")).toHaveText(/^Not confirmed: (\w[\w ]*)(, \w[\w ]*)*$/);
      await expect(firstCard.locator("[data-unverified-summary]")).toBeVisible();
      await expect(summaryLine(page)).toHaveCount(firstPage.filter((card) => card.unverified.length > 0).length);
      await expect(page.locator('article a[href="/how-we-describe-bottles#unverified"]')).toHaveCount(0);

      // From the filters' Skip to results through the first two cards: every stop is a card's control, none the summary.
      await page.getByRole("link", { name: "Skip to results" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("count-line")).toBeFocused();
      const stops: string[] = [];
      for (let press = 0; press < 16; press++) {
        await page.keyboard.press("Tab");
        stops.push(
          await page.evaluate(() => {
            const active = document.activeElement!;
            const inSummary = Boolean(active.closest("[data-unverified-summary]"));
            return `${inSummary ? "SUMMARY " : ""}${active.tagName} ${active.getAttribute("href") ?? active.textContent?.trim()}`;
          }),
        );
      }
      expect(stops.filter((stop) => stop.startsWith("SUMMARY") || stop.includes("#unverified"))).toEqual([]);
      // ...and it did reach past the first card's Learn More
      expect(
        stops.some((stop) => /^A \/gin\//.test(stop)),
        stops.join("\n"),
      ).toBe(true);
    });

    test("a bottle of an unconfirmed maker: the type badge is marked, the notes say they describe the style", async ({
      page,
    }) => {
      await page.goto(`/gin/${unconfirmedMaker.slug}`);
      const badge = page.locator('[data-fact="type"]');
      await expect(badge).toContainText(unconfirmedMaker.type);
      await expect(badge.getByRole("link", { name: /^unverified/ })).toHaveAttribute(
        "href",
        "/how-we-describe-bottles#unverified",
      );
      await expect(badge.getByRole("link", { name: /^unverified/ })).toBeVisible();
      const notes = page.locator("section").filter({ has: page.getByRole("heading", { name: "Tasting Notes" }) });
      await expect(notes.getByRole("heading", { name: "Tasting Notes" })).toBeVisible();
      await expect(notes.getByText(STYLE_NOTES_LINE)).toBeVisible();
      // the related bottles' cards name their own unverified facts
      const related = page.getByRole("region", { name: "Similar bottles" });
      await expect(related.locator("[data-unverified-summary]").first()).toBeVisible();
    });

    test("Brennivín: Heritage & Recognition lists its lines, no Awards section; notes of a known maker are not called style notes", async ({
      page,
    }) => {
      await page.goto("/spirit/brennivin");
      await expect(page.getByRole("heading", { name: "Heritage & Recognition" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Awards & Recognition" })).toHaveCount(0);
      const heritage = page.locator("section").filter({ has: page.getByRole("heading", { name: "Heritage & Recognition" }) });
      for (const line of brennivin.heritage!) await expect(heritage.getByText(line, { exact: true })).toBeVisible();
      await expect(page.getByText(STYLE_NOTES_LINE)).toHaveCount(0);
      await expect(page.locator('[data-fact="type"]').getByRole("link", { name: /^unverified/ })).toBeVisible();

      await page.goto("/premium-brennivins");
      const card = page.locator(`[data-card="${brennivin.slug}"]`);
      await expect(card.getByRole("heading", { name: "Heritage & Recognition" })).toBeVisible();
      await expect(card.locator("[data-unverified-summary]")).toHaveText("Not confirmed: type");
    });

    test("a search result row names its unverified maker, type and strength without a tab stop", async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(unconfirmedMaker.name)}`);
      const row = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: unconfirmedMaker.name, exact: true }) });
      await expect(row.locator("[data-unverified-summary]")).toHaveText("Not confirmed: producer, type, strength");
      await expect(row.getByRole("link")).toHaveCount(1);
    });

    test("compare marks type, style and maker, keeps heritage out of Awards and says whose the notes are (axe clean)", async ({
      page,
    }) => {
      const slugs = [brennivin.slug, awarded.slug, unconfirmedMaker.slug];
      await page.goto(`/compare?items=${slugs.join(",")}`);
      const cells = (label: string | RegExp) => page.getByRole("row", { name: label }).getByRole("cell");
      await expect(cells(/^Type/)).toHaveCount(3);
      for (let column = 0; column < 3; column++)
        await expect(
          cells(/^Type/)
            .nth(column)
            .getByRole("link", { name: /^unverified/ }),
        ).toHaveCount(products.find((p) => p.slug === slugs[column])!.facts?.type === "unverified" ? 1 : 0);
      await expect(
        cells(/^Distillery/)
          .nth(2)
          .getByRole("link", { name: /^unverified/ }),
      ).toBeVisible();
      await expect(
        cells(/^Distillery/)
          .nth(0)
          .getByRole("link", { name: /^unverified/ }),
      ).toHaveCount(0);
      await expect(cells(/^Awards/).nth(0)).toHaveText("—");
      await expect(cells(/^Awards/).nth(1)).toContainText(awarded.awards[0]!);
      await expect(cells(/^Heritage/).nth(0)).toContainText(brennivin.heritage![0]!);
      await expect(cells(/^About the notes/).nth(2)).toHaveText(STYLE_NOTES_LINE);
      // the notes' credit as the record gives it, else a dash
      await expect(cells(/^About the notes/).nth(0)).toHaveText(brennivin.tastingNotes.credit ?? "—");

      const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

      // Style: a sourced one plain, a marked one with its mark, a bottle with none (not a gin) as a dash
      const sourcedStyle = gins.find((gin) => gin.style && gin.facts?.style !== "unverified")!;
      const markedStyle = gins.find((gin) => gin.style && gin.facts?.style === "unverified")!;
      await page.goto(`/compare?items=${sourcedStyle.slug},${markedStyle.slug},${brennivin.slug}`);
      await expect(cells(/^Style/).nth(0)).toHaveText(sourcedStyle.style!);
      await expect(cells(/^Style/).nth(1)).toContainText(markedStyle.style!);
      await expect(
        cells(/^Style/)
          .nth(1)
          .getByRole("link", { name: /^unverified/ }),
      ).toBeVisible();
      await expect(cells(/^Style/).nth(2)).toHaveText("—");
    });
  });
}
