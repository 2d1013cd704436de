import type { Product, ProductSummary } from "@content/index";
import { ExternalLink } from "~/components/common/external-link";
import { prerenderedParts } from "~/components/common/prerendered";
import { CompareButton } from "~/components/compare/compare-button";
import { BreadcrumbTrail, type Crumb } from "~/components/layout/page-heading";
import { buttonVariants } from "~/components/ui/button";
import type { DetailCopy } from "./detail-copy";
import ProductDetailSections from "./product-detail-sections";

// The first screen around the Buy Now link and the compare button is kept as pre-rendered (product-first-screen.tsx).
const part = prerenderedParts(() => import("./product-first-screen"));
const ProductFigure = part("product-figure", "ProductFigure");
const ProductFacts = part("product-facts", "ProductFacts");
const ProductBuyBar = part("product-buy-bar", "ProductBuyBar");

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
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <BreadcrumbTrail crumbs={crumbs} className="text-slate-700" />

        {/* On a phone the top is compact (a smaller bottle, a smaller title) so the first screen shows the
            bottle and its name above the buy bar's price and Buy Now. */}
        <div className="mt-4 grid gap-5 sm:mt-8 sm:gap-10 lg:grid-cols-[2fr_3fr]">
          <ProductFigure
            as="figure"
            className="flex flex-col items-center gap-3 rounded-card bg-linear-to-b from-night-900 to-night-700 p-4 sm:p-8"
            version={product.slug}
            props={{ product }}
          />
          <div className="flex flex-col gap-5">
            {/* display: contents, so the facts stay items of this column's flex layout */}
            <ProductFacts className="contents" version={product.slug} props={{ product, copy }} />
            <div className="flex flex-wrap items-center gap-3">
              <ExternalLink href={product.buyLink} sponsored className={buttonVariants({ size: "lg" })}>
                Buy Now
              </ExternalLink>
              <CompareButton slug={product.slug} name={product.name} className="px-4 py-2.5 text-sm" />
            </div>
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
 * On a phone the price and Buy Now stay on screen while the visitor reads: a bar stuck to the bottom
 * of the screen (CSS only). It ends the page's content, so once scrolled to the end it sits below the
 * last section and covers nothing; while the compare tray shows (html[data-compare-tray], see
 * app.css) it stops above the tray, in the room the tray's variable keeps for it.
 */
function BuyBar({ product }: { product: Product }) {
  return (
    <ProductBuyBar
      as="section"
      aria-label={`Buy ${product.name}`}
      className="sticky bottom-0 z-20 border-t border-border bg-white px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:hidden [html[data-compare-tray]_&]:bottom-(--compare-tray-space) [html[data-compare-tray]_&]:pb-2"
      version={product.slug}
      props={{ product }}
    />
  );
}
