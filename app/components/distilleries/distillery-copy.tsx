import type { ReactNode } from "react";
import type { Distillery } from "@content/index";
import { FallbackImage } from "~/components/common/fallback-image";
import { BreadcrumbTrail, type Crumb } from "~/components/layout/page-heading";
import { DistilleryLinks } from "~/components/products/distillery-links";
import { PhotoCredit } from "~/components/sources/photo-credit";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { Icon } from "~/components/ui/icons";
import type { ProfileSections } from "~/lib/catalogue/distillery-profile";
import { isUnverified } from "~/lib/catalogue/facts";

/**
 * A distillery profile's copy around its map and its spirits: nothing interactive, so a first visit
 * keeps it as pre-rendered and never loads this module (distillery-profile-page.tsx).
 */

/** Inside the hero band: the photo, the trail, the logo and name, where and since when. */
export function DistilleryHero({ distillery, crumbs }: { distillery: Distillery; crumbs: Crumb[] }) {
  return (
    <>
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
            <Icon name="map-pin" className="size-4" /> {distillery.location}
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
    </>
  );
}

/** The story, the specialties and the distillery's own links. */
export function DistilleryAbout({ distillery }: { distillery: Distillery }) {
  return (
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
  );
}

function ListCard({
  title,
  icon,
  items,
  generalFor,
  children,
}: {
  title: string;
  icon: ReactNode;
  items: string[];
  /** the distillery's name when the list is the site's general note, not its own record */
  generalFor?: string;
  children?: ReactNode;
}) {
  return (
    <section className="rounded-card border border-border bg-white p-6 shadow-sm">
      <h2 className="flex items-center gap-2 font-sans text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
      {generalFor && (
        <p className="mt-3 text-xs font-medium text-slate-600">
          General notes on Icelandic distilling, not specific to {generalFor}
        </p>
      )}
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Production, highlights, awards, facilities. */
export function DistilleryLists({ distillery, sections }: { distillery: Distillery; sections: ProfileSections }) {
  return (
    <>
      <ListCard
        title="Production Methods"
        icon={<Icon name="factory" aria-hidden="true" className="size-5 text-glacier-600" />}
        items={sections.productionMethods.items}
        generalFor={sections.productionMethods.general ? distillery.name : undefined}
      />
      <ListCard
        title="Highlights"
        icon={<Icon name="sparkles" aria-hidden="true" className="size-5 text-violet-500" />}
        items={sections.highlights.items}
        generalFor={sections.highlights.general ? distillery.name : undefined}
      />
      {sections.awards.length > 0 && (
        <ListCard
          title="Awards & Recognition"
          icon={<Icon name="award" aria-hidden="true" className="size-5 text-amber-500" />}
          items={sections.awards}
        />
      )}
      <ListCard
        title="Facilities & Experience"
        icon={<Icon name="star" aria-hidden="true" className="size-5 text-aurora-700" />}
        items={sections.facilities.features}
        generalFor={sections.facilities.general ? distillery.name : undefined}
      >
        {sections.facilities.description && <p className="mt-3 text-sm text-slate-700">{sections.facilities.description}</p>}
      </ListCard>
    </>
  );
}
