// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BotanicalPage as BotanicalPageData } from "@content/index";
import { BotanicalPage } from "./botanical-page";

const source = {
  id: "iceland-nh-juniper",
  title: "Juniperus communis, juniper (Flora of Iceland)",
  url: "https://iceland-nh.net/plants/data/Juniperus-communis/juniperus_communis.html",
  checked: "2026-11-26",
};
const juniper = (extra: Partial<BotanicalPageData> = {}): BotanicalPageData => ({
  slug: "juniper-berries",
  name: "Juniper Berries",
  description: "Common juniper is the only cone-bearing plant that grows wild in Iceland.",
  products: [],
  ...extra,
});
const show = (botanical: BotanicalPageData) =>
  render(
    <MemoryRouter>
      <BotanicalPage botanical={botanical} />
    </MemoryRouter>,
  );
const unverifiedMarks = () => screen.queryAllByRole("link", { name: /unverified/ });

describe("BotanicalPage: what its description rests on", () => {
  afterEach(cleanup);

  it("lists the description's sources, linked, with the day each was checked", () => {
    show(juniper({ sources: [source], facts: { description: [source.id] } }));
    const sources = screen.getByRole("region", { name: "Sources" });
    expect(
      within(sources)
        .getByRole("link", { name: /Juniperus communis, juniper \(Flora of Iceland\)/ })
        .getAttribute("href"),
    ).toBe(source.url);
    expect(sources.textContent).toContain("checked November 26, 2026");
    expect(unverifiedMarks()).toHaveLength(0);
  });

  it("marks a description no source supports as unverified, beside the text", () => {
    show(juniper({ sources: [], facts: { description: "unverified" } }));
    const mark = unverifiedMarks()[0]!;
    expect(mark.getAttribute("href")).toBe("/how-we-describe-bottles#unverified");
    expect(unverifiedMarks()).toHaveLength(1);
    expect(mark.closest("p")?.textContent).toContain("only cone-bearing plant");
  });

  it("shows no sources block on a page that says only what the catalogue lists", () => {
    show(juniper({ description: "Juniper Berries is one of the botanicals in 3 of the Icelandic gins in our catalogue." }));
    expect(screen.queryByRole("region", { name: "Sources" })).toBeNull();
    expect(unverifiedMarks()).toHaveLength(0);
  });
});
