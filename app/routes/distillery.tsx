import { data } from "react-router";
import { chipLabelFor, getDistillery, spiritsOfDistillery, summarize, type Distillery } from "@content/index";
import { NotFoundState } from "~/components/common/not-found-state";
import { DistilleryProfilePage } from "~/components/distilleries/distillery-profile-page";
import { profileSections } from "~/lib/catalogue/distillery-profile";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { absoluteUrl, pageMeta } from "~/lib/routing/seo";
import { notFoundPages } from "~/lib/routing/not-found";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/routing/route-errors";
import { breadcrumbJsonLd, jsonLd } from "~/lib/routing/structured-data";
import type { Route } from "./+types/distillery";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

const crumbs = (distillery: Distillery) => [
  { name: "Home", href: "/" },
  { name: "Distilleries", href: "/distilleries" },
  { name: distillery.name },
];

function distilleryMeta(distillery: Distillery) {
  const path = `/all-distillery/${distillery.slug}`;
  return pageMeta({
    title: `${distillery.name} - Icelandic Distillery Profile`,
    description: distillery.description,
    path,
    extra: [
      jsonLd({
        "@type": "LocalBusiness",
        name: distillery.name,
        description: distillery.description,
        image: absoluteUrl(distillery.heroImage),
        ...(distillery.founded ? { foundingDate: distillery.founded } : {}),
        address: { "@type": "PostalAddress", addressLocality: distillery.location, addressCountry: "IS" },
        // An approximate pin is not the distillery's position, and no town means no position: no geo claim then.
        ...(distillery.coordinates && !distillery.locationApproximate
          ? { geo: { "@type": "GeoCoordinates", latitude: distillery.coordinates[1], longitude: distillery.coordinates[0] } }
          : {}),
        ...(distillery.website ? { url: distillery.website } : {}),
      }),
      breadcrumbJsonLd(crumbs(distillery), path),
    ],
  });
}

export const shouldRevalidate = sameAddressKeepsData;

export function loader({ params }: Route.LoaderArgs) {
  const distillery = getDistillery(params.distillerySlug);
  if (!distillery) throw data(null, { status: 404 });
  const spirits = spiritsOfDistillery(distillery);
  // Awards are stored once: the distillery's own, then each of its bottles' (named).
  const awards = [
    ...(distillery.awards ?? []),
    ...spirits.flatMap((spirit) => spirit.awards.map((award) => `${award} (${spirit.name})`)),
  ];
  return {
    meta: distilleryMeta(distillery),
    distillery,
    sections: profileSections(distillery, awards),
    spirits: spirits.map((spirit) => ({ ...summarize(spirit), chipLabel: chipLabelFor(spirit) })),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData, notFoundPages.distillery.title);

export default function DistilleryRoute({ loaderData }: Route.ComponentProps) {
  const { distillery, sections, spirits } = loaderData;
  return <DistilleryProfilePage distillery={distillery} sections={sections} spirits={spirits} crumbs={crumbs(distillery)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isNotFoundError(error)) throw error;
  return <NotFoundState kind="distillery" />;
}
