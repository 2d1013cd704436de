import { describe, expect, it } from "vitest";
import {
  buildDay,
  compareOffers,
  daysBetween,
  formatPerLitre,
  formatPrice,
  formatSize,
  offerAge,
  offerLine,
  resolveOffering,
} from "./offers";
import type { Offer } from "./schema";
import { TEST_DAY, TEST_SHOPS, testOfferContext, vorAtNammi } from "./offers.test-fixtures";

const vor = { name: "Vor Gin", distillery: "Eimverk Distillery" };

describe("offer ages (whole UTC days from the build day)", () => {
  it("current up to 30 days, shown as last checked up to 90, then expired", () => {
    expect(daysBetween("2026-10-27", TEST_DAY)).toBe(30);
    expect(offerAge({ checked: TEST_DAY }, TEST_DAY)).toBe("current");
    expect(offerAge({ checked: "2026-10-27" }, TEST_DAY)).toBe("current");
    expect(offerAge({ checked: "2026-10-26" }, TEST_DAY)).toBe("stale");
    expect(offerAge({ checked: "2026-08-28" }, TEST_DAY)).toBe("stale");
    expect(offerAge({ checked: "2026-08-27" }, TEST_DAY)).toBe("expired");
  });

  it("BUILD_DATE sets the build day for a test build; otherwise it is today's UTC day", () => {
    expect(buildDay({ BUILD_DATE: "2027-01-05" })).toBe("2027-01-05");
    expect(buildDay({ BUILD_DATE: "soon" })).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe("formatting", () => {
  it("groups the number with commas and puts the ISO code after it; cents only when the shop shows some", () => {
    expect(formatPrice(8990, "ISK")).toBe("8,990 ISK");
    expect(formatPrice(12490, "ISK")).toBe("12,490 ISK");
    expect(formatPrice(48.9, "EUR")).toBe("48.90 EUR");
    expect(formatPrice(45, "EUR")).toBe("45 EUR");
  });

  it("sizes in cl and the price per litre in the currency's own units", () => {
    expect(formatSize(700)).toBe("70 cl");
    expect(formatSize(375)).toBe("37.5 cl");
    expect(formatPerLitre(8990, "ISK", 700)).toBe("12,843 ISK/l");
    expect(formatPerLitre(48.9, "EUR", 700)).toBe("69.86 EUR/l");
  });

  it("one line: price, size, checked day and shop; last checked once stale; no price once expired", () => {
    const [current] = resolveOffering({ ...vor, offers: [vorAtNammi] }, testOfferContext).offers;
    expect(offerLine(current!)).toBe("8,990 ISK · 70 cl · checked 26 Nov 2026 at Nammi");
    expect(current!.price).toMatchObject({ perLitre: "12,843 ISK/l", stock: "in stock when checked" });
    const [stale] = resolveOffering(
      { ...vor, offers: [{ ...vorAtNammi, checked: "2026-09-30", inStock: false }] },
      testOfferContext,
    ).offers;
    expect(offerLine(stale!)).toBe("8,990 ISK · 70 cl · last checked 30 Sep 2026 at Nammi");
    expect(stale!.price!.stock).toBe("sold out when checked");
    const [expired] = resolveOffering({ ...vor, offers: [{ ...vorAtNammi, checked: "2026-05-02" }] }, testOfferContext).offers;
    expect(expired!.price).toBeUndefined();
    expect(offerLine(expired!)).toBe("Price not checked since 2 May 2026");
    expect(JSON.stringify(expired)).not.toContain("8990");
  });

  it("a bottle's own distillery shop is named after the distillery", () => {
    const [offer] = resolveOffering(
      { ...vor, offers: [{ ...vorAtNammi, shop: "distillery", url: "https://example.com/shop/vor" }] },
      testOfferContext,
    ).offers;
    expect(offerLine(offer!)).toBe("8,990 ISK · 70 cl · checked 26 Nov 2026 at Eimverk Distillery");
    expect(offer!.affiliate).toBe(false);
    expect(offer!.url).toBe("https://example.com/shop/vor");
  });
});

describe("ordering", () => {
  const offers: Offer[] = [
    { ...vorAtNammi, checked: "2026-05-01" }, // expired
    { ...vorAtNammi, shop: "vinbudin", url: "https://www.vinbudin.is/vor", price: 9400, checked: "2026-11-20" },
    { ...vorAtNammi, shop: "dutyfree", url: "https://www.dutyfree.is/vor", price: 7990, checked: "2026-10-01" }, // stale
    { ...vorAtNammi, shop: "distillery", url: "https://example.com/vor", price: 8500, checked: "2026-11-25" },
  ];

  it("current offers first, cheapest first; then last-checked ones; expired ones last", () => {
    const { offers: ordered, shownOffer } = resolveOffering({ ...vor, offers }, testOfferContext);
    expect(ordered.map((offer) => offer.shop)).toEqual(["distillery", "vinbudin", "dutyfree", "nammi"]);
    expect(ordered.map((offer) => offer.age)).toEqual(["current", "current", "stale", "expired"]);
    expect(shownOffer).toBe(ordered[0]);
  });

  it("never compares prices in different currencies as numbers", () => {
    const [a, b] = resolveOffering(
      {
        ...vor,
        offers: [
          { ...vorAtNammi, price: 8990 },
          { ...vorAtNammi, shop: "dutyfree", url: "https://www.dutyfree.is/vor", price: 40, currency: "EUR" },
        ],
      },
      testOfferContext,
    ).offers;
    // EUR before ISK by code, not 40 before 8,990 as numbers; the order is the same either way round.
    expect([a!.price!.currency, b!.price!.currency]).toEqual(["EUR", "ISK"]);
    expect(compareOffers(b!, a!)).toBeGreaterThan(0);
  });
});

describe("Buy Now", () => {
  it("goes to the affiliate shop's product page, with the affiliate reference, when the bottle has an offer there", () => {
    const { buy, offers } = resolveOffering({ ...vor, offers: [vorAtNammi] }, testOfferContext);
    expect(buy).toEqual({
      href: "https://nammi.is/vara/vor-gin/?ref=testref",
      label: "Buy Now",
      shortLabel: "Buy Now",
      toProductPage: true,
    });
    expect(offers[0]!.url).toBe(buy.href);
  });

  it("keeps the product page's own query and still goes there once the price has expired", () => {
    const { buy } = resolveOffering(
      { ...vor, offers: [{ ...vorAtNammi, url: "https://nammi.is/?p=123", checked: "2025-01-01" }] },
      testOfferContext,
    );
    expect(buy.href).toBe("https://nammi.is/?p=123&ref=testref");
  });

  it("otherwise is a search at the affiliate shop and says so", () => {
    const withOtherShop = { ...vor, offers: [{ ...vorAtNammi, shop: "vinbudin", url: "https://www.vinbudin.is/vor" }] };
    for (const subject of [vor, withOtherShop]) {
      const { buy } = resolveOffering(subject, testOfferContext);
      expect(buy.label).toBe("Search Nammi for Vor Gin");
      expect(buy.shortLabel).toBe("Search Nammi");
      expect(buy.toProductPage).toBe(false);
      const url = new URL(buy.href);
      expect(url.origin).toBe("https://nammi.is");
      expect(url.searchParams.get("s")).toBe("Vor Gin");
      expect(url.searchParams.get("ref")).toBe("testref");
    }
    expect(new URL(resolveOffering({ ...vor, shopQuery: "Eimverk Vor" }, testOfferContext).buy.href).searchParams.get("s")).toBe(
      "Eimverk Vor",
    );
  });

  it("no offers: no shown offer", () => {
    expect(resolveOffering(vor, testOfferContext).shownOffer).toBeUndefined();
    expect(resolveOffering(vor, testOfferContext).offers).toEqual([]);
  });
});
