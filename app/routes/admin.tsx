import { listAdminDistilleries, listPredefinedSpirits } from "@content/index";
import AdminPage from "~/components/admin/admin-page";
import { listPhotoTargets, listPriceCheckBottles, photoPathOf, priceCheckShop } from "~/lib/admin/publish-targets";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/admin";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({
      name: "Admin Dashboard",
      description: "Operator tools: product image and distillery social link scraping, and the shop price check.",
      path: "/admin",
      noindex: true,
    }),
    spirits: listPredefinedSpirits().map((spirit) => ({ ...spirit, pagePath: photoPathOf(spirit.slug) })),
    distilleries: listAdminDistilleries(),
    photoTargets: listPhotoTargets(),
    priceShop: priceCheckShop(),
    priceBottles: listPriceCheckBottles(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

/** The operator tools live in this route's own chunk; the scraping SDK loads only when used. */
export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      spirits={loaderData.spirits}
      distilleries={loaderData.distilleries}
      photoTargets={loaderData.photoTargets}
      priceShop={loaderData.priceShop}
      priceBottles={loaderData.priceBottles}
    />
  );
}
