import { AwardIcon, GlassWaterIcon, LeafIcon, MartiniIcon, WineIcon } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Product, ProductSummary } from "@content/index";
import { FallbackImage } from "~/components/common/fallback-image";
import { DistilleryMapWidget } from "~/components/map/distillery-map-widget";
import { buttonVariants } from "~/components/ui/button";
import { BotanicalChips } from "./botanical-chips";
import type { DetailCopy } from "./detail-copy";
import { DistilleryLinks } from "./distillery-links";
import { ProductCard } from "./product-card";
import { SourcesSection } from "~/components/sources/sources-section";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { isUnverified } from "~/lib/catalogue/facts";

export interface ProductDetailSectionsProps {
  product: Product;
  copy: DetailCopy;
  distilleryLogo?: string;
  related: ProductSummary[];
  botanicalHrefs?: string[];
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-card border border-border bg-white p-6 shadow-sm">
      <h2 className="flex items-center gap-2 font-sans text-lg font-semibold text-night-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The detail page below its first screen: distillery, botanicals, notes, awards, serving, cocktails. */
export default function ProductDetailSections({
  product,
  copy,
  distilleryLogo,
  related,
  botanicalHrefs,
}: ProductDetailSectionsProps) {
  const info = product.distilleryInfo;
  const distilleryImage = distilleryLogo ?? info.image;
  return (
    <>
      <section className="mt-12 grid gap-8 rounded-card border border-border bg-white p-6 shadow-sm md:grid-cols-2">
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
              <dd>
                {info.location}
                {isUnverified(product.distilleryFacts, "location") && <UnverifiedMark />}
              </dd>
            </div>
            {info.founded && (
              <div>
                <dt className="font-semibold text-slate-600">Founded</dt>
                <dd>{info.founded}</dd>
              </div>
            )}
          </dl>
          <p className="leading-relaxed text-slate-700">
            {info.description}
            {isUnverified(product.distilleryFacts, "description") && <UnverifiedMark />}
          </p>
          <DistilleryLinks links={info} name={info.name} />
          {product.distilleryRef && (
            <Link
              to={`/all-distillery/${product.distilleryRef}`}
              className="self-start text-sm font-semibold text-primary underline underline-offset-2"
            >
              More about {info.name}
            </Link>
          )}
        </div>
        <DistilleryMapWidget
          distilleryName={info.name}
          address={info.location}
          coordinates={info.coordinates}
          approximate={product.distilleryLocationApproximate}
        />
      </section>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Section title={copy.botanicalsTitle} icon={<LeafIcon aria-hidden="true" className="size-5 text-aurora-700" />}>
          <BotanicalChips items={product.botanicals} hrefs={botanicalHrefs} />
          {isUnverified(product.facts, "botanicals") && (
            <p className="mt-3 text-xs text-slate-600">
              Recipe not confirmed by a public source
              <UnverifiedMark />
            </p>
          )}
        </Section>
        <Section title="Tasting Notes" icon={<WineIcon aria-hidden="true" className="size-5 text-violet-500" />}>
          <dl className="space-y-3 text-sm">
            {(["nose", "palate", "finish"] as const).map((key) => (
              <div key={key}>
                <dt className="font-semibold capitalize text-night-900">{key}</dt>
                <dd className="text-slate-700">{product.tastingNotes[key]}</dd>
              </div>
            ))}
          </dl>
        </Section>
        {product.awards.length > 0 && (
          <Section title="Awards & Recognition" icon={<AwardIcon aria-hidden="true" className="size-5 text-amber-500" />}>
            <ul className="space-y-2 text-sm text-slate-700">
              {product.awards.map((award) => (
                <li key={award}>{award}</li>
              ))}
            </ul>
          </Section>
        )}
        <Section title="Serving Suggestions" icon={<GlassWaterIcon aria-hidden="true" className="size-5 text-glacier-600" />}>
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
            {product.servingSuggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </Section>
      </div>

      {product.cocktailSuggestions && product.cocktailSuggestions.length > 0 && (
        <section className="mt-8 rounded-card bg-aurora p-6 text-white sm:p-8">
          <h2 className="flex items-center gap-2 text-2xl font-semibold">
            <MartiniIcon aria-hidden="true" className="size-6 text-aurora-300" />
            {copy.cocktailTitle}
          </h2>
          <ul className="mt-6 grid gap-6 lg:grid-cols-3">
            {product.cocktailSuggestions.map((cocktail) => (
              <li key={cocktail.name} className="rounded-xl bg-white/10 p-5 ring-1 ring-white/15">
                <h3 className="font-sans text-lg font-semibold">{cocktail.name}</h3>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-glacier-100">
                  {cocktail.ingredients.map((ingredient) => (
                    <li key={ingredient}>{ingredient}</li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-glacier-100">{cocktail.instructions}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-glacier-100">{copy.cocktailTip}</p>
        </section>
      )}

      {related.length > 0 && (
        <section className="mt-12" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-3xl font-semibold">
            You May Also Like
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
            {related.map((item) => (
              <li key={item.slug}>
                <ProductCard product={item} chipLabel={copy.botanicalsTitle} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <SourcesSection sources={product.sources ?? []} subject={product.name} />

      <div className="mt-10">
        <Link to={copy.backHref} className={buttonVariants({ variant: "secondary" })}>
          {copy.backLabel}
        </Link>
      </div>
    </>
  );
}
