import { data } from "react-router";
import { LEGAL_SLUGS, legalPages, withContactEmail, type LegalSlug } from "@content/legal";
import { LegalPage } from "~/components/legal/legal-page";
import { siteConfig } from "~/config/site";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/legal";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

const isLegalSlug = (slug: string): slug is LegalSlug => (LEGAL_SLUGS as readonly string[]).includes(slug);

/**
 * The four legal pages (routes.ts mounts this module at each one's address): the address names the
 * page, read from content/legal/<slug>.md, with {{email}} made a link to the configured address.
 */

export const shouldRevalidate = sameAddressKeepsData;

export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, "");
  if (!isLegalSlug(slug)) throw data(null, { status: 404 });
  const page = withContactEmail(legalPages[slug], siteConfig.contactEmail);
  return {
    page,
    meta: pageMeta({ name: page.title, description: page.metaDescription, path: `/${slug}` }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} email={siteConfig.contactEmail} />;
}
