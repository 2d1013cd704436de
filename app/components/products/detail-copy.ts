import { BOTTLE_LISTS, type BottlePage } from "@content/bottle-kinds";
import type { Product } from "@content/index";
import type { BadgeContext } from "~/lib/catalogue/badge-colors";
import { spiritListFor } from "~/lib/catalogue/spirit-category";

/** The detail pages' copy and differences, one entry per page type. */
export interface DetailCopy {
  badgeContext: BadgeContext;
  botanicalsTitle: string;
  cocktailTitle: string;
  cocktailTip: string;
  backLabel: string;
  backHref: string;
  /** the list's name in the breadcrumb trail */
  crumb: string;
  productLabel: string;
}

export const ginDetail: DetailCopy = {
  badgeContext: "gin",
  botanicalsTitle: "Key Botanicals",
  cocktailTitle: "Nordic Gin Cocktail Suggestions",
  cocktailTip: "Tip: chill the glass, use plenty of ice and a good tonic, and garnish with a botanical from the gin itself.",
  backLabel: "Back to All Premium Gins",
  backHref: BOTTLE_LISTS.gin.path,
  crumb: "Premium Gins",
  productLabel: "Icelandic Gin",
};

export const vodkaDetail: DetailCopy = {
  badgeContext: "vodka",
  botanicalsTitle: "Key Features",
  cocktailTitle: "Nordic Vodka Cocktail Suggestions",
  cocktailTip: "Tip: keep the vodka in the freezer and the mixers cold; a clean vodka shows best in simple drinks.",
  backLabel: "Back to All Premium Vodkas",
  backHref: BOTTLE_LISTS.vodka.path,
  crumb: "Premium Vodkas",
  productLabel: "Icelandic Vodka",
};

/** The spirit page: labels depend on the category's list (see lib/catalogue/spirit-category). */
export function spiritDetail(list: { path: string; crumb: string; backLabel: string; productLabel: string }): DetailCopy {
  return {
    badgeContext: "spirit",
    botanicalsTitle: "Key Ingredients",
    cocktailTitle: "Nordic Cocktail Suggestions",
    cocktailTip: "Tip: adjust the sweetness to your taste — add the syrup or liqueur a little at a time.",
    backLabel: `Back to All Premium ${list.backLabel}`,
    backHref: list.path,
    crumb: list.crumb,
    productLabel: list.productLabel,
  };
}

/** Each page's copy for a bottle, one entry per page of content/bottle-kinds.ts. */
const detailCopies: Record<BottlePage, (product: Pick<Product, "category">) => DetailCopy> = {
  gin: () => ginDetail,
  vodka: () => vodkaDetail,
  spirit: (product) => spiritDetail(spiritListFor(product.category)),
};

export const detailCopyOf = (page: BottlePage, product: Pick<Product, "category">): DetailCopy => detailCopies[page](product);
