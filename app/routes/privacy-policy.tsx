import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy - The Gins of Iceland",
    description: "How The Gins of Iceland collects, uses and protects personal data: forms, newsletter, analytics after consent and browser storage.",
    path: "/privacy-policy",
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Privacy Policy" }]} title="Privacy Policy" />;
}
