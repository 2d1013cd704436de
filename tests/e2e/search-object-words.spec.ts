// Words that are also names of every JavaScript object's own parts (constructor, __proto__,
// toString) are words like any other: typed in the header's search on the home page and on a
// bottle page, and on the search page, they find results or say "No results", and the page stays.
import { expect, test, type Page } from "./fixtures";
import { listGins, productPath } from "../../content/index";

const FIELD = "Search bottles, distilleries and articles";
const WORDS = ["constructor", "__proto__", "toString"];
const BOTTLE = productPath(listGins()[0]!, "gin");

const listbox = (page: Page) => page.getByRole("listbox", { name: "Search results" });
// The words have no regular expression's special characters.
/** The drop-down's answer: "No results" (then the search page's row), or its "All N results" row. */
const dropDownAnswer = (word: string) => new RegExp(`No results for “${word}”\\.|All \\d+ results? for “${word}”`);
/** The search page's count line. */
const pageAnswer = (word: string) => new RegExp(`^(No results for “${word}”\\.|\\d+ results? for “${word}”)$`);

test.describe("object words in search at 1280px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [where, address] of [
    ["the home page", "/"],
    ["a bottle page", BOTTLE],
    ["the search page", "/search"],
  ] as const) {
    test(`the header's search on ${where} answers each`, async ({ page }) => {
      await page.goto(address);
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      const box = page.getByRole("combobox", { name: FIELD });
      for (const word of WORDS) {
        await test.step(word, async () => {
          await box.fill(word);
          await expect(listbox(page)).toContainText(dropDownAnswer(word));
          await expect(page.getByText("Something went wrong")).toHaveCount(0);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
          await expect(box).toHaveValue(word);
        });
      }
    });
  }

  // Its field's errors are caught and shown as "No results" (so it did not break before either).
  test("the search page's own field answers each", async ({ page }) => {
    await page.goto("/search");
    for (const word of WORDS) {
      await test.step(word, async () => {
        const box = page.getByRole("searchbox", { name: "Search", exact: true });
        await box.fill(word);
        await box.press("Enter");
        await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
        await expect(page.getByTestId("count-line")).toHaveText(pageAnswer(word));
        await expect(page.getByText("Something went wrong")).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
      });
    }
  });
});
