import { ComparePage } from "~/components/compare/compare-page";
import { compareCopy } from "~/components/compare/compare-copy";
import { loadCompareCatalogue } from "~/components/compare/compare-catalogue";
import type { ComparableProduct } from "~/lib/routing/site-files";
import { parseCompareItems } from "~/lib/catalogue/compare-store";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/compare";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({
      name: compareCopy.title,
      description:
        "Put up to four Icelandic gins, whiskies or vodkas side by side: type, strength, price, botanicals, tasting notes and awards.",
      path: "/compare",
      // a thin page whose content depends on the query: kept out of search engines and the sitemap
      noindex: true,
    }),
  };
}

// The bottles are in the address, which the pre-rendered page cannot know: read in the browser,
// with the catalogue (a bottle can be added on the page).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const slugs = parseCompareItems(new URL(request.url).searchParams.get("items"));
  const [data, catalogue] = await Promise.all([
    serverLoader(),
    loadCompareCatalogue().catch((): ComparableProduct[] | null => null),
  ]);
  const products = catalogue
    ? slugs.map((slug) => catalogue.find((p) => p.slug === slug)).filter((p): p is ComparableProduct => !!p)
    : null;
  return { ...data, slugs, products, catalogue };
}
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

// Pre-rendered (and hydrated) with the loader's data: the header, then the table once the browser has read the address.
export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <ComparePage comparison={"slugs" in loaderData ? loaderData : undefined} />;
}
