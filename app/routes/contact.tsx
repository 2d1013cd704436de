import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Get in Touch - The Gins of Iceland",
    description: "Contact The Gins of Iceland: questions about Icelandic spirits, distillery partnerships or the site. We reply within a few days.",
    path: "/contact",
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Contact" }]} title="Get in Touch" />;
}
