import { ComparePage, compareCopy } from "~/components/compare/compare-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/compare";

export function loader() {
  return {
    meta: pageMeta({
      name: compareCopy.title,
      description:
        "Put up to four Icelandic gins, whiskies or vodkas side by side: type, strength, price, botanicals, tasting notes and awards.",
      path: "/compare",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function CompareRoute() {
  return <ComparePage />;
}
