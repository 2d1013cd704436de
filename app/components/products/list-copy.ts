import { BOTTLE_LISTS, listPageAddress } from "@content/bottle-kinds";

/** The product list pages' copy, one entry per list: the page, its meta and the test read these. */
export const listPages = {
  gin: {
    path: BOTTLE_LISTS.gin.path,
    crumb: "Premium Gins",
    title: "Premium Icelandic Gins",
    intro: "Craft gins distilled with Arctic botanicals and some of the purest water on earth.",
    countNoun: "premium gins",
    countNounOne: "premium gin",
    chipLabel: "Key Botanicals",
    metaName: "24 Premium Icelandic Gins",
    metaDescription:
      "Browse 24 premium Icelandic gins: Arctic thyme, angelica and crowberry botanicals, tasting notes, prices and where to buy each bottle.",
  },
  whisky: {
    path: BOTTLE_LISTS.whisky.path,
    crumb: "Premium Whiskies",
    title: "Premium Icelandic Whiskies",
    intro: "Single malts from Icelandic barley, some smoked the old way over dried sheep dung.",
    countNoun: "premium whiskies",
    countNounOne: "premium whisky",
    chipLabel: "Key Ingredients",
    metaName: "Premium Icelandic Whiskies",
    metaDescription:
      "Icelandic whiskies from local barley: single malts, smoked and cask-finished bottlings, with tasting notes, prices and where to buy.",
  },
  vodka: {
    path: BOTTLE_LISTS.vodka.path,
    crumb: "Premium Vodkas",
    title: "Premium Icelandic Vodkas",
    intro: "Clean, soft vodkas made with Icelandic spring water and filtered through lava rock.",
    countNoun: "premium vodkas",
    countNounOne: "premium vodka",
    chipLabel: "Key Features",
    metaName: "Premium Icelandic Vodkas",
    metaDescription:
      "Nine Icelandic vodkas, from lava-filtered classics to flavoured bottlings: features, tasting notes, prices and where to buy.",
  },
  brennivin: {
    path: BOTTLE_LISTS.brennivin.path,
    crumb: "Premium Brennivíns",
    title: "Icelandic Brennivín",
    intro: "Iceland's signature caraway spirit, known at home as the black death.",
    countNoun: "brennivín",
    countNounOne: "brennivín",
    chipLabel: "Key Ingredients",
    metaName: "Icelandic Brennivín",
    metaDescription:
      "Brennivín, Iceland's caraway schnapps: its history, how it tastes, how Icelanders drink it and where to buy a bottle.",
  },
} as const;

export type ListKind = keyof typeof listPages;

/** "1 premium gin", "25 premium gins": the noun agrees with its number. */
export const bottleCount = (n: number, copy: { countNoun: string; countNounOne: string }) =>
  `${n} ${n === 1 ? copy.countNounOne : copy.countNoun}`;

/** A list page's title, description and address: page 2 and on name their page, each its own canonical. */
export function listPageMeta(copy: (typeof listPages)[ListKind], page: number, pageCount: number) {
  if (page === 1) return { name: copy.metaName, description: copy.metaDescription, path: copy.path };
  return {
    name: `${copy.metaName}, Page ${page} of ${pageCount}`,
    description: `Page ${page} of ${pageCount}. ${copy.metaDescription}`,
    path: listPageAddress(copy.path, page),
  };
}
