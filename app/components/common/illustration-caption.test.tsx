// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getGin, summarize, type Product } from "@content/index";
import { ProductCard } from "~/components/products/product-card";
import { ProductDetailPage } from "~/components/products/product-detail-page";
import { ginDetail } from "~/components/products/detail-copy";
import { ResultRow } from "~/components/search/result-row";

const lundey = getGin("lundey-gin")!;
// A bottle with a photo as `npm run photo` records it (the content has none yet).
const photographed: Product = {
  ...getGin("olafsson-gin")!,
  photo: {
    file: "olafsson-gin-3f9a1c2b7d.jpg",
    width: 900,
    height: 1200,
    credit: "Test Studio",
    source: "own",
    added: "2026-11-20",
  },
};

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const captions = (container: HTMLElement) => [...container.querySelectorAll("[data-illustration]")].map((el) => el.textContent);

describe("the Illustration caption", () => {
  afterEach(cleanup);

  it("is under a card's generated bottle, whose alt text says it is an illustration; hidden from screen readers, no tab stop", () => {
    const { container } = inRouter(<ProductCard product={summarize(lundey)} chipLabel="Key Botanicals" />);
    expect(captions(container)).toEqual(["Illustration"]);
    const caption = container.querySelector("[data-illustration]")!;
    expect(caption.getAttribute("aria-hidden")).toBe("true");
    expect(caption.closest("a, button")).toBeNull();
    expect(screen.getByRole("img", { name: "Illustration of a bottle of Lundey Gin" })).toBeTruthy();
  });

  it("is not under a photo, whose alt text stays the bottle's", () => {
    const { container } = inRouter(<ProductCard product={summarize(photographed)} chipLabel="Key Botanicals" />);
    expect(captions(container)).toEqual([]);
    expect(screen.getByRole("img", { name: "Bottle of Ólafsson Gin" })).toBeTruthy();
  });

  it("is under the bottle page's drawing and not under its photo", () => {
    const page = (product: Product) =>
      inRouter(<ProductDetailPage product={product} crumbs={[{ name: "Home", href: "/" }]} copy={ginDetail} related={[]} />);
    // the picture at the page's top (Recently viewed, further down, lists the bottles seen before)
    const figure = (product: Product) => page(product).container.querySelector("figure")!;
    expect(captions(figure(lundey))).toEqual(["Illustration"]);
    cleanup();
    expect(captions(figure(photographed))).toEqual([]);
  });

  it("is under a search row's drawing and not under its photo", () => {
    const row = { kind: "product", title: "Lundey Gin", subtitle: "", href: "/gin/lundey-gin", text: "" } as const;
    expect(captions(render(<ResultRow result={row} />).container)).toEqual(["Illustration"]);
    cleanup();
    const withPhoto = render(<ResultRow result={{ ...row, image: "/photos/lundey-gin-3f9a1c2b7d-240.webp" }} />);
    expect(captions(withPhoto.container)).toEqual([]);
  });
});
