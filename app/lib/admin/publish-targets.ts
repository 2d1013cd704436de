/**
 * Server side (route loaders only): the pages a photo can go on, for the admin's picker and the
 * predefined spirits. Each bottle is named by its one indexable address.
 */
import { listAllProducts, listDistilleries, productPath, type Product } from "@content/index";
import { distilleryPagePath, type PhotoTarget } from "./publish-commands";

/** A gin of the spirit table has two pages; its gin page is the one search engines get. */
const bottlePath = (product: Product) => (product.category === "gin" ? `/gin/${product.slug}` : productPath(product));

export function listPhotoTargets(): PhotoTarget[] {
  const bottles = new Map(listAllProducts().map((product) => [product.slug, product]));
  return [
    ...[...bottles.values()]
      .map((product): PhotoTarget => ({
        path: bottlePath(product),
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
