import { BottleImage } from "~/components/common/bottle-image";
import { memo } from "react";
import { ExternalLink } from "~/components/common/external-link";
import { AdNote } from "~/components/common/ad-note";
import { OfferPrice } from "~/components/sources/offer-price";
import { UnverifiedSummary } from "~/components/sources/unverified-mark";
import { PRODUCT_FACT_NAMES, strengthText } from "@content/facts";
import { IllustrationCaption } from "~/components/common/illustration-caption";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { badgeClass } from "~/lib/catalogue/badge-colors";
import type { CardFact, ProductSummary } from "@content/index";
import { CompareButton } from "~/components/compare/compare-button";
import { BotanicalChips } from "~/components/ui/botanical-chips";
import { Card } from "~/components/ui/card";

/**
 * The names a card's "Not confirmed" line gives its unverified facts; the botanicals go by the
 * card's own chip label ("Key Features" on a vodka: "features").
 */
export const unverifiedCardNames = (fields: CardFact[], chipLabel: string) =>
  fields.map((field) => (field === "botanicals" ? chipLabel.replace(/^Key /, "").toLowerCase() : PRODUCT_FACT_NAMES[field]));

export interface ProductCardProps {
  product: ProductSummary;
  chipLabel: string;
  /** the first image of a list is the page's largest paint: load it eagerly */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
  /** the first card of a page says, beside its Buy Now, that the link is an ad */
  adNote?: boolean;
}

/**
 * On a phone the card lies on its side (the bottle beside its name, the rest below)
 * so a list is not one tall card per screen; from `sm` it stands up as in the 2- and 3-column grids.
 * The body's children join the card's own grid on a phone (`contents`), so one markup serves both.
 */
// Memoised: a list re-renders on every filter choice, and a card whose bottle is unchanged need not be
// drawn again (at 20 times the catalogue the first choice redrew 481 cards in its click). Its links are
// plain anchors the page's one delegated handler opens through the router (client-links.ts): hydrating
// a card then sets up no router hooks, and the Compare button is its only stateful part.
export const ProductCard = memo(function ProductCard({
  product,
  chipLabel,
  priority = false,
  headingLevel: Heading = "h2",
  adNote = false,
}: ProductCardProps) {
  return (
    <Card
      as="article"
      data-card={product.slug}
      className="relative grid h-full grid-cols-[6.5rem_minmax(0,1fr)] grid-rows-[auto_1fr] gap-x-3 gap-y-3 overflow-hidden p-3 transition-shadow hover:shadow-md sm:flex sm:flex-col sm:gap-0 sm:p-0"
    >
      <div className="row-span-2 flex flex-col items-center justify-center gap-2 rounded-xl bg-linear-to-b from-glacier-100 to-glacier-50 py-2 sm:rounded-none sm:py-6">
        {/* The picture opens the bottle too (a tap target, not a second tab stop: the name is the link Tab meets). */}
        <a href={product.href} tabIndex={-1} className="block">
          <BottleImage
            bottle={product}
            sizes="(min-width: 640px) 180px, 84px"
            width={180}
            height={240}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            className="h-28 w-21 object-contain sm:h-60 sm:w-45"
          />
        </a>
        <IllustrationCaption picture={product} className="-mt-1" />
        {/* Under the bottle on a phone; over the picture's corner from `sm` (the article is the positioned box). */}
        <CompareButton slug={product.slug} name={product.name} className="sm:absolute sm:right-4 sm:top-4" />
      </div>
      <div className="contents sm:flex sm:flex-1 sm:flex-col sm:gap-3 sm:p-6">
        <div className="col-start-2">
          {/* Over the picture's corner from `sm` (the article is the positioned box, the picture its top). */}
          {/* 10 px under the badge on a phone, 2 px taken from over the maker's line: the heading face's
              tall ascent brings the name's focus ring within a pixel of the badge otherwise. */}
          <Badge className={`mb-2.5 sm:absolute sm:left-4 sm:top-4 sm:mb-0 ${badgeClass("list", product.type)}`}>
            {product.type}
          </Badge>
          <Heading className="text-lg font-semibold leading-tight text-night-900 sm:text-xl">
            <a href={product.href} className="underline-offset-4 hover:underline">
              {product.name}
            </a>
          </Heading>
          <p className="mt-0.5 text-sm font-medium text-glacier-700 sm:mt-1">{product.distillery}</p>
        </div>
        <p className="col-start-2 line-clamp-2 self-start text-sm leading-snug text-slate-700 sm:line-clamp-3 sm:leading-relaxed">
          {product.description}
        </p>
        <div className="col-span-2">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600 max-sm:sr-only">{chipLabel}</p>
          {/* Whole names, wrapping to a second row when they need it (cut to one row, two whisky chips
              both read "Icelandic…"); a little tighter on a phone, so most cards keep one row. */}
          <BotanicalChips
            items={product.botanicals}
            hrefs={product.botanicalHrefs}
            limit={3}
            linkTabIndex={-1}
            className="max-sm:gap-1.5 max-sm:[&>li[class]]:px-2 max-sm:[&_a]:px-2"
          />
        </div>
        <div className="col-span-2 sm:mt-auto sm:pt-2">
          <dl className="flex items-center justify-between gap-3 sm:items-end">
            <div>
              <dt className="sr-only">Alcohol</dt>
              <dd className="text-sm text-slate-700">
                <span>{strengthText(product.alcohol)}</span>
                {product.size && <span className="block text-xs text-slate-600">{product.size} bottle</span>}
                {product.style && <span className="block text-xs text-slate-600">Style: {product.style}</span>}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="sr-only">Price</dt>
              <dd className="text-right text-xl font-semibold text-night-900 sm:text-2xl">
                <OfferPrice offer={product.shownOffer} />
              </dd>
            </div>
          </dl>
          <UnverifiedSummary names={unverifiedCardNames(product.unverified, chipLabel)} className="mt-1" />
        </div>
        <div className="col-span-2 grid grid-cols-2 gap-3">
          {/* 44 px targets on a touch screen */}
          <ExternalLink href={product.buy.href} sponsored className={buttonVariants({ size: "sm", className: "max-sm:h-11" })}>
            {product.buy.shortLabel}
            <span className="sr-only">{product.buy.toProductPage ? ` ${product.name}` : ` for ${product.name}`}</span>
          </ExternalLink>
          <a href={product.href} className={buttonVariants({ variant: "secondary", size: "sm", className: "max-sm:h-11" })}>
            Learn More<span className="sr-only"> about {product.name}</span>
          </a>
          {adNote && <AdNote className="col-span-2 -mt-1" />}
        </div>
      </div>
    </Card>
  );
});
