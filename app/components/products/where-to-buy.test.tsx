// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getGin, summarize, type Product } from "@content/index";
import { resolveOffering } from "@content/offers";
import { testOfferContext, vorAtNammi } from "@content/offers.test-fixtures";
import type { Offer } from "@content/schema";
import { ginDetail } from "./detail-copy";
import { ProductCard } from "./product-card";
import { ProductDetailPage } from "./product-detail-page";

// Rendered pages with offers: no offer is ever made up in content/, so these offers live only in
// this test, and they replace whatever offers the bottle's file records today (`npm run offer`).
const context = testOfferContext;
// checked six days before the build day
const nammi: Offer = { ...vorAtNammi, checked: "2026-11-20" };
const vinbudin: Offer = { ...nammi, shop: "vinbudin", url: "https://www.vinbudin.is/vor-gin", price: 8499, inStock: false };
const dutyfree: Offer = { ...nammi, shop: "dutyfree", url: "https://www.dutyfree.is/vor-gin", checked: "2026-05-01" };

const { shownOffer: _shown, ...vorGin } = getGin("vor-gin")!;
const withOffers = (offers: Offer[]): Product => ({ ...vorGin, ...resolveOffering({ ...vorGin, offers }, context) });
const vor = withOffers([]);

const renderPage = (product: Product) =>
  render(
    <MemoryRouter>
      <ProductDetailPage product={product} crumbs={[{ name: "Home", href: "/" }]} copy={ginDetail} related={[]} />
    </MemoryRouter>,
  );
const whereToBuy = () => screen.getByRole("region", { name: "Where to buy" });

describe("a bottle page's Where to buy", () => {
  afterEach(cleanup);

  it("lists every shop: current offers cheapest first, the expired one last without its price", () => {
    renderPage(withOffers([nammi, dutyfree, vinbudin]));
    const items = within(whereToBuy()).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Vínbúðin8,499 ISK · 70 cl · 12,141 ISK/lChecked 20 Nov 2026 · sold out when checkedView at Vínbúðin (opens in a new tab)",
      "Nammi8,990 ISK · 70 cl · 12,843 ISK/lChecked 20 Nov 2026 · in stock when checkedView at Nammi (opens in a new tab)",
      "Keflavík Airport Duty FreePrice not checked since 1 May 2026View at Keflavík Airport Duty Free (opens in a new tab)",
    ]);
    const nammiLink = within(items[1]!).getByRole("link", { name: /View at Nammi/ });
    expect(nammiLink.getAttribute("href")).toBe("https://nammi.is/vara/vor-gin/?ref=testref");
    expect(nammiLink.getAttribute("rel")).toBe("sponsored noopener noreferrer");
    const shopLink = within(items[0]!).getByRole("link", { name: /View at Vínbúðin/ });
    expect(shopLink.getAttribute("href")).toBe("https://www.vinbudin.is/vor-gin");
    expect(shopLink.getAttribute("rel")).toBe("noopener noreferrer");
    expect(shopLink.getAttribute("target")).toBe("_blank");
  });

  it("shows the cheapest current price beside the bottle, and Buy Now goes to the affiliate shop's product page", () => {
    renderPage(withOffers([nammi, vinbudin]));
    const price = screen.getByText("Price", { selector: "dt" }).nextElementSibling!;
    expect(price.textContent).toBe("8,499 ISK · 70 cl · checked 20 Nov 2026 at Vínbúðin");
    const buy = screen.getAllByRole("link", { name: /^Buy Now/ });
    expect(buy.length).toBe(2); // beside the price, and in the phone's buy bar
    for (const link of buy) {
      expect(link.getAttribute("href")).toBe("https://nammi.is/vara/vor-gin/?ref=testref");
      expect(link.getAttribute("rel")).toBe("sponsored noopener noreferrer");
      expect(link.getAttribute("target")).toBe("_blank");
    }
    const bar = screen.getByRole("region", { name: "Buy Vor Gin" });
    expect(within(bar).getByRole("link", { name: "Where to buy: 2 shops" }).getAttribute("href")).toBe("#where-to-buy");
  });

  it("a price past its current days says last checked; an expired one shows no price", () => {
    renderPage(withOffers([{ ...nammi, checked: "2026-10-01" }]));
    expect(screen.getByText("Price", { selector: "dt" }).nextElementSibling!.textContent).toBe(
      "8,990 ISK · 70 cl · last checked 1 Oct 2026 at Nammi",
    );
    expect(within(whereToBuy()).getByText(/Last checked 1 Oct 2026/)).toBeTruthy();
    cleanup();
    renderPage(withOffers([{ ...nammi, checked: "2026-01-10" }]));
    expect(screen.getByText("Price", { selector: "dt" }).nextElementSibling!.textContent).toBe(
      "Price not checked since 10 Jan 2026",
    );
    expect(document.body.textContent).not.toContain("8,990");
  });

  it("no offers: says no price has been checked and links the shop's search, which says it is a search", () => {
    renderPage(vor);
    expect(vor.offers).toEqual([]);
    expect(whereToBuy().textContent).toBe(
      "Where to buyNo price has been checked for Vor Gin yet. Search Nammi for Vor Gin (opens in a new tab)",
    );
    expect(screen.getByText("Price", { selector: "dt" }).nextElementSibling!.textContent).toBe("Price not checked");
    const search = screen.getAllByRole("link", { name: /^Search Nammi for Vor Gin/ });
    expect(search).toHaveLength(3); // the button, the box's line and the phone's buy bar
    for (const link of search) {
      const url = new URL(link.getAttribute("href")!);
      expect(url.origin + url.pathname).toBe("https://nammi.is/");
      expect(url.searchParams.get("s")).toBe("Vor Gin");
      expect(url.searchParams.get("ref")).toBeTruthy();
      expect(link.getAttribute("rel")).toBe("sponsored noopener noreferrer");
    }
    // no seed price anywhere ($ or €)
    expect(document.body.textContent).not.toMatch(/[$€]\d/);
  });

  it("says beside the first Buy Now that the link is an ad, linking the affiliate disclosure", () => {
    renderPage(vor);
    const notes = screen.getAllByRole("link", { name: "Ad: we may earn a commission" });
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note.getAttribute("href")).toBe("/affiliate-disclosure");
  });
});

describe("a card", () => {
  afterEach(cleanup);
  const renderCard = (product: Product, adNote = false) =>
    render(
      <MemoryRouter>
        <ProductCard product={summarize(product)} chipLabel="Key Botanicals" adNote={adNote} />
      </MemoryRouter>,
    );

  it("shows the same offer as the page, and Buy Now to the product page", () => {
    renderCard(withOffers([nammi, vinbudin]));
    expect(screen.getByText("Price", { selector: "dt" }).nextElementSibling!.textContent).toBe(
      "8,499 ISK · 70 cl · checked 20 Nov 2026 at Vínbúðin",
    );
    expect(screen.getByRole("link", { name: /^Buy Now Vor Gin/ }).getAttribute("href")).toBe(
      "https://nammi.is/vara/vor-gin/?ref=testref",
    );
    expect(screen.queryByRole("link", { name: /Ad: we may earn/ })).toBeNull();
  });

  it("without offers: Price not checked, and a search at the shop that says so", () => {
    renderCard(vor, true);
    expect(screen.getByText("Price", { selector: "dt" }).nextElementSibling!.textContent).toBe("Price not checked");
    const search = screen.getByRole("link", { name: /^Search Nammi for Vor Gin/ });
    expect(search.textContent).toMatch(/^Search Nammi/);
    expect(search.getAttribute("rel")).toBe("sponsored noopener noreferrer");
    expect(screen.getByRole("link", { name: "Ad: we may earn a commission" }).getAttribute("href")).toBe("/affiliate-disclosure");
  });
});
