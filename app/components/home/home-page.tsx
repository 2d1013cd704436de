import type { ProductSummary } from "@content/index";
import { Link } from "react-router";
import { FallbackImage } from "~/components/common/fallback-image";
import { ProductCard } from "~/components/products/product-card";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { dropletsIcon, flameIcon, leafIcon, mapPinIcon } from "~/components/ui/icon-drawings";
import { SpiritsCollection } from "./spirits-collection";

/** The hero headline is {product}: "Icelandic Gin". */
export const homeCopy = { headline: "Icelandic Gin" } as const;

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

export function HomePage({ featuredGins, featuredDistilleries, counts }: HomeSectionsProps) {
  return (
    <>
      <section className="bg-aurora text-white">
        <HomeHero />
      </section>
      <section id="products" aria-labelledby="showcase-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6">
        <h2 id="showcase-heading" className="text-4xl font-semibold">
          Featured Icelandic Gins
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          A first taste of the {counts.gins} gins in our catalogue, from Marberg, seasoned with seaweed, to barley-based Vor.
        </p>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featuredGins.map((gin, index) => (
            <li key={gin.slug}>
              <ProductCard product={gin} chipLabel="Key Botanicals" headingLevel="h3" adNote={index === 0} />
            </li>
          ))}
        </ul>
        <Link to="/premium-gins" className={buttonVariants({ className: "mt-10" })}>
          See all {counts.gins} gins
        </Link>
      </section>

      <HomeMore featuredDistilleries={featuredDistilleries} counts={counts} />
    </>
  );
}

const features = [
  {
    title: "Wild Botanicals",
    text: "Arctic thyme, angelica, crowberry and birch, foraged from Iceland's open land.",
    icon: leafIcon,
  },
  {
    title: "Glacial Water",
    text: "Soft, pure spring water filtered for centuries through lava rock.",
    icon: dropletsIcon,
  },
  {
    title: "Craft Distilled",
    // Only Reyka's geothermal power is sourced (its distillery record), so only Reyka is named.
    text: "Small batches from independent distilleries; Reyka's still in Borgarnes runs on geothermal energy.",
    icon: flameIcon,
  },
];

/** Inside the hero band: the headline, the way to the gins and the three features. */
function HomeHero() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 lg:pt-24">
      <h1 className="max-w-3xl text-5xl font-semibold sm:text-6xl">
        <span className="text-aurora">{homeCopy.headline}</span>
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-glacier-100">
        Spirits shaped by wild botanicals and glacial water: the gins, whiskies and vodkas of Iceland and the distilleries that
        make them.
      </p>
      <Link to="/premium-gins" className={buttonVariants({ variant: "aurora", size: "lg", className: "mt-8" })}>
        Explore Premium Gins
      </Link>
      <ul className="mt-14 grid gap-4 sm:grid-cols-3">
        {features.map(({ title, text, icon }) => (
          <li key={title} className="rounded-card border border-white/15 bg-white/5 p-6">
            <Icon drawing={icon} aria-hidden="true" className="size-7 text-aurora-300" />
            <h2 className="mt-4 font-sans text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-sm text-glacier-100">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Below the featured gins: about the site, the spirits, the featured distilleries. */
function HomeMore({ featuredDistilleries, counts }: Omit<HomeSectionsProps, "featuredGins">) {
  return (
    <>
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
        {/* The collection block has three cards; brennivín and its neighbours are one link away from here too. */}
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
                    <Icon drawing={mapPinIcon} className="size-4" /> {distillery.location}
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
