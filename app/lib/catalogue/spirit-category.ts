import type { ProductCategory } from "../../../content/schema";

/**
 * Which list a spirit belongs to: whisky, brennivín, or (anything else) gins. Aquavits, liqueurs
 * (limoncello included) and rum are listed on the brennivín page, so their breadcrumb and Back button lead
 * there (docs/decisions.md departs from the original gin list here).
 */
export function spiritListFor(category: ProductCategory | undefined) {
  switch (category) {
    case "whisky":
      return { path: "/premium-whiskies", crumb: "Whiskies", backLabel: "Whiskies", productLabel: "Icelandic Whisky" };
    case "brennivin":
      return { path: "/premium-brennivins", crumb: "Brennivíns", backLabel: "Brennivíns", productLabel: "Icelandic Brennivín" };
    case "aquavit":
    case "liqueur":
    case "limoncello":
    case "rum":
      return { path: "/premium-brennivins", crumb: "Brennivíns", backLabel: "Brennivíns", productLabel: "Icelandic Spirit" };
    default:
      return { path: "/premium-gins", crumb: "Gins", backLabel: "Gins", productLabel: "Icelandic Spirit" };
  }
}
