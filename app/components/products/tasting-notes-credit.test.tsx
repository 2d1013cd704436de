// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getGin, type Product } from "@content/index";
import type { ComparableProduct } from "~/lib/routing/site-files";
import { comparableProductsJson } from "~/lib/routing/site-files";
import { ComparePage } from "~/components/compare/compare-page";
import { ginDetail } from "./detail-copy";
import { ProductNotes } from "./product-notes";

// No bottle's file credits its notes yet, so the credit lives only in this test.
const CREDIT = "After Kirsch Import's notes (2020)";
const vor = getGin("vor-gin")!;
const credited: Product = { ...vor, tastingNotes: { ...vor.tastingNotes, credit: CREDIT } };

const compared = (JSON.parse(comparableProductsJson()) as { products: ComparableProduct[] }).products;
const comparedVor = compared.find((p) => p.slug === "vor-gin")!;

describe("tasting notes say whose they are", () => {
  afterEach(cleanup);

  it("on the bottle page, the credit shows in the Tasting Notes block", () => {
    render(
      <MemoryRouter>
        <ProductNotes product={credited} copy={ginDetail} />
      </MemoryRouter>,
    );
    const notes = screen.getByRole("heading", { name: "Tasting Notes" }).closest("section")!;
    expect(within(notes).getByText(CREDIT)).toBeTruthy();
  });

  it("in the comparison, the credit shows in the row about the notes", () => {
    const other = compared.find((p) => p.slug !== "vor-gin" && !p.unverified.includes("producer"))!;
    render(
      <MemoryRouter>
        <ComparePage
          comparison={{
            slugs: ["vor-gin", other.slug],
            products: [{ ...comparedVor, tastingNotes: { ...comparedVor.tastingNotes, credit: CREDIT } }, other],
            catalogue: compared,
          }}
        />
      </MemoryRouter>,
    );
    const row = screen.getByRole("row", { name: /^About the notes/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([CREDIT, "—"]);
  });
});
