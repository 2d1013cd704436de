import { PageHeader } from "~/components/layout/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/distilleries";

export function loader() {
  return { meta: pageMeta({
    title: "Icelandic Distilleries Map - The Gins of Iceland",
    description: "An interactive map of Iceland's craft distilleries: where they are, what they make, and how to visit.",
    path: "/distilleries",
  }) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page() {
  return <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Distilleries" }]} title="Icelandic Distilleries Map" />;
}
