import { data } from "react-router";
import { getBotanicalPage } from "@content/index";
import { NotFoundState } from "~/components/common/not-found-state";
import { BotanicalPage } from "~/components/discovery/botanical-page";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { notFoundPages } from "~/lib/routing/not-found";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/routing/route-errors";
import { pageMeta } from "~/lib/routing/seo";
import { breadcrumbJsonLd } from "~/lib/routing/structured-data";
import type { Route } from "./+types/botanical";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

export const shouldRevalidate = sameAddressKeepsData;

export function loader({ params }: Route.LoaderArgs) {
  const botanical = getBotanicalPage(params.botanicalSlug);
  if (!botanical) throw data(null, { status: 404 });
  const path = `/botanicals/${botanical.slug}`;
  return {
    botanical,
    meta: pageMeta({
      name: `${botanical.name} in Icelandic Gin`,
      description: `${botanical.name}: what it brings to Icelandic gin, and the ${botanical.products.length} bottles in our catalogue that use it.`,
      path,
      extra: [
        breadcrumbJsonLd(
          [{ name: "Home", href: "/" }, { name: "Why Icelandic Gin?", href: "/why-icelandic-gin" }, { name: botanical.name }],
          path,
        ),
      ],
    }),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData, notFoundPages.botanical.title);

export default function BotanicalRoute({ loaderData }: Route.ComponentProps) {
  return <BotanicalPage botanical={loaderData.botanical} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isNotFoundError(error)) throw error;
  return <NotFoundState kind="botanical" />;
}
