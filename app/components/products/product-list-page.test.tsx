// @vitest-environment happy-dom
import { ginCards, listFlavourFamilies, type ProductSummary } from "@content/index";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE } from "~/lib/catalogue/catalogue-filter";
import { ProductListPage } from "./product-list-page";

// A list longer than two pages, as the catalogue may grow to: the gins over and over, numbered, the
// same length whatever the catalogue holds today.
const gins = ginCards();
const products: ProductSummary[] = Array.from({ length: 2 * LIST_PAGE_SIZE + 5 }, (_, i) => {
  const gin = gins[i % gins.length]!;
  return { ...gin, slug: `${gin.slug}-${i}`, name: `${gin.name} ${i}`, href: `${gin.href}-${i}` };
});
const families = listFlavourFamilies();

function renderList(address = "/premium-gins") {
  const router = createMemoryRouter(
    [{ path: "/premium-gins", element: <ProductListPage kind="gin" products={products} families={families} /> }],
    { initialEntries: ["/", address], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const cardNames = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const search = (router: ReturnType<typeof renderList>) => new URLSearchParams(router.state.location.search);

afterEach(cleanup);

describe("a list longer than a page", () => {
  it("draws one page, says how many of how many, and draws the next page on Show more, focusing its first card", async () => {
    const router = renderList();
    expect(cardNames()).toHaveLength(LIST_PAGE_SIZE);
    expect(screen.getByTestId("count-line").textContent).toBe(`Showing ${products.length} premium gins`);
    expect(screen.getByTestId("drawn-line").textContent).toBe(`${LIST_PAGE_SIZE} of ${products.length} premium gins shown`);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: `Show ${LIST_PAGE_SIZE} more` })));
    expect(cardNames()).toHaveLength(2 * LIST_PAGE_SIZE);
    expect(search(router).get("shown")).toBe(String(2 * LIST_PAGE_SIZE));
    // replaced, not pushed: Back leaves the list instead of taking the cards away
    expect(router.state.historyAction).toBe("REPLACE");
    expect(document.activeElement?.textContent).toBe(cardNames()[LIST_PAGE_SIZE]);
    expect(document.activeElement?.tagName).toBe("A");

    const rest = products.length - 2 * LIST_PAGE_SIZE;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: `Show ${rest} more` })));
    expect(cardNames()).toHaveLength(products.length);
    expect(screen.queryByRole("button", { name: /^Show \d+ more$/ })).toBeNull();
    expect(screen.queryByTestId("drawn-line")).toBeNull();
  });

  it("keeps the drawn count from the address, and a filter choice starts again at one page", async () => {
    const router = renderList(`/premium-gins?shown=${2 * LIST_PAGE_SIZE}`);
    await act(async () => {});
    expect(cardNames()).toHaveLength(2 * LIST_PAGE_SIZE);

    await act(async () => fireEvent.click(screen.getAllByRole("checkbox", { name: /^Citrus/ })[0]!));
    expect(search(router).get("shown")).toBeNull();
    expect(search(router).getAll("family")).toEqual(["citrus"]);
    expect(cardNames().length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
  });

  it.each(["abc", "-5", "0", "7", "99999999999999999999999"])(
    "reads shown=%s as at least a page and at most every bottle",
    async (shown) => {
      renderList(`/premium-gins?shown=${shown}`);
      await act(async () => {});
      const drawn = cardNames().length;
      expect(drawn === LIST_PAGE_SIZE || drawn === products.length).toBe(true);
    },
  );
});
