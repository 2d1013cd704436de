// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { WhyPage, type WhyBotanical } from "./why-page";

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
        <WhyPage botanicals={[botanical({ facts: { description: "unverified" } })]} />
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
        <WhyPage botanicals={[botanical({ facts: { description: ["wikipedia-sea-buckthorn"] } })]} />
      </MemoryRouter>,
    );
    expect(within(card("Sea Buckthorn")).queryByRole("link", { name: /unverified/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Nine plants from Iceland's/);
  });
});
