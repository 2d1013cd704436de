import { listMapDistilleries, listUnpinnedMapDistilleries, productPath, spiritsOfDistillery } from "@content/index";
import { DistilleriesMapPage } from "~/components/map/distilleries-map-page";
import { mapCopy } from "~/components/map/map-copy";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/distilleries";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({
      name: mapCopy.title,
      description: mapCopy.metaDescription,
      path: "/distilleries",
    }),
    distilleries: listMapDistilleries().map((d) => ({
      id: d.slug,
      name: d.name,
      location: d.location,
      coordinates: d.coordinates,
      description: d.description,
      founded: d.founded,
      bottles: spiritsOfDistillery(d).map((product) => ({ name: product.name, href: productPath(product) })),
      website: d.website,
      ...(d.locationApproximate ? { approximate: true } : {}),
    })),
    unconfirmed: listUnpinnedMapDistilleries().map((d) => ({ id: d.slug, name: d.name, location: d.location })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function DistilleriesRoute({ loaderData }: Route.ComponentProps) {
  return <DistilleriesMapPage distilleries={loaderData.distilleries} unconfirmed={loaderData.unconfirmed} />;
}
