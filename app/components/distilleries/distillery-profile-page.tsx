import type { Distillery, ProductSummary } from "@content/index";
import { prerenderedParts } from "~/components/common/prerendered";
import type { Crumb } from "~/components/layout/page-heading";
import { Sources } from "~/components/sources/sources";
import type { ProfileSections } from "~/lib/catalogue/distillery-profile";
import DistilleryProfileSections from "./distillery-profile-sections";

// The copy around the map and the spirits' cards is kept as pre-rendered (distillery-copy.tsx).
const part = prerenderedParts(() => import("./distillery-copy"));
const DistilleryHero = part("distillery-hero", "DistilleryHero");
const DistilleryAbout = part("distillery-about", "DistilleryAbout");

export interface DistilleryProfilePageProps {
  distillery: Distillery;
  sections: ProfileSections;
  spirits: (ProductSummary & { chipLabel: string })[];
  crumbs: Crumb[];
}

export function DistilleryProfilePage({ distillery, sections, spirits, crumbs }: DistilleryProfilePageProps) {
  return (
    <div className="bg-glacier-50">
      <DistilleryHero
        as="section"
        className="relative bg-night-900 text-white"
        version={distillery.slug}
        props={{ distillery, crumbs }}
      />

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <DistilleryAbout className="max-w-4xl" version={distillery.slug} props={{ distillery }} />

        <DistilleryProfileSections distillery={distillery} sections={sections} spirits={spirits} />
        <Sources
          version={distillery.slug}
          sources={distillery.sources ?? []}
          subject={distillery.name}
          photo={distillery.photo}
        />
      </div>
    </div>
  );
}
