import { describe, expect, it } from "vitest";
import { parsePrice } from "~/lib/catalogue/price";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data";

describe("parsePrice", () => {
  it("reads dollars and euros", () => {
    expect(parsePrice("$47")).toEqual({ price: "47.00", currency: "USD" });
    expect(parsePrice("€48.90")).toEqual({ price: "48.90", currency: "EUR" });
    expect(parsePrice("ask")).toBeNull();
  });
});

describe("JSON-LD", () => {
  it("builds a Product with an Offer in the price's currency", () => {
    const descriptor = productJsonLd({
      name: "Lundey Gin",
      description: "A gin",
      image: "/images/bottles/lundey-gin.svg",
      brand: "64° Reykjavík Distillery",
      price: "€45",
      buyLink: "https://nammi.is/?s=Lundey",
      path: "/gin/lundey-gin",
    }) as { "script:ld+json": Record<string, any> };
    const data = descriptor["script:ld+json"];
    expect(data["@type"]).toBe("Product");
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "45.00", priceCurrency: "EUR" });
    // The site cannot know the shop's stock, so it claims none.
    expect(data.offers).not.toHaveProperty("availability");
    expect(data.image).toMatch(/^https:\/\/.+lundey-gin\.svg$/);
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
