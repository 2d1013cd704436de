import type { Product } from "@content/index";
import { ExternalLink } from "~/components/common/external-link";
import { FallbackImage } from "~/components/common/fallback-image";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { PhotoCredit } from "~/components/sources/photo-credit";
import { PriceTag } from "~/components/sources/price-tag";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { badgeClass } from "~/lib/catalogue/badge-colors";
import { isUnverified } from "~/lib/catalogue/facts";
import type { DetailCopy } from "./detail-copy";

/**
 * A bottle page's first screen around its compare button: the picture, the name and facts, the
 * phone's buy bar. Nothing interactive, so a first visit keeps it as pre-rendered and never loads
 * this module (product-detail-page.tsx).
 */

export function ProductFigure({ product }: { product: Product }) {
  return (
    <>
      <FallbackImage
        src={product.image}
        photo={product.photo}
        sizes="(min-width: 640px) 300px, 168px"
        name={product.name}
        alt={`Bottle of ${product.name}`}
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
    </>
  );
}

export function ProductFacts({ product, copy }: { product: Product; copy: DetailCopy }) {
  return (
    <>
      <div>
        <h1 className="text-3xl font-semibold sm:text-5xl">{product.name}</h1>
        <p className="mt-1 text-lg font-medium text-glacier-700 sm:mt-2">
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
    </>
  );
}

export function ProductBuyBar({ product }: { product: Product }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="min-w-0 text-xl font-semibold text-night-900">
        <PriceTag price={product.price} size={product.size} unverified={isUnverified(product.facts, "price")} />
      </p>
      <ExternalLink href={product.buyLink} sponsored className={buttonVariants({ className: "shrink-0" })}>
        Buy Now
      </ExternalLink>
    </div>
  );
}
