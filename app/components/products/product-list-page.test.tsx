// @vitest-environment happy-dom
import { ginCards, listFlavourFamilies, type ProductSummary } from "@content/index";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIST_PAGE_SIZE } from "~/lib/catalogue/catalogue-filter";
import { listPageView } from "~/lib/routing/list-pages";
import { ProductListPage } from "./product-list-page";

const gins = ginCards();
const families = listFlavourFamilies();

/**
 * A made-up catalogue of `length` gins, as it may grow to: the gins over and over, numbered, each
 * with a distillery and a botanical of its own (so every list of options grows with it), the same
 * whatever the catalogue holds today.
 */
const catalogue = (length: number): ProductSummary[] =>
  Array.from({ length }, (_, i) => {
    const gin = gins[i % gins.length]!;
    return {
      ...gin,
      slug: `${gin.slug}-${i}`,
      name: `${gin.name} ${i}`,
      href: `${gin.href}-${i}`,
      distillery: `${gin.distillery} ${i}`,
      botanicals: [...gin.botanicals, `Botanical ${i}`],
      unverified: [],
    };
  });

// A list longer than two pages.
const products = catalogue(2 * LIST_PAGE_SIZE + 5);

beforeEach(() => {
  // The list's file, as the build writes it (/data/premium-gins-index.json).
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ products }))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(address = "/premium-gins", list = products) {
  const page = Number(/\/page\/(\d+)/.exec(address)?.[1] ?? 1);
  const view = listPageView(list, page, families)!;
  const element = <ProductListPage kind="gin" {...view} />;
  const router = createMemoryRouter(
    [
      { path: "/premium-gins", element },
      { path: "/premium-gins/page/:page", element },
    ],
    { initialEntries: ["/", address], initialIndex: 1 },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { router, container };
}

const cardNames = () => screen.queryAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const search = (router: ReturnType<typeof renderList>["router"]) => new URLSearchParams(router.state.location.search);
const pages = () => screen.getByRole("navigation", { name: "Pages" });
const linkTo = (name: string) => pages().querySelector(`a[aria-label="${name}"], a[rel="${name}"]`)?.getAttribute("href");

describe("a list longer than a page", () => {
  it("holds its first page of cards, counts the whole list and links every page", () => {
    renderList();
    expect(cardNames()).toEqual(products.slice(0, LIST_PAGE_SIZE).map((p) => p.name));
    expect(screen.getByTestId("count-line").textContent).toBe(`Showing ${products.length} premium gins`);
    expect(screen.getByTestId("page-line").textContent).toBe(`1–${LIST_PAGE_SIZE} of ${products.length} premium gins`);
    expect(linkTo("next")).toBe("/premium-gins/page/2");
    expect(linkTo("prev")).toBeUndefined();
    expect(linkTo("Page 1")).toBe("/premium-gins");
    expect(linkTo("Page 3")).toBe("/premium-gins/page/3");
    expect(screen.queryByRole("button", { name: /^Show \d+ more$/ })).toBeNull();
  });

  it("shows the last page's cards with a link back and none onwards", () => {
    renderList("/premium-gins/page/3");
    expect(cardNames()).toEqual(products.slice(2 * LIST_PAGE_SIZE).map((p) => p.name));
    expect(linkTo("prev")).toBe("/premium-gins/page/2");
    expect(linkTo("next")).toBeUndefined();
    expect(pages().querySelector('[aria-current="page"]')?.textContent).toBe("3");
  });

  it("sorts the whole list from its file, draws one page and the next on Show more, focusing its first card", async () => {
    const { router } = renderList("/premium-gins/page/3?sort=name");
    await act(async () => {});
    expect(fetch).toHaveBeenCalledWith("/data/premium-gins-index.json");
    const byName = [...products].sort((a, b) => a.name.localeCompare(b.name, "en"));
    expect(cardNames()).toEqual(byName.slice(0, LIST_PAGE_SIZE).map((p) => p.name));
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
    expect(screen.getByTestId("drawn-line").textContent).toBe(`${LIST_PAGE_SIZE} of ${products.length} premium gins shown`);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: `Show ${LIST_PAGE_SIZE} more` })));
    expect(cardNames()).toHaveLength(2 * LIST_PAGE_SIZE);
    expect(search(router).get("shown")).toBe(String(2 * LIST_PAGE_SIZE));
    // replaced, not pushed: Back leaves the list instead of taking the cards away
    expect(router.state.historyAction).toBe("REPLACE");
    expect(document.activeElement?.textContent).toBe(cardNames()[LIST_PAGE_SIZE]);
    expect(document.activeElement?.tagName).toBe("A");
  });

  it("filters the whole list: finds a bottle of the last page, counts of the whole list, and clearing returns to the page", async () => {
    const last = products.at(-1)!;
    const { router } = renderList(`/premium-gins?distillery=${encodeURIComponent(last.distillery)}`);
    await act(async () => {});
    expect(cardNames()).toEqual([last.name]);
    expect(screen.getByTestId("count-line").textContent).toBe(`Showing 1 of ${products.length} premium gins`);

    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: /Clear filters/ })[0]!));
    expect(router.state.location.search).toBe("");
    expect(cardNames()).toHaveLength(LIST_PAGE_SIZE);
    expect(pages()).toBeTruthy();
  });

  it("keeps the drawn count from the address, and a filter choice starts again at one page", async () => {
    const { router } = renderList(`/premium-gins?sort=name&shown=${2 * LIST_PAGE_SIZE}`);
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
      renderList(`/premium-gins?sort=name&shown=${shown}`);
      await act(async () => {});
      const drawn = cardNames().length;
      expect(drawn === LIST_PAGE_SIZE || drawn === products.length).toBe(true);
    },
  );
});

describe("a list's page as the catalogue grows", () => {
  // 30 bottles, then 20 times as many, each with options of its own (distillery, botanical).
  const small = catalogue(30);
  const large = catalogue(20 * 30);

  it("sends the same number of cards and data of the same size (within 10%)", () => {
    const [a, b] = [listPageView(small, 1, families)!, listPageView(large, 1, families)!];
    expect(b.products).toHaveLength(LIST_PAGE_SIZE);
    expect(a.products).toHaveLength(LIST_PAGE_SIZE);
    const size = (view: unknown) => JSON.stringify(view).length;
    expect(size(b) / size(a)).toBeLessThan(1.1);
  });

  it("renders HTML of the same size (within 10%)", () => {
    const html = (list: ProductSummary[]) => {
      const { container } = renderList("/premium-gins", list);
      const length = container.innerHTML.length;
      cleanup();
      return length;
    };
    const [a, b] = [html(small), html(large)];
    expect(b / a).toBeLessThan(1.1);
  });
});
