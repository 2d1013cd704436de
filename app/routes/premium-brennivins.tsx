import { bottleAddress } from "@content/bottle-kinds";
import { chipLabelFor, listBrennivins, listOtherSpirits, summarize } from "@content/index";
import { BrennivinPage } from "~/components/products/brennivin-page";
import { listPages } from "~/components/products/list-copy";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/premium-brennivins";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

const copy = listPages.brennivin;

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({ name: copy.metaName, description: copy.metaDescription, path: copy.path }),
    products: listBrennivins().map((product) => ({
      ...summarize(product, bottleAddress("spirit", product.slug)),
      heritage: product.heritage ?? [],
    })),
    others: listOtherSpirits().map((product) => ({ ...summarize(product), chipLabel: chipLabelFor(product) })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BrennivinPage products={loaderData.products} others={loaderData.others} />;
}
