import { data } from "react-router";
import { ginCards, listFlavourFamilies, vodkaCards, whiskyCards } from "@content/index";
import { listPages } from "~/components/products/list-copy";
import { ProductListPage, type ProductListPageProps } from "~/components/products/product-list-page";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/product-list";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

const cardsOf: Record<ProductListPageProps["kind"], typeof ginCards> = { gin: ginCards, whisky: whiskyCards, vodka: vodkaCards };
const kinds = Object.keys(cardsOf) as ProductListPageProps["kind"][];

/** The gin, whisky and vodka lists (routes.ts mounts this module at each one's address): the address names the list. */

export const shouldRevalidate = sameAddressKeepsData;

export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/$/, "");
  const kind = kinds.find((candidate) => listPages[candidate].path === path);
  if (!kind) throw data(null, { status: 404 });
  const copy = listPages[kind];
  return {
    kind,
    meta: pageMeta({ name: copy.metaName, description: copy.metaDescription, path: copy.path }),
    products: cardsOf[kind](),
    // Flavour families are lists of gin botanicals; whisky ingredients and vodka features have none.
    families: kind === "gin" ? listFlavourFamilies() : [],
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductListPage kind={loaderData.kind} products={loaderData.products} families={loaderData.families} />;
}
