/**
 * Offers for tests only: the content has no offer that was not checked at a shop, so tests that
 * need prices build them from these.
 */
import type { OfferContext } from "./offers";
import type { Offer, Shop } from "./schema";

/** The project's shops, as content/shops.yaml has them. */
export const TEST_SHOPS: Shop[] = [
  {
    id: "nammi",
    name: "Nammi",
    affiliate: true,
    url: "https://nammi.is",
    search: "https://nammi.is/?s={query}&post_type=product",
    currency: "ISK",
  },
  { id: "vinbudin", name: "Vínbúðin", url: "https://www.vinbudin.is", currency: "ISK" },
  { id: "dutyfree", name: "Keflavík Airport Duty Free", url: "https://www.dutyfree.is", currency: "ISK" },
  { id: "distillery", name: "The distillery's shop", currency: "ISK" },
];
/** The build day the tests count offer ages from. */
export const TEST_DAY = "2026-11-26";
export const testOfferContext: OfferContext = { shops: TEST_SHOPS, today: TEST_DAY, affiliateRef: "testref" };

/** Vor Gin's product page at the affiliate shop, checked on the build day. */
export const vorAtNammi: Offer = {
  shop: "nammi",
  url: "https://nammi.is/vara/vor-gin/",
  price: 8990,
  currency: "ISK",
  sizeMl: 700,
  inStock: true,
  checked: TEST_DAY,
};
