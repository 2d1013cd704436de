import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Distillery, ProductSummary } from "@content/index";
import { FallbackImage } from "~/components/common/fallback-image";
import { BreadcrumbTrail, type Crumb } from "~/components/layout/page-heading";
import { DistilleryMapWidget } from "~/components/map/distillery-map-widget";
import { DistilleryLinks } from "~/components/products/distillery-links";
import { ProductCard } from "~/components/products/product-card";
import { PhotoCredit } from "~/components/sources/photo-credit";
import { Sources } from "~/components/sources/sources";
import { FactMark } from "~/components/sources/unverified-mark";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { awardIcon, factoryIcon, mapPinIcon, sparklesIcon, starIcon } from "~/components/ui/icon-drawings";
import type { ProfileSections } from "~/lib/catalogue/distillery-profile";
import { Card } from "~/components/ui/card";

export interface DistilleryProfilePageProps {
  distillery: Distillery;
  sections: ProfileSections;
  spirits: (ProductSummary & { chipLabel: string })[];
  crumbs: Crumb[];
}

/** A distillery's profile: the hero band, its story, map and lists, its spirits, its sources. */
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
              <Icon drawing={mapPinIcon} className="size-4" /> {distillery.location}
              <FactMark record={distillery} field="location" />
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

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6" data-facts-for={distillery.slug}>
        <div className="max-w-4xl space-y-6">
          <p className="text-lg leading-relaxed text-slate-800">
            {distillery.longDescription ?? distillery.description}
            <FactMark record={distillery} field="description" />
          </p>
          <div data-fact="specialties">
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-slate-600">
              Specialties
              <FactMark record={distillery} field="specialties" />
            </h2>
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

        <div className="mt-10 grid gap-6 lg:grid-cols-[2fr_3fr]">
          <Card as="section" aria-labelledby="location-heading" className="self-start p-6">
            <h2 id="location-heading" className="font-sans text-lg font-semibold">
              Distillery Location
            </h2>
            <div className="mt-4">
              <DistilleryMapWidget
                distilleryName={distillery.name}
                address={distillery.location}
                coordinates={distillery.coordinates}
                approximate={distillery.locationApproximate}
              />
            </div>
          </Card>
          <div className="grid gap-6 md:grid-cols-2">
            <ListCard
              title="Production Methods"
              fact="productionMethods"
              icon={<Icon drawing={factoryIcon} aria-hidden="true" className="size-5 text-glacier-600" />}
              items={sections.productionMethods.items}
              generalFor={sections.productionMethods.general ? distillery.name : undefined}
              mark={sections.productionMethods.general ? undefined : <FactMark record={distillery} field="productionMethods" />}
            />
            <ListCard
              title="Highlights"
              fact="highlights"
              icon={<Icon drawing={sparklesIcon} aria-hidden="true" className="size-5 text-violet-500" />}
              items={sections.highlights.items}
              generalFor={sections.highlights.general ? distillery.name : undefined}
              mark={sections.highlights.general ? undefined : <FactMark record={distillery} field="highlights" />}
            />
            {sections.awards.length > 0 && (
              <ListCard
                title="Awards & Recognition"
                icon={<Icon drawing={awardIcon} aria-hidden="true" className="size-5 text-amber-500" />}
                items={sections.awards}
              />
            )}
            <ListCard
              title="Facilities & Experience"
              fact="facilities"
              icon={<Icon drawing={starIcon} aria-hidden="true" className="size-5 text-aurora-700" />}
              items={sections.facilities.features}
              generalFor={sections.facilities.general ? distillery.name : undefined}
              mark={<FactMark record={distillery} field="facilities" />}
            >
              {sections.facilities.description && (
                <p className="mt-3 text-sm text-slate-700">{sections.facilities.description}</p>
              )}
            </ListCard>
          </div>
        </div>

        <section className="mt-14" aria-labelledby="spirits-heading">
          <h2 id="spirits-heading" className="text-3xl font-semibold">
            Spirits from {distillery.name}
          </h2>
          {spirits.length > 0 ? (
            <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {spirits.map((spirit, index) => (
                <li key={spirit.slug}>
                  <ProductCard product={spirit} chipLabel={spirit.chipLabel} headingLevel="h3" adNote={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-700">We have no bottles from this distillery in the catalogue yet.</p>
          )}
        </section>

        <div className="mt-12">
          <Link to="/distilleries" className={buttonVariants({ variant: "secondary" })}>
            Explore All Distilleries
          </Link>
        </div>
        <Sources sources={distillery.sources ?? []} subject={distillery.name} photo={distillery.photo} />
      </div>
    </div>
  );
}

function ListCard({
  title,
  icon,
  items,
  generalFor,
  mark,
  fact,
  children,
}: {
  title: string;
  /** the record field the list shows (the facts check finds its mark by it) */
  fact?: string;
  icon: ReactNode;
  items: string[];
  /** the distillery's name when the list is the site's general note, not its own record */
  generalFor?: string;
  /** the list's unverified mark, when it is the record's own and no source backs it */
  mark?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card as="section" data-fact={fact} className="p-6">
      <h2 className="flex items-center gap-2 font-sans text-lg font-semibold">
        {icon}
        {title}
        {mark}
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
    </Card>
  );
}
