import type { ProductCategory } from "../../../content/schema";

/** Which list a spirit belongs to: whisky, brennivín, or (anything else) gins. */
export function spiritListFor(category: ProductCategory | undefined) {
  switch (category) {
    case "whisky":
      return { path: "/premium-whiskies", crumb: "Whiskies", backLabel: "Whiskies", productLabel: "Icelandic Whisky" };
    case "brennivin":
      return { path: "/premium-brennivins", crumb: "Brennivíns", backLabel: "Brennivíns", productLabel: "Icelandic Brennivín" };
    default:
      return { path: "/premium-gins", crumb: "Gins", backLabel: "Gins", productLabel: "Icelandic Spirit" };
  }
}
