import { readEditorialPage } from "@content/pages";
import { EditorialMarkdownPage } from "~/components/editorial/markdown-page";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/how-we-describe-bottles";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  const page = readEditorialPage("how-we-describe-bottles");
  return {
    page,
    meta: pageMeta({ name: page.title, description: page.metaDescription, path: "/how-we-describe-bottles" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function HowWeDescribeRoute({ loaderData }: Route.ComponentProps) {
  return <EditorialMarkdownPage title={loaderData.page.title} html={loaderData.page.html} />;
}
