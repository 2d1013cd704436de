import { formatDate } from "@content/dates";
import { parsePrice } from "~/lib/catalogue/price";
import { cn } from "~/lib/browser/cn";
import { UnverifiedMark } from "./unverified-mark";

export interface PriceTagProps {
  price: string;
  size?: string;
  /** ISO date the price was checked at the shop */
  checked?: string;
  unverified: boolean;
  className?: string;
  /** the detail page also says when (or whether) the price was checked */
  withChecked?: boolean;
}

/**
 * A price as the site can stand behind it: its currency named (lists mix dollars and euros), the
 * bottle size when known, and the unverified mark or the date it was checked.
 */
export function PriceTag({ price, size, checked, unverified, className, withChecked = false }: PriceTagProps) {
  const currency = parsePrice(price)?.currency;
  return (
    <>
      <span className={cn("whitespace-nowrap", className)}>
        {price}
        {currency && <span className="ml-1 align-middle text-xs font-medium text-slate-600">{currency}</span>}
        {unverified && <UnverifiedMark />}
      </span>
      {size && <span className="block text-xs font-medium text-slate-600">{size} bottle</span>}
      {withChecked && (
        <span className="block text-xs font-normal text-slate-600">
          {checked ? `Price checked ${formatDate(checked)}` : "Price not yet checked at the shop"}
        </span>
      )}
    </>
  );
}
