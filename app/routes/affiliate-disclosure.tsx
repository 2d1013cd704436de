import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/affiliate-disclosure";

export function loader() {
  return { meta: pageMeta({
    title: "Affiliate Disclosure - The Gins of Iceland",
    description: "How The Gins of Iceland earns money: affiliate commission from its fulfilment partner and direct distillery relationships.",
    path: "/affiliate-disclosure",
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Affiliate Disclosure" }]} title="Affiliate Disclosure" />;
}
