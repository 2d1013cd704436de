import { MapPinIcon } from "~/components/ui/icons";
import type { Distillery, ProductSummary } from "@content/index";
import { FallbackImage } from "~/components/common/fallback-image";
import { BreadcrumbTrail, type Crumb } from "~/components/layout/page-heading";
import { DistilleryLinks } from "~/components/products/distillery-links";
import type { ProfileSections } from "~/lib/catalogue/distillery-profile";
import { PagePhoto, PhotoCredit, SourcesSection } from "~/components/sources/sources-section";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { isUnverified } from "~/lib/catalogue/facts";
import DistilleryProfileSections from "./distillery-profile-sections";

export interface DistilleryProfilePageProps {
  distillery: Distillery;
  sections: ProfileSections;
  spirits: (ProductSummary & { chipLabel: string })[];
  crumbs: Crumb[];
}

export function DistilleryProfilePage({ distillery, sections, spirits, crumbs }: DistilleryProfilePageProps) {
  return (
    <div className="bg-glacier-50">
      <section className="relative bg-night-900 text-white">
        <FallbackImage
          src={distillery.heroImage}
          photo={distillery.photo}
          sizes="100vw"
          name={distillery.name}
          kind="wide"
          alt=""
          width={800}
          height={450}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover opacity-40"
        />
        <div className="relative mx-auto max-w-7xl px-4 pb-14 pt-8 sm:px-6">
          <BreadcrumbTrail crumbs={crumbs} className="text-glacier-100" />
          <div className="mt-10 flex flex-wrap items-center gap-6">
            {distillery.logo && (
              <FallbackImage
                src={distillery.logo}
                name={distillery.name}
                kind="wide"
                alt={`${distillery.name} logo`}
                width={240}
                height={80}
                className="h-16 w-48 rounded-lg bg-white/90 p-2"
              />
            )}
            <h1 className="text-4xl font-semibold sm:text-5xl">{distillery.name}</h1>
          </div>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-glacier-100">
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4" /> {distillery.location}
              {isUnverified(distillery.facts, "location") && <UnverifiedMark />}
            </span>
            {distillery.founded && <span>Founded {distillery.founded}</span>}
          </p>
          {distillery.photo && (
            <p className="mt-6 text-xs text-glacier-100">
              <PhotoCredit photo={distillery.photo} className="underline underline-offset-2" />
            </p>
          )}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="max-w-4xl">
          <div className="space-y-6">
            <p className="text-lg leading-relaxed text-slate-800">
              {distillery.longDescription ?? distillery.description}
              {isUnverified(distillery.facts, "description") && <UnverifiedMark />}
            </p>
            <div>
              <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-slate-600">Specialties</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {distillery.specialties.map((specialty) => (
                  <li key={specialty} className="rounded-full bg-glacier-100 px-3 py-1 text-sm font-medium text-night-800">
                    {specialty}
                  </li>
                ))}
              </ul>
            </div>
            <DistilleryLinks links={distillery} name={distillery.name} />
          </div>
        </div>

        <DistilleryProfileSections distillery={distillery} sections={sections} spirits={spirits} />
        <PagePhoto value={distillery.photo}>
          <SourcesSection sources={distillery.sources ?? []} subject={distillery.name} />
        </PagePhoto>
      </div>
    </div>
  );
}
