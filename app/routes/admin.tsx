import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";

export function loader() {
  return { meta: pageMeta({
    title: "Admin Dashboard - The Gins of Iceland",
    description: "Operator tools: product image and distillery social link scraping.",
    path: "/admin",
    noindex: true,
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Admin" }]} title="Admin Dashboard" intro="Manage product images and content" />;
}
