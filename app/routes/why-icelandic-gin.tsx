import { botanicalImage, copyPage, listBotanicals } from "@content/index";
import { WhyPage } from "~/components/editorial/why-page";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/why-icelandic-gin";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  const botanicals = listBotanicals();
  const copy = copyPage("why-icelandic-gin", { botanicals: botanicals.length });
  return {
    meta: pageMeta({ name: copy.title, description: copy.metaDescription, path: "/why-icelandic-gin" }),
    copy,
    botanicals: botanicals.map((botanical) => ({ ...botanical, image: botanicalImage(botanical.slug) })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function WhyRoute({ loaderData }: Route.ComponentProps) {
  return <WhyPage copy={loaderData.copy} botanicals={loaderData.botanicals} />;
}
