import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Icelandic Distilleries Map - The Gins of Iceland",
    description: "An interactive map of Iceland's craft distilleries: where they are, what they make, and how to visit.",
    path: "/distilleries",
  });

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Distilleries" }]} title="Icelandic Distilleries Map" />;
}
