// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readCopyPage } from "@content/pages";
import { WhyPage, type WhyBotanical } from "./why-page";

const copy = readCopyPage("why-icelandic-gin", { botanicals: 1 });

const botanical = (extra: Partial<WhyBotanical> = {}): WhyBotanical => ({
  slug: "sea-buckthorn",
  name: "Sea Buckthorn",
  description: "Sea buckthorn is a thorny shrub with narrow, silvery leaves and bright orange berries.",
  image: "/images/botanicals/sea-buckthorn.svg",
  ...extra,
});
const card = (name: string) => screen.getByRole("heading", { name }).closest("article")!;

describe("WhyPage: the botanical cards", () => {
  afterEach(cleanup);

  it("marks a botanical's description no source supports as unverified", () => {
    render(
      <MemoryRouter>
        <WhyPage copy={copy} botanicals={[botanical({ facts: { description: "unverified" } })]} />
      </MemoryRouter>,
    );
    expect(
      within(card("Sea Buckthorn"))
        .getByRole("link", { name: /unverified/ })
        .getAttribute("href"),
    ).toBe("/how-we-describe-bottles#unverified");
  });

  it("shows no mark on a sourced description, and does not claim every plant is Icelandic", () => {
    render(
      <MemoryRouter>
        <WhyPage copy={copy} botanicals={[botanical({ facts: { description: ["wikipedia-sea-buckthorn"] } })]} />
      </MemoryRouter>,
    );
    expect(within(card("Sea Buckthorn")).queryByRole("link", { name: /unverified/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Nine plants from Iceland's/);
  });
});

describe("WhyPage: the protected name", () => {
  afterEach(cleanup);

  it("says what “Íslenskt gin” requires and links the gazette notice and the distillers' article", () => {
    render(
      <MemoryRouter>
        <WhyPage copy={copy} botanicals={[botanical()]} />
      </MemoryRouter>,
    );
    const section = screen.getByRole("heading", { name: "A Protected Name: Íslenskt Gin" }).closest("section")!;
    expect(section.textContent).toMatch(/Since 5 November 2024 “Íslenskt gin \/ Icelandic gin”/);
    expect(section.textContent).toMatch(/one in four of its botanicals must be Icelandic/);
    expect(
      within(section)
        .getByRole("link", { name: /Stjórnartíðindi/ })
        .getAttribute("href"),
    ).toMatch(/^https:\/\/stjornartidindi\.is\//);
    expect(
      within(section)
        .getByRole("link", { name: /Félag atvinnurekenda/ })
        .getAttribute("href"),
    ).toBe("https://atvinnurekendur.is/?p=29052");
  });
});

describe("WhyPage: the site's own words and its figures", () => {
  afterEach(cleanup);
  const show = () =>
    render(
      <MemoryRouter>
        <WhyPage copy={copy} botanicals={[botanical()]} />
      </MemoryRouter>,
    );

  it("gives a production figure only with the page it comes from: a reference to a listed source", () => {
    show();
    const craft = screen.getByRole("heading", { name: "Small-Batch Craftsmanship" }).closest("li")!;
    expect(craft.textContent).not.toMatch(/hundreds of bottles/);
    const references = within(craft).getAllByRole("link", { name: /^Source \d+$/ });
    expect(references.length).toBeGreaterThan(0);
    const sources = screen.getByRole("heading", { name: "Sources" }).closest("section")!;
    for (const reference of references) {
      const item = sources.querySelector(reference.getAttribute("href")!)!;
      expect(item.querySelector("a")!.getAttribute("href")).toMatch(/^https?:\/\//);
    }
  });

  it("fills the botanicals' count in and marks what no source says", () => {
    show();
    const section = screen.getByRole("heading", { name: "Foraged Botanicals" }).closest("section")!;
    expect(section.textContent).toMatch(/The 1 plants below/);
    expect(within(section).getAllByRole("link", { name: /unverified/ }).length).toBeGreaterThan(0);
  });

  it("does not dress its own words as a quotation", () => {
    show();
    expect(document.querySelector("blockquote")).toBeNull();
    expect(document.body.textContent).not.toMatch(/— The Gins of Iceland/);
    expect(document.body.textContent).not.toMatch(/"Water is the first ingredient/);
  });
});
