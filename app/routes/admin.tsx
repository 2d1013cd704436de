import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Admin Dashboard - The Gins of Iceland",
    description: "Operator tools: product image and distillery social link scraping.",
    path: "/admin",
    noindex: true,
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Admin" }]} title="Admin Dashboard" intro="Manage product images and content" />;
}
