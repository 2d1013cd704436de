import { copyPage, countMapDistilleries, ginCards, listDistilleries, listGins, listVodkas, listWhiskies } from "@content/index";
import { HomePage } from "~/components/home/home-page";
import { isProducerConfirmed } from "~/lib/catalogue/catalogue-filter";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/home";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

/** The home page's gins: only bottles whose maker a public source confirms are featured (the check below keeps it so). */
const FEATURED_GINS = ["og-natura-gin", "olafsson-gin", "vor-gin", "marberg-gin", "himbrimi-old-tom-gin", "studlaberg-gin"];
const FEATURED_DISTILLERIES = ["eimverk-distillery", "64-reykjavik-distillery", "thoran-distillery", "eyland-distillery"];

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  const distilleries = listDistilleries();
  const gins = listGins().length;
  const copy = copyPage("home", { gins });
  return {
    meta: pageMeta({ title: copy.title, description: copy.metaDescription, path: "/" }),
    copy,
    featuredGins: ginCards().filter((gin) => FEATURED_GINS.includes(gin.slug) && isProducerConfirmed(gin)),
    featuredDistilleries: distilleries
      .filter((d) => FEATURED_DISTILLERIES.includes(d.slug))
      .map(({ slug, name, location, description, image }) => ({ slug, name, location, description, image })),
    counts: {
      gins,
      whiskies: listWhiskies().length,
      vodkas: listVodkas().length,
      // the map's count: two profiles are other names of a mapped producer (their pages say so)
      distilleries: countMapDistilleries(),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Home({ loaderData: { meta: _meta, ...sections } }: Route.ComponentProps) {
  return <HomePage {...sections} />;
}
