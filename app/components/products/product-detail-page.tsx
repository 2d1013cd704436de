import type { Product, ProductSummary } from "@content/index";
import { ExternalLink } from "~/components/common/external-link";
import { FallbackImage } from "~/components/common/fallback-image";
import { CompareButton } from "~/components/compare/compare-button";
import { BreadcrumbTrail, type Crumb } from "~/components/layout/page-header";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { badgeClass } from "~/lib/catalogue/badge-colors";
import type { DetailCopy } from "./detail-copy";
import ProductDetailSections from "./product-detail-sections";
import { PriceTag } from "~/components/sources/price-tag";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { PagePhoto, PhotoCredit } from "~/components/sources/sources-section";
import { isUnverified } from "~/lib/catalogue/facts";

export interface ProductDetailPageProps {
  product: Product;
  crumbs: Crumb[];
  copy: DetailCopy;
  /** the distillery card shows this logo instead of the distillery photo (vodka page rule) */
  distilleryLogo?: string;
  /** up to four similar bottles */
  related: ProductSummary[];
  /** a page for each botanical (gins) */
  botanicalHrefs?: string[];
}

export function ProductDetailPage({ product, crumbs, copy, distilleryLogo, related, botanicalHrefs }: ProductDetailPageProps) {
  return (
    <div className="bg-glacier-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <BreadcrumbTrail crumbs={crumbs} className="text-slate-700" />

        <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <figure className="flex flex-col items-center gap-3 rounded-card bg-linear-to-b from-night-900 to-night-700 p-8">
            <FallbackImage
              src={product.image}
              photo={product.photo}
              sizes="300px"
              name={product.name}
              alt={`Bottle of ${product.name}`}
              width={300}
              height={400}
              fetchPriority="high"
              className="h-100 w-75 object-contain"
            />
            {product.photo && (
              <figcaption className="text-xs text-glacier-100">
                <PhotoCredit photo={product.photo} className="underline underline-offset-2" />
              </figcaption>
            )}
          </figure>
          <div className="flex flex-col gap-5">
            <div>
              <h1 className="text-4xl font-semibold sm:text-5xl">{product.name}</h1>
              <p className="mt-2 text-lg font-medium text-glacier-700">
                {product.distillery}
                {isUnverified(product.facts, "producer") && <UnverifiedMark />}
              </p>
            </div>
            <Badge className={`self-start ${badgeClass(copy.badgeContext, product.type)}`}>{product.type}</Badge>
            <p className="leading-relaxed text-slate-800">
              {product.longDescription}
              {isUnverified(product.facts, "description") && <UnverifiedMark />}
            </p>
            <dl className="flex flex-wrap gap-8">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">Price</dt>
                <dd className="text-3xl font-semibold">
                  <PriceTag
                    price={product.price}
                    size={product.size}
                    checked={product.priceChecked}
                    unverified={isUnverified(product.facts, "price")}
                    withChecked
                  />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">Alcohol</dt>
                <dd className="text-3xl font-semibold">
                  {product.alcohol}
                  {isUnverified(product.facts, "alcohol") && <UnverifiedMark />}
                </dd>
              </div>
            </dl>
            <div className="flex flex-wrap items-center gap-3">
              <ExternalLink href={product.buyLink} sponsored className={buttonVariants({ size: "lg" })}>
                Buy Now
              </ExternalLink>
              <CompareButton slug={product.slug} name={product.name} className="px-4 py-2.5 text-sm" />
            </div>
          </div>
        </div>

        <PagePhoto value={product.photo}>
          <ProductDetailSections
            product={product}
            copy={copy}
            distilleryLogo={distilleryLogo}
            related={related}
            botanicalHrefs={botanicalHrefs}
          />
        </PagePhoto>
      </div>
    </div>
  );
}
