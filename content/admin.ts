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
