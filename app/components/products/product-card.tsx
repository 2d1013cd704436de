import { Link } from "react-router";
import { ExternalLink } from "~/components/common/external-link";
import { PriceTag } from "~/components/sources/price-tag";
import { UnverifiedMark } from "~/components/sources/unverified-mark";
import { FallbackImage } from "~/components/common/fallback-image";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { badgeClass } from "~/lib/catalogue/badge-colors";
import type { CardFact, ProductSummary } from "@content/index";
import { CompareButton } from "~/components/compare/compare-button";
import { BotanicalChips } from "./botanical-chips";

const CARD_FACT_NAMES: Record<CardFact, string> = { alcohol: "strength", price: "price" };
/** "strength and price", said once under the card's facts rather than a mark beside each. */
const unverifiedLabel = (fields: CardFact[]) => fields.map((field) => CARD_FACT_NAMES[field]).join(" and ");

export interface ProductCardProps {
  product: ProductSummary;
  chipLabel: string;
  /** the first image of a list is the page's largest paint: load it eagerly */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
}

export function ProductCard({ product, chipLabel, priority = false, headingLevel: Heading = "h2" }: ProductCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative flex justify-center bg-linear-to-b from-glacier-100 to-glacier-50 py-6">
        <FallbackImage
          src={product.image}
          photo={product.photo}
          sizes="180px"
          name={product.name}
          alt={`Bottle of ${product.name}`}
          width={180}
          height={240}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          className="h-60 w-45 object-contain"
        />
        <Badge className={`absolute left-4 top-4 ${badgeClass("list", product.type)}`}>{product.type}</Badge>
        <CompareButton slug={product.slug} name={product.name} className="absolute right-4 top-4" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div>
          <Heading className="text-xl font-semibold leading-tight text-night-900">{product.name}</Heading>
          <p className="mt-1 text-sm font-medium text-glacier-700">{product.distillery}</p>
        </div>
        <p className="line-clamp-3 text-sm leading-relaxed text-slate-700">{product.description}</p>
        <div>
          <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600">{chipLabel}</p>
          <BotanicalChips items={product.botanicals} hrefs={product.botanicalHrefs} limit={3} />
        </div>
        <div className="mt-auto pt-2">
          <dl className="flex items-end justify-between gap-3">
            <div>
              <dt className="sr-only">Alcohol</dt>
              <dd className="text-sm text-slate-700">{product.alcohol}</dd>
            </div>
            <div>
              <dt className="sr-only">Price</dt>
              <dd className="text-right text-2xl font-semibold text-night-900">
                <PriceTag price={product.price} size={product.size} unverified={false} />
              </dd>
            </div>
          </dl>
          {product.unverified.length > 0 && (
            <p className="mt-1 text-xs text-slate-600">
              <UnverifiedMark className="ml-0 mr-1" />
              {unverifiedLabel(product.unverified)}
            </p>
          )}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <ExternalLink href={product.buyLink} sponsored className={buttonVariants({ size: "sm" })}>
            Buy Now
          </ExternalLink>
          <Link to={product.href} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            Learn More<span className="sr-only"> about {product.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
