import { botanicalImage, listBotanicals } from "@content/index";
import { WhyPage, whyCopy } from "~/components/editorial/why-page";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/why-icelandic-gin";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader() {
  return {
    meta: pageMeta({
      name: whyCopy.title,
      description: whyCopy.metaDescription,
      path: "/why-icelandic-gin",
    }),
    botanicals: listBotanicals().map((botanical) => ({ ...botanical, image: botanicalImage(botanical.slug) })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function WhyRoute({ loaderData }: Route.ComponentProps) {
  return <WhyPage botanicals={loaderData.botanicals} />;
}
