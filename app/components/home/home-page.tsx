import type { CopyPage, ProductSummary, ShownSource } from "@content/index";
import { Link } from "react-router";
import { FallbackImage } from "~/components/common/fallback-image";
import { ProductCard } from "~/components/products/product-card";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { dropletsIcon, flameIcon, leafIcon, mapPinIcon } from "~/components/ui/icon-drawings";
import { CopyHtml } from "~/components/editorial/copy-html";
import { Sources } from "~/components/sources/sources";
import { SpiritsCollection } from "./spirits-collection";

/** The page's words (content/pages/home.md), its sources marked dead where reported so. */
export type HomeCopy = Omit<CopyPage<"home">, "sources"> & { sources: ShownSource[] };

export interface FeaturedDistillery {
  slug: string;
  name: string;
  location: string;
  description: string;
  image: string;
}

export interface HomeSectionsProps {
  copy: HomeCopy;
  featuredGins: ProductSummary[];
  featuredDistilleries: FeaturedDistillery[];
  counts: { gins: number; whiskies: number; vodkas: number; distilleries: number };
}

export function HomePage({ copy, featuredGins, featuredDistilleries, counts }: HomeSectionsProps) {
  const { products } = copy.sections;
  return (
    <>
      <section className="bg-aurora text-white">
        <HomeHero copy={copy} />
      </section>
      <section id="products" aria-labelledby="showcase-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6">
        <h2 id="showcase-heading" className="text-4xl font-semibold">
          {products.heading}
        </h2>
        <CopyHtml html={products.html} className="mt-3 max-w-2xl text-slate-700" />
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featuredGins.map((gin, index) => (
            <li key={gin.slug}>
              <ProductCard product={gin} chipLabel="Key Botanicals" headingLevel="h3" adNote={index === 0} />
            </li>
          ))}
        </ul>
        <Link to="/premium-gins" className={buttonVariants({ className: "mt-10" })}>
          {copy.labels.seeAllGins}
        </Link>
      </section>

      <HomeMore copy={copy} featuredDistilleries={featuredDistilleries} counts={counts} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <Sources sources={copy.sources} subject="this page" />
      </div>
    </>
  );
}

/** The hero's feature cards' icons, in the order of the file's items. */
const featureIcons = [leafIcon, dropletsIcon, flameIcon];

/** Inside the hero band: the headline, the way to the gins and the three features. */
function HomeHero({ copy }: { copy: HomeCopy }) {
  const { hero } = copy.sections;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-16 sm:px-6 lg:pt-24">
      <h1 className="max-w-3xl text-5xl font-semibold sm:text-6xl">
        <span className="text-aurora">{hero.heading}</span>
      </h1>
      <CopyHtml html={hero.html} dark className="mt-6 max-w-2xl text-lg text-glacier-100" />
      <Link to="/premium-gins" className={buttonVariants({ variant: "aurora", size: "lg", className: "mt-8" })}>
        {copy.labels.exploreGins}
      </Link>
      <ul className="mt-14 grid gap-4 sm:grid-cols-3">
        {hero.items.map(({ heading, html }, index) => (
          <li key={heading} className="rounded-card border border-white/15 bg-white/5 p-6">
            <Icon drawing={featureIcons[index] ?? leafIcon} aria-hidden="true" className="size-7 text-aurora-300" />
            <h2 className="mt-4 font-sans text-lg font-semibold">{heading}</h2>
            <CopyHtml html={html} dark className="mt-2 text-sm text-glacier-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Below the featured gins: about the site, the spirits, the featured distilleries. */
function HomeMore({ copy, featuredDistilleries, counts }: Omit<HomeSectionsProps, "featuredGins">) {
  const { about, spirits, distilleries } = copy.sections;
  const { labels } = copy;
  return (
    <>
      <section aria-labelledby="about-heading" className="bg-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="about-heading" className="text-4xl font-semibold">
              {about.heading}
            </h2>
            <CopyHtml html={about.html} className="mt-5 leading-relaxed text-slate-700" />
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center">
            {[
              [counts.gins, labels.gins],
              [counts.whiskies, labels.whiskies],
              [counts.vodkas, labels.vodkas],
              [counts.distilleries, labels.distilleries],
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
          {spirits.heading}
        </h2>
        <CopyHtml html={spirits.html} className="mt-3 max-w-2xl text-slate-700" />
        <div className="mt-10">
          <SpiritsCollection categories={spirits.items} explore={labels.exploreCategory} />
        </div>
        {/* The collection block has three cards; brennivín and its neighbours are one link away from here too. */}
        <p className="mt-8 text-slate-700">
          {labels.brennivinLead}{" "}
          <Link to="/premium-brennivins" className="font-semibold text-glacier-700 underline underline-offset-4">
            {labels.brennivinLink}
          </Link>
        </p>
      </section>

      <section aria-labelledby="distilleries-heading" className="bg-night-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
          <h2 id="distilleries-heading" className="text-4xl font-semibold">
            {distilleries.heading}
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
            {labels.distilleryMap}
          </Link>
        </div>
      </section>
    </>
  );
}
