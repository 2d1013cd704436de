import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function loader() {
  return { meta: pageMeta({
    title: "Get in Touch - The Gins of Iceland",
    description: "Contact The Gins of Iceland: questions about Icelandic spirits, distillery partnerships or the site. We reply within a few days.",
    path: "/contact",
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Contact" }]} title="Get in Touch" />;
}
