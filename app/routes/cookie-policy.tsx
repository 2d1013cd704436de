import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

export function loader() {
  return { meta: pageMeta({
    title: "Cookie Policy - The Gins of Iceland",
    description: "Which cookies and browser storage The Gins of Iceland uses, why, and how analytics only loads after you accept.",
    path: "/cookie-policy",
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Cookie Policy" }]} title="Cookie Policy" />;
}
