import { BottleImage } from "~/components/common/bottle-image";
import { Icon } from "~/components/ui/icons";
import { awardIcon } from "~/components/ui/icon-drawings";
import { Link } from "react-router";
import type { ProductSummary } from "@content/index";
import { AdNote } from "~/components/common/ad-note";
import { ExternalLink } from "~/components/common/external-link";
import { OfferPrice } from "~/components/sources/offer-price";
import { IllustrationCaption } from "~/components/common/illustration-caption";
import { PageHeader } from "~/components/layout/page-header";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { badgeClass } from "~/lib/catalogue/badge-colors";
import { BotanicalChips } from "~/components/ui/botanical-chips";
import { bottleCount, listPages } from "./list-copy";
import { ListPagination } from "./list-pagination";
import { ProductCard, unverifiedCardNames } from "./product-card";
import { UnverifiedSummary } from "~/components/sources/unverified-mark";
import { Card } from "~/components/ui/card";
import { STRENGTH_NOT_CONFIRMED } from "@content/facts";

export interface BrennivinPageProps {
  /** this page's brennivíns */
  products: (ProductSummary & { heritage: string[] })[];
  /** this page's aquavits, liqueurs and other schnapps from the spirit table (after the brennivíns) */
  others: (ProductSummary & { chipLabel: string })[];
  /** every brennivín (the count line) and every bottle of the page's list (the pages) */
  brennivinTotal: number;
  total: number;
  page: number;
  pageCount: number;
}

const copy = listPages.brennivin;

export function BrennivinPage({ products, others, brennivinTotal, total, page, pageCount }: BrennivinPageProps) {
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: copy.crumb }]} title={copy.title} intro={copy.intro} />
      <section aria-label={copy.title} className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <p className="text-sm font-medium text-slate-700" data-testid="count-line">
          Showing {bottleCount(brennivinTotal, copy)}
        </p>
        <ul className="mt-6 space-y-8 empty:hidden">
          {products.map((product, index) => (
            <li key={product.slug}>
              <Card as="article" data-card={product.slug} className="grid overflow-hidden md:grid-cols-[2fr_3fr]">
                <div className="relative flex flex-col items-center gap-2 bg-linear-to-b from-night-900 to-night-800 p-6 sm:p-8">
                  <BottleImage
                    bottle={{ name: product.name, image: product.image }}
                    width={240}
                    height={320}
                    fetchPriority="high"
                    className="h-56 w-42 object-contain sm:h-80 sm:w-60"
                  />
                  <IllustrationCaption picture={{ image: product.image }} onDark />
                  <Badge className={`absolute left-4 top-4 ${badgeClass("spirit", product.type)}`}>{product.type}</Badge>
                </div>
                <div className="flex flex-col gap-5 p-5 sm:p-8">
                  <div>
                    <h2 className="text-2xl font-semibold sm:text-3xl">{product.name}</h2>
                    <p className="mt-1 font-medium text-glacier-700">{product.distillery}</p>
                  </div>
                  <p className="leading-relaxed text-slate-700">{product.description}</p>
                  <p className="text-sm text-slate-700">
                    {product.alcohol ? (
                      <>
                        <span className="font-semibold">Alcohol:</span> {product.alcohol}
                      </>
                    ) : (
                      STRENGTH_NOT_CONFIRMED
                    )}
                  </p>
                  <UnverifiedSummary names={unverifiedCardNames(product.unverified, copy.chipLabel)} className="-mt-3" />
                  <div>
                    <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-wider text-slate-600">
                      {copy.chipLabel}
                    </h3>
                    <BotanicalChips items={product.botanicals} />
                  </div>
                  {product.heritage.length > 0 && (
                    <div>
                      <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-wider text-slate-600">
                        Heritage &amp; Recognition
                      </h3>
                      <ul className="space-y-2 text-sm text-slate-700">
                        {product.heritage.map((award) => (
                          <li key={award} className="flex gap-2">
                            <Icon drawing={awardIcon} aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
                            {award}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <div className="mt-auto">
                    <p className="text-3xl font-semibold">
                      <span className="sr-only">Price: </span>
                      <OfferPrice offer={product.shownOffer} />
                    </p>
                    <div className="mt-3 flex flex-wrap items-center gap-4">
                      <ExternalLink href={product.buy.href} sponsored className={buttonVariants({ size: "md-wrap" })}>
                        <span className="whitespace-normal">{product.buy.label}</span>
                      </ExternalLink>
                      <Link to={product.href} className={buttonVariants({ variant: "secondary" })}>
                        Learn More<span className="sr-only"> about {product.name}</span>
                      </Link>
                    </div>
                    {index === 0 && <AdNote className="mt-2" />}
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="more-spirits-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <h2 id="more-spirits-heading" className="text-3xl font-semibold">
            More Icelandic Schnapps, Aquavits and Liqueurs
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {others.map((product) => (
              <li key={product.slug}>
                <ProductCard product={product} chipLabel={product.chipLabel} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {pageCount > 1 && (
        <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <ListPagination listPath={copy.path} page={page} pageCount={pageCount} total={total} countNoun="bottles" />
        </div>
      )}
      <section className="bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 className="text-3xl font-semibold">About Icelandic Brennivín</h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            Brennivín — literally "burning wine" — is Iceland's own schnapps: a clear spirit distilled from grain and flavoured
            with caraway. It went on sale in 1935, the year spirits became legal again after two decades of prohibition, and its
            plain black label soon earned it the nickname svarti dauði, the black death.
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">
            Icelanders drink it ice-cold in small glasses, above all at Þorrablót, the midwinter feast of traditional foods such
            as fermented shark, where its clean caraway bite cuts through strong flavours. Today craft distilleries make their own
            takes on the style alongside the classic.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/premium-gins" className={buttonVariants()}>
              Explore Premium Gins
            </Link>
            <Link to="/premium-whiskies" className={buttonVariants({ variant: "secondary" })}>
              Explore Premium Whiskies
            </Link>
            <Link to="/distilleries" className={buttonVariants({ variant: "secondary" })}>
              Visit the Distilleries
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
