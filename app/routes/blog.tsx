import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Icelandic Gin Stories - The Gins of Iceland",
    description: "Stories about Icelandic gin and spirits: reviews, botanicals, glacial water, Viking drinking culture and the distilleries.",
    path: "/blog",
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Blog" }]} title="Icelandic Gin Stories" />;
}
