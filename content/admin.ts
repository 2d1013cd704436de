import type { PredefinedSpirit } from "./schema";

/**
 * Data for the operator's /admin tools. Nammi (a WooCommerce shop) has no stable product
 * paths we can rely on, so the shop URLs are product searches.
 */

/** The two spirits offered in the image scraper's Select Spirit (Predefined) menu. */
export const predefinedSpirits: PredefinedSpirit[] = [
  {
    slug: "floki-single-malt-whisky",
    name: "Flóki Single Malt Whisky",
    shopUrl: "https://nammi.is/?s=Floki&post_type=product",
    distilleryWebsite: "https://flokiwhisky.is",
    distilleryName: "Eimverk Distillery",
  },
  {
    slug: "viti-brennivin",
    name: "Víti Brennivín",
    shopUrl: "https://nammi.is/?s=Viti&post_type=product",
    distilleryWebsite: "https://flokiwhisky.is",
    distilleryName: "Eimverk Distillery",
  },
];

/** Distillery profiles whose websites the social-media scraper visits, in run order. */
export const adminDistilleryIds = [
  "thoran-distillery",
  "eimverk-distillery",
  "eyland-distillery",
  "64-reykjavik-distillery",
  "glacier-spirits",
  "foss-distillery",
  "hovdenak-distillery",
  "himbrimi-distillery",
  "volcanic-drinks-distillery",
  "freyja-distillery",
  "reykjavik-spirits",
  "og-natura",
] as const;

/**
 * Addresses the social-media scraper visits for distilleries whose website no public source
 * confirmed (so the profile shows none). They are the operator's leads to check, not facts: they
 * appear only on /admin, marked unconfirmed, never on a public page.
 */
export const unconfirmedWebsites: Partial<Record<(typeof adminDistilleryIds)[number], string>> = {
  "thoran-distillery": "https://thoran.is",
  "64-reykjavik-distillery": "https://reykjavikdistillery.is",
  "eyland-distillery": "https://www.olafssongin.com",
  "glacier-spirits": "https://glacierspirits.is",
  "hovdenak-distillery": "https://hovdenak.is",
  "himbrimi-distillery": "https://himbrimi.com",
  "volcanic-drinks-distillery": "https://volcanicdrinks.is",
  "freyja-distillery": "https://freyjadistillery.is",
  "reykjavik-spirits": "https://reykjavikspirits.is",
};
