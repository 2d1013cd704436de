// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FactMark, type MarkedRecord } from "./unverified-mark";

const sources = [
  { id: "qw", title: "Flóki Young Malt 1st Edition (Québec Whisky)", url: "https://example.org/qw", checked: "2026-11-29" },
];
const show = (record: MarkedRecord, field = "description") =>
  render(
    <MemoryRouter>
      <p>
        A batch of 500 bottles
        <FactMark record={record} field={field} />
      </p>
    </MemoryRouter>,
  );

describe("FactMark: the mark says what we know", () => {
  afterEach(cleanup);

  it("shows nothing beside a sourced fact", () => {
    show({ sources, facts: { description: ["qw"] } });
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows the mark alone when no source says anything else", () => {
    show({ sources, facts: { description: "unverified" } });
    expect(screen.getByRole("link", { name: /unverified/ }).getAttribute("href")).toBe("/how-we-describe-bottles#unverified");
    expect(document.querySelector("[data-mark-note]")).toBeNull();
  });

  it("says, beside the mark, what a source says instead, linking that source", () => {
    show({
      sources,
      facts: { description: "unverified" },
      markNotes: { description: { note: "Sources give 500 bottles for Flóki's first single malt", source: "qw" } },
    });
    expect(screen.getByRole("link", { name: /unverified/ })).toBeTruthy();
    const note = document.querySelector('[data-mark-note="description"]')!;
    expect(note.textContent).toMatch(/^Sources give 500 bottles for Flóki's first single malt \(Flóki Young Malt 1st Edition/);
    expect(screen.getByRole("link", { name: /Québec Whisky/ }).getAttribute("href")).toBe("https://example.org/qw");
  });

  it("gives no note to a fact a source backs, even if a note is left in the record", () => {
    show({ sources, facts: { description: ["qw"] }, markNotes: { description: { note: "stale", source: "qw" } } });
    expect(document.body.textContent).not.toMatch(/stale/);
  });
});
