// @vitest-environment happy-dom
import { ginCards, listFlavourFamilies, type ProductSummary } from "@content/index";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listPageView } from "~/lib/routing/list-pages";
import { ProductListPage, type ProductListPageProps } from "./product-list-page";

// A small list of our own: a gin's card as the template, each bottle's name, type badge and style set here.
const template = ginCards()[0]!;
const bottle = (name: string, type: string, style?: ProductSummary["style"]): ProductSummary => {
  const { style: _style, ...rest } = template;
  const slug = name.toLowerCase().replace(/ /g, "-");
  return { ...rest, ...(style ? { style } : {}), slug, name, type, href: `/gin/${slug}` };
};
const gins = [
  bottle("Tom A", "Old Tom", "Old Tom"),
  bottle("Dry B", "Heritage", "London Dry"),
  bottle("Dry C", "Premium", "London Dry"),
  bottle("Rose D", "Rosé", "Pink or Flavoured"),
];
const whiskies = [bottle("Malt E", "Single Malt Whisky"), bottle("Cask F", "Cask Finished")];

function renderList(kind: ProductListPageProps["kind"], products: ProductSummary[], address: string) {
  const path = new URL(address, "http://x").pathname;
  const families = kind === "gin" ? listFlavourFamilies() : [];
  // The list's file, as the build writes it: a filter reads the whole list from it.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ products }))),
  );
  const view = listPageView(products, 1, families)!;
  const router = createMemoryRouter([{ path, element: <ProductListPage {...view} kind={kind} /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const form = () => screen.getAllByRole("search", { name: "Filter and sort" })[0]!;
const cardNames = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the gin list's filters", () => {
  it("offer Style as the one category facet, and no Type filter beside it", () => {
    renderList("gin", gins, "/premium-gins");
    const styles = within(form()).getByRole("group", { name: "Style" });
    expect(
      within(styles)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")!.textContent),
    ).toEqual(["London Dry (2)", "Old Tom (1)", "Pink or Flavoured (1)"]);
    const selects = within(form())
      .getAllByRole("combobox")
      .map((select) => select.id);
    expect(selects).toEqual(["filter-botanical", "filter-abv", "filter-price", "filter-distillery", "filter-sort"]);
    expect(within(form()).queryByLabelText("Type")).toBeNull();
  });

  it("read an old address's type as the style its badge names: ?type=Old Tom ticks Old Tom", async () => {
    renderList("gin", gins, "/premium-gins?type=Old+Tom");
    await act(async () => {});
    expect(cardNames()).toEqual(["Tom A"]);
    expect(within(form()).getByRole("checkbox", { name: /^Old Tom/ })).toHaveProperty("checked", true);
    expect(screen.getByTestId("filter-summary").textContent).toBe("Old Tom");
  });

  it("ignore an old address's type that names no style: the whole list, nothing to clear", async () => {
    renderList("gin", gins, "/premium-gins?type=Heritage");
    await act(async () => {});
    expect(cardNames()).toEqual(gins.map((gin) => gin.name));
    expect(screen.getByTestId("count-line").textContent).toBe(`Showing ${gins.length} premium gins`);
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });
});

describe("a list without styles (whiskies)", () => {
  it("keeps its Type filter, which still narrows the list", async () => {
    renderList("whisky", whiskies, "/premium-whiskies?type=Cask+Finished");
    await act(async () => {});
    expect(within(form()).queryByRole("group", { name: "Style" })).toBeNull();
    expect(within(form()).getByLabelText("Type")).toHaveProperty("value", "Cask Finished");
    expect(cardNames()).toEqual(["Cask F"]);
  });
});
