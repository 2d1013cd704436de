import { Link } from "react-router";
import type { Distillery, ProductSummary } from "@content/index";
import { DistilleryMapWidget } from "~/components/map/distillery-map-widget";
import { ProductCard } from "~/components/products/product-card";
import { buttonVariants } from "~/components/ui/button";
import type { ProfileSections } from "~/lib/catalogue/distillery-profile";
import { prerendered } from "~/components/common/prerendered";

const DistilleryLists = prerendered("distillery-lists", () =>
  import("./distillery-copy").then((module) => module.DistilleryLists),
);

export interface DistilleryProfileSectionsProps {
  distillery: Distillery;
  sections: ProfileSections;
  spirits: (ProductSummary & { chipLabel: string })[];
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
        <DistilleryLists className="grid gap-6 md:grid-cols-2" version={distillery.slug} props={{ distillery, sections }} />
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
