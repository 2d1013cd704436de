import type { BuyLink, OfferView } from "@content/offers";
import { ExternalLink } from "~/components/common/external-link";
import { Card } from "~/components/ui/card";

export interface WhereToBuyProps {
  name: string;
  /** in order: current first, cheapest first within a currency (content/offers.ts) */
  offers: OfferView[];
  buy: BuyLink;
}

/**
 * Every shop a bottle was checked at: the price in the shop's own currency with the size and the
 * price per litre, the stock on the day it was checked, the day, and the shop's product page. A
 * price checked too long ago is left out (only the day and the link stay); with no offer at all,
 * one line says so beside the affiliate shop's search.
 */
export function WhereToBuy({ name, offers, buy }: WhereToBuyProps) {
  return (
    <Card as="section" id="where-to-buy" aria-labelledby="where-to-buy-heading" className="scroll-mt-24 p-4 sm:p-5">
      <h2 id="where-to-buy-heading" className="font-sans text-base font-semibold text-night-900">
        Where to buy
      </h2>
      {offers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No price has been checked for {name} yet.{" "}
          <ExternalLink href={buy.href} sponsored className="font-semibold text-night-900 underline underline-offset-2">
            {buy.label}
          </ExternalLink>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {offers.map((offer) => (
            <li key={offer.shop} className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 py-3 last:pb-0">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-glacier-700">{offer.shopName}</p>
                {offer.price ? (
                  <>
                    <p className="text-lg font-semibold text-night-900">
                      {offer.price.text}
                      {[offer.price.size, offer.price.perLitre].filter(Boolean).map((part) => (
                        <span key={part} className="text-sm font-normal text-slate-700">
                          {" "}
                          · {part}
                        </span>
                      ))}
                    </p>
                    <p className="text-xs text-slate-600">
                      {offer.age === "current" ? "Checked" : "Last checked"} {offer.checkedText} · {offer.price.stock}
                    </p>
                  </>
                ) : (
                  <p className="text-sm text-slate-600">Price not checked since {offer.checkedText}</p>
                )}
              </div>
              <ExternalLink
                href={offer.url}
                sponsored={offer.affiliate}
                className="text-sm font-semibold text-night-900 underline underline-offset-2"
              >
                View at {offer.shopName}
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
