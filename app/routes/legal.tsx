import { data } from "react-router";
import { legalPages, type LegalPage as LegalPageContent } from "@content/legal";
import { LegalPage } from "~/components/legal/legal-page";
import { siteConfig } from "~/config/site";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/legal";

const isLegalSlug = (slug: string): slug is LegalPageContent["slug"] => Object.hasOwn(legalPages, slug);

/** The four legal pages (routes.ts mounts this module at each one's address): the address names the page. */
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, "");
  if (!isLegalSlug(slug)) throw data(null, { status: 404 });
  const page = legalPages[slug];
  return {
    page,
    meta: pageMeta({ name: page.title, description: page.metaDescription, path: `/${slug}` }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} email={siteConfig.contactEmail} />;
}
