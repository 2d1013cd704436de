import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Affiliate Disclosure - The Gins of Iceland",
    description: "How The Gins of Iceland earns money: affiliate commission from its fulfilment partner and direct distillery relationships.",
    path: "/affiliate-disclosure",
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Affiliate Disclosure" }]} title="Affiliate Disclosure" />;
}
