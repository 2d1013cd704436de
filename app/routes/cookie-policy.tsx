import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Cookie Policy - The Gins of Iceland",
    description: "Which cookies and browser storage The Gins of Iceland uses, why, and how analytics only loads after you accept.",
    path: "/cookie-policy",
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Cookie Policy" }]} title="Cookie Policy" />;
}
