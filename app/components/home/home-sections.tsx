import { Link } from "react-router";
import type { ProductSummary } from "@content/index";
import { FallbackImage } from "~/components/common/fallback-image";
import { ProductCard } from "~/components/products/product-card";
import { buttonVariants } from "~/components/ui/button";
import { MapPinIcon } from "~/components/ui/icons";
import { SpiritsCollection } from "./spirits-collection";

export interface FeaturedDistillery {
  slug: string;
  name: string;
  location: string;
  description: string;
  image: string;
}

export interface HomeSectionsProps {
  featuredGins: ProductSummary[];
  featuredDistilleries: FeaturedDistillery[];
  counts: { gins: number; whiskies: number; vodkas: number; distilleries: number };
}

/** The home page below the hero: loaded when the visitor scrolls to it. */
export default function HomeSections({ featuredGins, featuredDistilleries, counts }: HomeSectionsProps) {
  return (
    <>
      <section id="products" aria-labelledby="showcase-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6">
        <h2 id="showcase-heading" className="text-4xl font-semibold">
          Featured Icelandic Gins
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          A first taste of the {counts.gins} gins in our catalogue, from colour-changing butterfly-pea gin to barley-based Vor.
        </p>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featuredGins.map((gin) => (
            <li key={gin.slug}>
              <ProductCard product={gin} chipLabel="Key Botanicals" headingLevel="h3" />
            </li>
          ))}
        </ul>
        <Link to="/premium-gins" className={buttonVariants({ className: "mt-10" })}>
          See all {counts.gins} gins
        </Link>
      </section>

      <section aria-labelledby="about-heading" className="bg-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="about-heading" className="text-4xl font-semibold">
              About The Gins of Iceland
            </h2>
            <p className="mt-5 leading-relaxed text-slate-700">
              We are an independent guide to Icelandic spirits, curated by one person who has followed the country's craft
              distilling scene since its first small stills. Every bottle here is described honestly: where a detail is not
              published, we say so rather than guess.
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">
              When you buy through a Buy Now link, you buy at Nammi, an Icelandic online shop, and we may earn a commission. It
              never changes what we write.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center">
            {[
              [counts.gins, "gins"],
              [counts.whiskies, "whiskies"],
              [counts.vodkas, "vodkas"],
              [counts.distilleries, "distilleries"],
            ].map(([value, label]) => (
              <div key={label} className="rounded-card bg-white p-6 text-center shadow-sm">
                <dt className="order-2 text-sm font-medium text-slate-700">{label}</dt>
                <dd className="text-4xl font-semibold text-primary">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="spirits-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 id="spirits-heading" className="text-4xl font-semibold">
          Icelandic Spirits
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          Iceland's distillers work with what the island gives them: pure water, geothermal energy and a short, intense growing
          season for wild plants. Choose a spirit to explore.
        </p>
        <div className="mt-10">
          <SpiritsCollection />
        </div>
        {/* The spec's block has three cards; brennivín and its neighbours are one link away from here too. */}
        <p className="mt-8 text-slate-700">
          Iceland's own schnapps, its aquavits and liqueurs:{" "}
          <Link to="/premium-brennivins" className="font-semibold text-glacier-700 underline underline-offset-4">
            Explore Brennivín and more
          </Link>
        </p>
      </section>

      <section aria-labelledby="distilleries-heading" className="bg-night-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
          <h2 id="distilleries-heading" className="text-4xl font-semibold">
            Featured Distilleries
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featuredDistilleries.map((distillery) => (
              <li key={distillery.slug} className="overflow-hidden rounded-card bg-night-800">
                <FallbackImage
                  src={distillery.image}
                  name={distillery.name}
                  kind="wide"
                  alt=""
                  width={800}
                  height={450}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full object-cover"
                />
                <div className="p-5">
                  <h3 className="text-lg font-semibold">
                    <Link to={`/all-distillery/${distillery.slug}`} className="hover:underline">
                      {distillery.name}
                    </Link>
                  </h3>
                  <p className="mt-1 flex items-center gap-1 text-sm text-glacier-200">
                    <MapPinIcon className="size-4" /> {distillery.location}
                  </p>
                  <p className="mt-3 line-clamp-3 text-sm text-glacier-100">{distillery.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to="/distilleries" className={buttonVariants({ variant: "aurora", className: "mt-10" })}>
            Explore the distillery map
          </Link>
        </div>
      </section>
    </>
  );
}
