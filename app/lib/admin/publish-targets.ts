/**
 * Server side (route loaders only): the pages a photo can go on, for the admin's picker and the
 * predefined spirits, and the bottles the price check visits. Each bottle is named by its one
 * indexable address.
 */
import {
  affiliateShop,
  listAllProducts,
  listBrennivins,
  listDistilleries,
  listGins,
  listOtherSpirits,
  listVodkas,
  listWhiskies,
  recordedOffersOf,
  shopSearchFor,
  type Product,
} from "@content/index";
import { canonicalProductPath } from "@content/canonical";
import type { PriceCheckBottle, PriceShop } from "./price-check";
import { distilleryPagePath, type PhotoTarget } from "./publish-commands";

export function listPhotoTargets(): PhotoTarget[] {
  const bottles = new Map(listAllProducts().map((product) => [product.slug, product]));
  return [
    ...[...bottles.values()]
      .map((product): PhotoTarget => ({
        path: canonicalProductPath(product),
        label: `${product.name} — ${product.distillery}`,
        group: "Bottles",
      }))
      .sort((a, b) => a.label.localeCompare(b.label, "is")),
    ...listDistilleries()
      .map((d): PhotoTarget => ({ path: distilleryPagePath(d.slug), label: d.name, group: "Distilleries" }))
      .sort((a, b) => a.label.localeCompare(b.label, "is")),
  ];
}

/** The bottle page of a predefined spirit (by slug), if the catalogue has it. */
export const photoPathOf = (slug: string): string | undefined =>
  listPhotoTargets().find((target) => target.group === "Bottles" && target.path.endsWith(`/${slug}`))?.path;

/** The shop the price check reads: the affiliate shop. */
export function priceCheckShop(): PriceShop {
  const { id, name, url, currency } = affiliateShop();
  // The catalogue check gives every shop but the distillery's a home page.
  if (!url) throw new Error(`content/shops.yaml: the affiliate shop "${id}" has no url`);
  return { id, name, url, currency };
}

/**
 * Every bottle of every list once, in list order (gins, whiskies, vodkas, brennivín, other
 * spirits), with its page, the shop's search for it and its offer on record there.
 */
export function listPriceCheckBottles(shopId = priceCheckShop().id): PriceCheckBottle[] {
  const bottles = new Map<string, Product>();
  for (const product of [...listGins(), ...listWhiskies(), ...listVodkas(), ...listBrennivins(), ...listOtherSpirits()])
    if (!bottles.has(product.slug)) bottles.set(product.slug, product);
  return [...bottles.values()].map((product) => {
    const stored = recordedOffersOf(product).find((offer) => offer.shop === shopId);
    return {
      name: product.name,
      pagePath: canonicalProductPath(product),
      searchUrl: shopSearchFor(product),
      ...(stored ? { stored } : {}),
    };
  });
}
