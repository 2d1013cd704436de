import type { ProductSummary } from "@content/index";

/** The spec's hero headline is {product}: "Icelandic Gin". */
export const homeCopy = { headline: "Icelandic Gin" } as const;

export interface FeaturedDistillery {
  slug: string;
  name: string;
  location: string;
  description: string;
  image: string;
}

export interface HomeSectionsProps {
  featuredGins: ProductSummary[];
  featuredDistilleries: FeaturedDistillery[];
  counts: { gins: number; whiskies: number; vodkas: number; distilleries: number };
}
