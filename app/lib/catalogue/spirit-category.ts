import { BOTTLE_LISTS, spiritListOf, type BottleListId } from "../../../content/bottle-kinds";
import type { ProductCategory } from "../../../content/schema";

/** Each list's name in a spirit page's breadcrumb and Back button. */
const LIST_NAMES: Record<BottleListId, string> = {
  gin: "Gins",
  whisky: "Whiskies",
  vodka: "Vodkas",
  brennivin: "Brennivíns",
};

/** What a spirit page calls its bottle, by category. */
const productLabelOf = (category: ProductCategory | undefined) =>
  category === "whisky" ? "Icelandic Whisky" : category === "brennivin" ? "Icelandic Brennivín" : "Icelandic Spirit";

/** A spirit's list (content/bottle-kinds.ts `spiritListOf`) with the words its page uses for it. */
export function spiritListFor(category: ProductCategory | undefined) {
  const list = spiritListOf(category);
  const name = LIST_NAMES[list];
  return { path: BOTTLE_LISTS[list].path, crumb: name, backLabel: name, productLabel: productLabelOf(category) };
}
