import { Link, useLocation } from "react-router";
import type { Product } from "@content/index";
import { FallbackImage } from "~/components/common/fallback-image";
import { DistilleryMapWidget } from "~/components/map/distillery-map-widget";
import { buttonVariants } from "~/components/ui/button";
import type { DetailCopy } from "./detail-copy";
import { DistilleryLinks } from "./distillery-links";
import { ProductCard } from "./product-card";
import { ProductNotes } from "./product-notes";
import { Sources } from "~/components/sources/sources";
import { UnverifiedMark, UnverifiedSummary } from "~/components/sources/unverified-mark";
import type { SimilarBottle } from "~/lib/catalogue/similar-bottles";
import { RecentlyViewed } from "./recently-viewed";
import { isUnverified } from "@content/facts";
import { Card } from "~/components/ui/card";

export interface ProductDetailSectionsProps {
  product: Product;
  copy: DetailCopy;
  distilleryLogo?: string;
  /** the similar bottles, each with its reason */
  related: SimilarBottle[];
  botanicalHrefs?: string[];
}

/** The detail page below its first screen: distillery, botanicals, notes, awards, serving, cocktails. */
export default function ProductDetailSections({
  product,
  copy,
  distilleryLogo,
  related,
  botanicalHrefs,
}: ProductDetailSectionsProps) {
  const info = product.distilleryCard;
  // Remembered by the address the visitor came by (a whisky's /whisky/ or /spirit/ page is one page).
  const viewedHref = useLocation().pathname;
  const distilleryImage = distilleryLogo ?? info.image;
  // The card carries its distillery record's marks, as the profile does.
  const mark = (field: string) => isUnverified(info.facts, field) && <UnverifiedMark />;
  return (
    <>
      <Card as="section" className="mt-12 grid gap-8 p-6 md:grid-cols-2" data-facts-for={info.slug}>
        <div className="flex flex-col gap-4">
          <h2 className="text-2xl font-semibold">About {info.name}</h2>
          {distilleryImage && (
            <FallbackImage
              src={distilleryImage}
              name={info.name}
              kind="wide"
              alt={distilleryLogo ? `${info.name} logo` : `Illustration of ${info.name}`}
              width={distilleryLogo ? 240 : 800}
              height={distilleryLogo ? 80 : 450}
              loading="lazy"
              decoding="async"
              className={distilleryLogo ? "h-20 w-60" : "aspect-video w-full rounded-xl object-cover"}
            />
          )}
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="font-semibold text-slate-600">Location</dt>
              <dd data-fact="location">
                {info.location}
                {mark("location")}
              </dd>
            </div>
            {info.founded && (
              <div>
                <dt className="font-semibold text-slate-600">Founded</dt>
                <dd>{info.founded}</dd>
              </div>
            )}
          </dl>
          <p className="leading-relaxed text-slate-700" data-fact="description">
            {info.description}
            {mark("description")}
          </p>
          <DistilleryLinks links={info} name={info.name} />
          <Link
            to={`/all-distillery/${info.slug}`}
            className="self-start text-sm font-semibold text-primary underline underline-offset-2"
          >
            More about {info.name}
          </Link>
        </div>
        <DistilleryMapWidget
          distilleryName={info.name}
          address={info.location}
          coordinates={info.coordinates}
          approximate={info.locationApproximate}
        />
      </Card>

      <ProductNotes product={product} copy={copy} botanicalHrefs={botanicalHrefs} />

      {related.length > 0 && (
        <section className="mt-12" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-3xl font-semibold">
            Similar bottles
          </h2>
          <p className="mt-2 text-sm text-slate-700">Chosen by what the records share: botanicals, type, maker and strength.</p>
          {/* Each reason sits above its card, in a row of its own (subgrid), so the cards line up. */}
          <ul className="mt-6 grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-2 lg:grid-cols-4">
            {related.map((item) => (
              <li key={item.slug} className="row-span-2 mb-6 grid grid-rows-subgrid">
                <p className="text-sm leading-snug text-night-900" data-similar-reason={item.slug}>
                  <span className="sr-only">Why {item.name}: </span>
                  {item.reason}
                  <UnverifiedSummary as="span" names={item.unconfirmed} className="mt-0.5" />
                </p>
                <ProductCard product={item} chipLabel={item.chipLabel} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <RecentlyViewed bottle={{ slug: product.slug, name: product.name, href: viewedHref, image: product.image }} />

      <Sources sources={product.sources ?? []} subject={product.name} photo={product.photo} />

      <div className="mt-10">
        <Link to={copy.backHref} className={buttonVariants({ variant: "secondary" })}>
          {copy.backLabel}
        </Link>
      </div>
    </>
  );
}
