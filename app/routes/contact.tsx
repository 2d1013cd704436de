import { ContactPage, contactCopy } from "~/components/contact/contact-page";
import { siteConfig } from "~/config/site";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/contact";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({ name: "Contact", description: contactCopy.metaDescription, path: "/contact" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function ContactRoute() {
  return <ContactPage email={siteConfig.contactEmail} />;
}
