import { SearchPage, searchCopy } from "~/components/search/search-page";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/search";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({
      name: "Search",
      description: "Search Icelandic gins, whiskies, vodkas, distilleries and articles by name, botanical, style or distillery.",
      path: "/search",
      // a thin page whose content depends on the query: kept out of search engines and the sitemap
      noindex: true,
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function SearchRoute() {
  return <SearchPage />;
}
