import { BottleImage } from "~/components/common/bottle-image";
import { Link } from "react-router";
import type { Product } from "@content/index";
import { ExternalLink } from "~/components/common/external-link";
import { IllustrationCaption } from "~/components/common/illustration-caption";
import { CompareBarLink } from "~/components/compare/compare-bar-link";
import { CompareButton } from "~/components/compare/compare-button";
import { BreadcrumbTrail, type Crumb } from "~/components/layout/page-heading";
import { PhotoCredit } from "~/components/sources/photo-credit";
import { AdNote } from "~/components/common/ad-note";
import { OfferPrice } from "~/components/sources/offer-price";
import { FactMark } from "~/components/sources/unverified-mark";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { badgeClass } from "~/lib/catalogue/badge-colors";
import type { SimilarBottle } from "~/lib/catalogue/similar-bottles";
import type { DetailCopy } from "./detail-copy";
import ProductDetailSections from "./product-detail-sections";
import { SectionLinks } from "./section-links";
import { WhereToBuy } from "./where-to-buy";
import { STRENGTH_NOT_CONFIRMED } from "@content/facts";

export interface ProductDetailPageProps {
  product: Product;
  crumbs: Crumb[];
  copy: DetailCopy;
  /** the distillery card shows this logo instead of the distillery photo (vodka page rule) */
  distilleryLogo?: string;
  /** up to four similar bottles, each with its reason */
  related: SimilarBottle[];
  /** a page for each botanical (gins) */
  botanicalHrefs?: string[];
}

export function ProductDetailPage({ product, crumbs, copy, distilleryLogo, related, botanicalHrefs }: ProductDetailPageProps) {
  return (
    <div className="bg-glacier-50">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <BreadcrumbTrail crumbs={crumbs} className="text-slate-700" />
        <SectionLinks />

        {/* On a phone the top is compact (a smaller bottle, a smaller title) so the first screen shows the
            bottle and its name above the buy bar's price and Buy Now. */}
        <div className="mt-4 grid gap-5 sm:mt-8 sm:gap-10 lg:grid-cols-[2fr_3fr]">
          <figure className="flex flex-col items-center gap-3 rounded-card bg-linear-to-b from-night-900 to-night-700 p-4 sm:p-8">
            <BottleImage
              bottle={product}
              sizes="(min-width: 640px) 300px, 168px"
              width={300}
              height={400}
              fetchPriority="high"
              className="h-56 w-42 object-contain sm:h-100 sm:w-75"
            />
            {product.photo && (
              <figcaption className="text-xs text-glacier-100">
                <PhotoCredit photo={product.photo} className="underline underline-offset-2" />
              </figcaption>
            )}
            <IllustrationCaption picture={product} onDark />
          </figure>
          {/* data-fact: which record field each element shows (tests/e2e/facts-on-pages.spec.ts reads them) */}
          <div className="flex flex-col gap-5" data-facts-for={product.slug}>
            <div>
              <h1 className="text-3xl font-semibold sm:text-5xl">{product.name}</h1>
              <p className="mt-1 text-lg font-medium text-glacier-700 sm:mt-2" data-fact="producer">
                <Link
                  to={`/all-distillery/${product.distilleryRef}`}
                  className="underline decoration-glacier-700/40 underline-offset-4 hover:decoration-current"
                >
                  {product.distillery}
                </Link>
                <FactMark record={product} field="producer" />
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="flex items-center" data-fact="type">
                <Badge className={badgeClass(copy.badgeContext, product.type)}>{product.type}</Badge>
                <FactMark record={product} field="type" />
              </p>
              {product.style && (
                <p className="text-sm text-slate-700" data-fact="style">
                  Style: <span className="font-semibold text-night-900">{product.style}</span>
                  <FactMark record={product} field="style" />
                </p>
              )}
            </div>
            <p className="leading-relaxed text-slate-800" data-fact="description">
              {product.longDescription}
              <FactMark record={product} field="description" />
            </p>
            <dl className="flex flex-wrap gap-x-8 gap-y-4">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">Price</dt>
                <dd className="text-3xl font-semibold">
                  <OfferPrice offer={product.shownOffer} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">Alcohol</dt>
                {product.alcohol ? (
                  <dd className="text-3xl font-semibold" data-fact="alcohol">
                    {product.alcohol}
                    <FactMark record={product} field="alcohol" />
                  </dd>
                ) : (
                  // no source gives it: said in words, never a guessed figure
                  <dd className="pt-2 text-lg font-semibold text-slate-700">{STRENGTH_NOT_CONFIRMED}</dd>
                )}
              </div>
              {product.size && (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">Bottle</dt>
                  <dd className="text-3xl font-semibold" data-fact="size">
                    {product.size}
                    <FactMark record={product} field="size" />
                  </dd>
                </div>
              )}
            </dl>
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <ExternalLink href={product.buy.href} sponsored className={buttonVariants({ size: "lg-wrap" })}>
                  <span className="whitespace-normal">{product.buy.label}</span>
                </ExternalLink>
                <CompareButton slug={product.slug} name={product.name} className="px-4 py-2.5 text-sm" />
              </div>
              <AdNote className="mt-2" />
            </div>
            <WhereToBuy name={product.name} offers={product.offers} buy={product.buy} />
          </div>
        </div>

        <ProductDetailSections
          product={product}
          copy={copy}
          distilleryLogo={distilleryLogo}
          related={related}
          botanicalHrefs={botanicalHrefs}
        />
      </div>
      <BuyBar product={product} />
    </div>
  );
}

/**
 * On a phone the price and Buy Now (with the note that it is an ad, and the way to the other shops)
 * stay on screen while the visitor reads: a bar stuck to the bottom
 * of the screen (CSS only). It ends the page's content, so once scrolled to the end it sits below the
 * last section and covers nothing. While bottles are picked for comparison it carries the tray as
 * "Compare (3)" beside the price, and the tray itself stays hidden (data-buy-bar, app.css).
 */
function BuyBar({ product }: { product: Product }) {
  return (
    <section
      aria-label={`Buy ${product.name}`}
      data-buy-bar=""
      className="sticky bottom-0 z-20 border-t border-border bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:hidden"
    >
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0 grow">
          <div className="flex items-center justify-between gap-2">
            <p className="min-w-0 text-xl font-semibold text-night-900">
              {/* below 380 px the smaller words keep one line beside "Compare (3)" */}
              <OfferPrice offer={product.shownOffer} missingClassName="text-sm max-[379.98px]:text-xs" />
            </p>
            <CompareBarLink />
          </div>
          {product.offers.length > 1 && (
            <a href="#where-to-buy" className="text-xs font-semibold text-night-900 underline underline-offset-2">
              Where to buy: {product.offers.length} shops
            </a>
          )}
          <AdNote />
        </div>
        <ExternalLink href={product.buy.href} sponsored className={buttonVariants({ className: "shrink-0 px-4" })}>
          {product.buy.shortLabel}
          {!product.buy.toProductPage && <span className="sr-only"> for {product.name}</span>}
        </ExternalLink>
      </div>
    </section>
  );
}
