import { describe, expect, it } from "vitest";
import { CARD_LIST_IDS, brennivinPageBottles, cardsOfList } from "@content/index";
import { LIST_PAGE_SIZE, pageCountOf, pageNumbers } from "~/lib/catalogue/list-paging";
import { brennivinListPage, cardListAt, cardListPage, listIndexJson } from "./list-pages";

describe("list pages", () => {
  it("reads the list and page from an address; page 1 lives at the list's own address only", () => {
    expect(cardListAt("/premium-gins")).toEqual({ list: "gin", page: 1 });
    expect(cardListAt("/premium-vodkas/page/3")).toEqual({ list: "vodka", page: 3 });
    for (const path of [
      "/premium-gins/page/1",
      "/premium-gins/page/0",
      "/premium-gins/page/02",
      "/premium-gins/page/x",
      "/premium-gins/2",
    ])
      expect(cardListAt(path)).toBeUndefined();
  });

  it("cuts each list into pages that hold every bottle once, in its file's order; past the end is none", () => {
    for (const list of CARD_LIST_IDS) {
      const { products } = JSON.parse(listIndexJson(list)) as { products: { slug: string }[] };
      expect(products.map((p) => p.slug).sort()).toEqual(
        cardsOfList[list]()
          .map((p) => p.slug)
          .sort(),
      );
      const pages = pageCountOf(products.length);
      const paged = Array.from({ length: pages }, (_, i) => cardListPage(list, i + 1)!);
      expect(paged.flatMap((page) => page.products.map((p) => p.slug))).toEqual(products.map((p) => p.slug));
      expect(paged.every((page) => page.products.length <= LIST_PAGE_SIZE && page.facets.total === products.length)).toBe(true);
      expect(cardListPage(list, pages + 1)).toBeUndefined();
    }
  });

  it("cuts the brennivín page's bottles into pages too: brennivíns first, every bottle once", () => {
    const { brennivins, others } = brennivinPageBottles();
    const pages = pageCountOf(brennivins.length + others.length);
    const paged = Array.from({ length: pages }, (_, i) => brennivinListPage(i + 1)!);
    expect(paged.flatMap((page) => [...page.products, ...page.others].map((p) => p.slug))).toEqual(
      [...brennivins, ...others].map((p) => p.slug),
    );
    expect(paged.every((page) => page.products.length + page.others.length <= LIST_PAGE_SIZE)).toBe(true);
    expect(paged[0]!.brennivinTotal).toBe(brennivins.length);
    expect(brennivinListPage(pages + 1)).toBeUndefined();
  });

  it("numbers every page of a short list, and the ends and neighbours of a long one", () => {
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 20)).toEqual([1, "gap", 4, 5, 6, "gap", 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, "gap", 20]);
  });
});
