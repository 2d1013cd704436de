import { PRICE_NOT_CHECKED, offerDetail, offerLine, type OfferView } from "@content/offers";
import { cn } from "~/lib/browser/cn";

export interface OfferPriceProps {
  /** the offer a list shows (content/offers.ts); none: no price has been checked */
  offer?: OfferView;
  /** the price's own size and weight */
  className?: string;
  /** the size of the words said when no price is shown */
  missingClassName?: string;
}

/**
 * A price as the site can stand behind it: from a checked offer, in the shop's currency, with the
 * size, the day it was checked and the shop ("last checked" once it is past its current days).
 * Without a shown price the words say it is not checked; the Buy Now beside it links the shop.
 */
export function OfferPrice({ offer, className, missingClassName = "text-sm" }: OfferPriceProps) {
  if (!offer?.price)
    return (
      <span className={cn("font-normal text-slate-600", missingClassName)}>{offer ? offerLine(offer) : PRICE_NOT_CHECKED}</span>
    );
  return (
    <>
      <span className={cn("whitespace-nowrap", className)}>{offer.price.text}</span>
      <span className="block text-xs font-normal text-slate-600">
        <span className="sr-only"> · </span>
        {offerDetail(offer)}
      </span>
    </>
  );
}
