import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Terms of Service - The Gins of Iceland",
    description: "The terms for using The Gins of Iceland: content, affiliate links to an external shop, age requirements and responsible drinking.",
    path: "/terms-of-service",
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Terms of Service" }]} title="Terms of Service" />;
}
