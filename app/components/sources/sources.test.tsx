// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Sources, type SourceItem } from "./sources";

const PAGE = "https://www.visir.is/g/2021-gin";
const ARCHIVED = "https://web.archive.org/web/2026/https://www.visir.is/g/2021-gin";
const source = (extra: Partial<SourceItem> = {}): SourceItem => ({
  id: "visir-2021",
  title: "Gold medal (Vísir, 2021)",
  url: PAGE,
  checked: "2026-11-23",
  ...extra,
});

const show = (item: SourceItem) => {
  render(
    <MemoryRouter>
      <Sources sources={[item]} subject="Lundey Gin" />
    </MemoryRouter>,
  );
  return within(screen.getByRole("listitem"));
};
const hrefs = (item: ReturnType<typeof show>) => item.queryAllByRole("link").map((link) => link.getAttribute("href"));

describe("Sources: archived copies", () => {
  afterEach(cleanup);

  it("links the page, and its archived copy beside it", () => {
    const item = show(source({ archived: ARCHIVED }));
    expect(item.getByRole("link", { name: /Gold medal \(Vísir, 2021\)/ }).getAttribute("href")).toBe(PAGE);
    expect(item.getByRole("link", { name: /archived copy/ }).getAttribute("href")).toBe(ARCHIVED);
  });

  it("links only the page when there is no archived copy", () => {
    expect(hrefs(show(source()))).toEqual([PAGE]);
  });

  it("links the archived copy instead of a page reported dead", () => {
    const item = show(source({ archived: ARCHIVED, dead: true }));
    expect(hrefs(item)).toEqual([ARCHIVED]);
    expect(item.getByRole("link", { name: /archived copy/ })).toBeTruthy();
    expect(item.getByText("Gold medal (Vísir, 2021)")).toBeTruthy();
    expect(item.getByText(/no longer online/)).toBeTruthy();
  });

  it("names a dead page without linking it when there is no archived copy", () => {
    const item = show(source({ dead: true }));
    expect(hrefs(item)).toEqual([]);
    expect(item.getByText("Gold medal (Vísir, 2021)")).toBeTruthy();
    expect(item.getByText(/no longer online/)).toBeTruthy();
  });
});
