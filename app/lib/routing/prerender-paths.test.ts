import { describe, expect, it } from "vitest";
import { BOTTLE_LISTS } from "@content/bottle-kinds";
import { CARD_LIST_IDS, brennivinPageBottles, cardsOfList } from "@content/index";
import { pageCountOf } from "~/lib/catalogue/list-paging";
import { filePaths, prerenderPaths, samplePrerenderPaths, staticPaths } from "./prerender-paths";

describe("pre-render paths", () => {
  it("takes every static page from routes.ts, in order, and no address with a parameter", () => {
    expect(staticPaths).toEqual([
      "/",
      "/premium-gins",
      "/premium-whiskies",
      "/premium-vodkas",
      "/premium-brennivins",
      "/distilleries",
      "/why-icelandic-gin",
      "/cocktails",
      "/blog",
      "/contact",
      "/privacy-policy",
      "/terms-of-service",
      "/affiliate-disclosure",
      "/cookie-policy",
      "/how-we-describe-bottles",
      "/search",
      "/compare",
      "/admin",
      "/404",
    ]);
  });

  it("keeps the files of the resource routes apart from the pages (and so out of the sitemap)", () => {
    expect(filePaths).toEqual([
      "/sitemap.xml",
      "/robots.txt",
      "/data/catalogue.json",
      "/data/catalogue.csv",
      "/data/search-index.json",
      "/data/products.json",
      "/data/premium-gins-index.json",
      "/data/premium-whiskies-index.json",
      "/data/premium-vodkas-index.json",
      "/maps/iceland-locator.svg",
    ]);
    expect(prerenderPaths().filter((path) => filePaths.includes(path))).toEqual([]);
  });

  it("adds one address per content record, each once", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/gin/lundey-gin");
    expect(paths).toContain("/whisky/floki-single-malt-whisky");
    expect(paths.filter((path) => /[:*]/.test(path))).toEqual([]);
  });

  it("adds each list's pages after the first, as many as its cards fill", () => {
    const paths = prerenderPaths();
    const { brennivins, others } = brennivinPageBottles();
    expect(paths.filter((path) => path.startsWith("/premium-brennivins/"))).toEqual(
      Array.from({ length: pageCountOf(brennivins.length + others.length) - 1 }, (_, i) => `/premium-brennivins/page/${i + 2}`),
    );
    for (const list of CARD_LIST_IDS) {
      const base = BOTTLE_LISTS[list].path;
      const pages = pageCountOf(cardsOfList[list]().length);
      expect(paths.filter((path) => path.startsWith(`${base}/`))).toEqual(
        Array.from({ length: pages - 1 }, (_, i) => `${base}/page/${i + 2}`),
      );
    }
  });

  it("samples one address per parameterised route plus the ones asked for", () => {
    const paths = samplePrerenderPaths(["/gin/marberg-gin"]);
    expect(paths).toEqual(expect.arrayContaining([...staticPaths, "/gin/marberg-gin"]));
    expect(paths.filter((path) => path.startsWith("/gin/"))).toHaveLength(2);
  });
});
