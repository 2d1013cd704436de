import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export function loader() {
  return { meta: pageMeta({
    title: "Privacy Policy - The Gins of Iceland",
    description: "How The Gins of Iceland collects, uses and protects personal data: forms, newsletter, analytics after consent and browser storage.",
    path: "/privacy-policy",
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Privacy Policy" }]} title="Privacy Policy" />;
}
