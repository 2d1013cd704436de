import { AwardIcon, FactoryIcon, SparklesIcon, StarIcon } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Distillery, ProductSummary } from "@content/index";
import { DistilleryMapWidget } from "~/components/map/distillery-map-widget";
import { ProductCard } from "~/components/products/product-card";
import { buttonVariants } from "~/components/ui/button";
import type { ProfileSections } from "~/lib/catalogue/distillery-profile";

export interface DistilleryProfileSectionsProps {
  distillery: Distillery;
  sections: ProfileSections;
  spirits: (ProductSummary & { chipLabel: string })[];
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

/** The profile below its first screen: location, the lists, the spirits grid. */
export default function DistilleryProfileSections({ distillery, sections, spirits }: DistilleryProfileSectionsProps) {
  return (
    <>
      <div className="mt-10 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <section
          aria-labelledby="location-heading"
          className="self-start rounded-card border border-border bg-white p-6 shadow-sm"
        >
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
        </section>
        <div className="grid gap-6 md:grid-cols-2">
          <ListCard
            title="Production Methods"
            icon={<FactoryIcon aria-hidden="true" className="size-5 text-glacier-600" />}
            items={sections.productionMethods.items}
            generalFor={sections.productionMethods.general ? distillery.name : undefined}
          />
          <ListCard
            title="Highlights"
            icon={<SparklesIcon aria-hidden="true" className="size-5 text-violet-500" />}
            items={sections.highlights.items}
            generalFor={sections.highlights.general ? distillery.name : undefined}
          />
          {sections.awards.length > 0 && (
            <ListCard
              title="Awards & Recognition"
              icon={<AwardIcon aria-hidden="true" className="size-5 text-amber-500" />}
              items={sections.awards}
            />
          )}
          <ListCard
            title="Facilities & Experience"
            icon={<StarIcon aria-hidden="true" className="size-5 text-aurora-700" />}
            items={sections.facilities.features}
            generalFor={sections.facilities.general ? distillery.name : undefined}
          >
            {sections.facilities.description && <p className="mt-3 text-sm text-slate-700">{sections.facilities.description}</p>}
          </ListCard>
        </div>
      </div>

      <section className="mt-14" aria-labelledby="spirits-heading">
        <h2 id="spirits-heading" className="text-3xl font-semibold">
          Spirits from {distillery.name}
        </h2>
        {spirits.length > 0 ? (
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {spirits.map((spirit) => (
              <li key={spirit.slug}>
                <ProductCard product={spirit} chipLabel={spirit.chipLabel} headingLevel="h3" />
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
    </>
  );
}
