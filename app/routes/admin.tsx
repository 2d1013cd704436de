import { listAdminDistilleries, listPredefinedSpirits } from "@content/index";
import { lazySection } from "~/lib/lazy-section";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { Suspense } from "react";
import type { Route } from "./+types/admin";

// The operator tools (and the scraping SDK behind them) load only on this page.
const AdminPage = lazySection(() => import("~/components/admin/admin-page"));

export function loader() {
  return {
    meta: pageMeta({
      title: "Admin Dashboard - The Gins of Iceland",
      description: "Operator tools: product image and distillery social link scraping.",
      path: "/admin",
      noindex: true,
    }),
    spirits: listPredefinedSpirits(),
    distilleries: listAdminDistilleries(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<p className="mx-auto max-w-6xl px-4 py-24 text-slate-700">Loading...</p>}>
      <AdminPage spirits={loaderData.spirits} distilleries={loaderData.distilleries} />
    </Suspense>
  );
}
