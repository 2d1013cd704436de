// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchEntry } from "~/lib/catalogue/search";
import { ResultRow } from "./result-row";

const bottle: SearchEntry = {
  kind: "product",
  title: "Vor Gin",
  subtitle: "Unfiltered · Eimverk Distillery",
  href: "/gin/vor-gin",
  text: "",
  strength: "47% vol",
  unverified: ["alcohol"],
};

describe("a search result's row", () => {
  afterEach(cleanup);

  it("shows a bottle's picture, strength and the quiet line, and no price when none is checked", () => {
    const { container } = render(<ResultRow result={bottle} />);
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/images/bottles/vor-gin.svg");
    expect(container.textContent).toBe("IllustrationVor GinUnfiltered · Eimverk Distillery · 47% volNot confirmed: strength");
  });

  it("shows the price of a checked offer", () => {
    render(<ResultRow result={{ ...bottle, price: "8,990 ISK", unverified: [] }} />);
    expect(screen.getByText("8,990 ISK")).toBeTruthy();
  });

  it("shows other results without a picture", () => {
    const { container } = render(
      <ResultRow
        result={{ kind: "botanical", title: "Rhubarb", subtitle: "4 bottles", href: "/botanicals/rhubarb", text: "" }}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("Rhubarb4 bottles");
  });

  it("on the search page, links by the title alone", () => {
    render(
      <MemoryRouter>
        <ResultRow result={bottle} link />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link").getAttribute("href")).toBe("/gin/vor-gin");
    expect(screen.getByRole("link").textContent).toBe("Vor Gin");
  });
});
