import { describe, expect, it } from "vitest";
import { resolveOffering } from "@content/offers";
import type { Offer, Shop } from "@content/schema";
import { articleJsonLd, breadcrumbJsonLd, productJsonLd } from "./structured-data";

const SHOPS: Shop[] = [
  { id: "nammi", name: "Nammi", affiliate: true, url: "https://nammi.is", currency: "ISK" },
  { id: "vinbudin", name: "Vínbúðin", url: "https://www.vinbudin.is", currency: "ISK" },
];
/** A test-only offer (never in content/): a product page at the affiliate shop. */
const offer: Offer = {
  shop: "nammi",
  url: "https://nammi.is/vara/lundey-gin/",
  price: 8990,
  currency: "ISK",
  sizeMl: 700,
  inStock: true,
  checked: "2026-11-20",
};
const lundey = { name: "Lundey Gin", distillery: "64° Reykjavík Distillery" };

function productData(offers: Offer[] | undefined, today = "2026-11-26") {
  const { shownOffer } = resolveOffering({ ...lundey, offers }, { shops: SHOPS, today, affiliateRef: "testref" });
  const descriptor = productJsonLd({
    name: "Lundey Gin",
    description: "A gin",
    image: "/images/bottles/lundey-gin.svg",
    brand: "64° Reykjavík Distillery",
    shownOffer,
    path: "/gin/lundey-gin",
  }) as { "script:ld+json": Record<string, any> };
  return descriptor["script:ld+json"];
}

describe("JSON-LD", () => {
  it("a current checked price: an Offer with exactly the shown price and currency, at the product page", () => {
    const data = productData([offer]);
    expect(data["@type"]).toBe("Product");
    expect(data.offers).toEqual({
      "@type": "Offer",
      price: "8990",
      priceCurrency: "ISK",
      url: "https://nammi.is/vara/lundey-gin/?ref=testref",
      seller: { "@type": "Organization", name: "Nammi" },
    });
    // The site cannot know the shop's stock, so it claims none.
    expect(data.offers).not.toHaveProperty("availability");
    expect(data.image).toMatch(/^https:\/\/.+lundey-gin\.svg$/);
  });

  it("the first shown offer only: the cheapest current one", () => {
    const data = productData([offer, { ...offer, shop: "vinbudin", url: "https://www.vinbudin.is/lundey", price: 8490 }]);
    expect(data.offers).toMatchObject({ price: "8490", priceCurrency: "ISK", url: "https://www.vinbudin.is/lundey" });
  });

  it("no Offer without a checked price, nor for one past its current days (shown as last checked, or expired)", () => {
    expect(productData(undefined)).not.toHaveProperty("offers");
    expect(productData([offer], "2026-12-21")).not.toHaveProperty("offers"); // 31 days: stale
    expect(productData([offer], "2027-03-01")).not.toHaveProperty("offers"); // expired
    expect(productData([offer], "2026-12-20")).toHaveProperty("offers"); // 30 days: current
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const descriptor = breadcrumbJsonLd([{ name: "Home", href: "/" }, { name: "Lundey Gin" }], "/gin/lundey-gin") as {
      "script:ld+json": { itemListElement: { position: number; item: string }[] };
    };
    const items = descriptor["script:ld+json"].itemListElement;
    expect(items.map((i) => i.position)).toEqual([1, 2]);
    expect(items[1]!.item).toMatch(/\/gin\/lundey-gin$/);
  });
});

describe("a post's Article", () => {
  const post = {
    title: "A post",
    description: "About a post.",
    image: "/images/blog/a-post.svg",
    publishedDate: "2023-06-28",
    category: "Education",
    author: "The Gins of Iceland",
    path: "/blog/a-post",
  };
  const article = (input: Parameters<typeof articleJsonLd>[0]) =>
    (articleJsonLd(input) as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

  it("gives dateModified when the post was updated after publishing", () => {
    expect(article({ ...post, updated: "2026-11-26" })).toMatchObject({
      "@type": "Article",
      datePublished: "2023-06-28",
      dateModified: "2026-11-26",
    });
  });

  it("claims no modification for a post never updated", () => {
    expect(article(post)).not.toHaveProperty("dateModified");
  });
});
