import { CocktailsPage } from "~/components/cocktails/cocktails-page";
import { houseCocktails } from "~/lib/catalogue/house-cocktails";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import { breadcrumbJsonLd } from "~/lib/routing/structured-data";
import type { Route } from "./+types/cocktails";
import { samePathKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = samePathKeepsData;

export function loader() {
  const bottles = houseCocktails();
  const recipes = bottles.reduce((sum, bottle) => sum + bottle.recipes.length, 0);
  return {
    bottles,
    meta: pageMeta({
      name: "House Cocktails",
      description: `Our own ${recipes} cocktail recipes for ${bottles.length} Icelandic gins, vodkas and spirits, in ml and oz, searchable by ingredient; each links its bottle.`,
      path: "/cocktails",
      extra: [breadcrumbJsonLd([{ name: "Home", href: "/" }, { name: "Cocktails" }], "/cocktails")],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function CocktailsRoute({ loaderData }: Route.ComponentProps) {
  return <CocktailsPage bottles={loaderData.bottles} />;
}
