import { legalPages } from "@content/legal";
import { LegalPage } from "~/components/legal/legal-page";
import { siteConfig } from "~/config/site";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/affiliate-disclosure";

export function loader() {
  const page = legalPages["affiliate-disclosure"];
  return {
    page,
    meta: pageMeta({
      title: `${page.title} - The Gins of Iceland`,
      description: page.metaDescription,
      path: "/affiliate-disclosure",
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} email={siteConfig.contactEmail} />;
}
