import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/why-icelandic-gin";

export function loader() {
  return { meta: pageMeta({
    title: "Why Icelandic Gin? - The Gins of Iceland",
    description: "What makes Icelandic gin different: pure water, nine foraged Arctic botanicals and small-batch distilling traditions.",
    path: "/why-icelandic-gin",
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Why Icelandic Gin?" }]} title="Why Icelandic Gin?" />;
}
