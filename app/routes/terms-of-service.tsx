import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

export function loader() {
  return { meta: pageMeta({
    title: "Terms of Service - The Gins of Iceland",
    description: "The terms for using The Gins of Iceland: content, affiliate links to an external shop, age requirements and responsible drinking.",
    path: "/terms-of-service",
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Terms of Service" }]} title="Terms of Service" />;
}
