import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

export function loader() {
  return { meta: pageMeta({
    title: "Icelandic Gin Stories - The Gins of Iceland",
    description: "Stories about Icelandic gin and spirits: reviews, botanicals, glacial water, Viking drinking culture and the distilleries.",
    path: "/blog",
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Blog" }]} title="Icelandic Gin Stories" />;
}
