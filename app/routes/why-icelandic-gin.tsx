import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Why Icelandic Gin? - The Gins of Iceland",
    description: "What makes Icelandic gin different: pure water, nine foraged Arctic botanicals and small-batch distilling traditions.",
    path: "/why-icelandic-gin",
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Why Icelandic Gin?" }]} title="Why Icelandic Gin?" />;
}
