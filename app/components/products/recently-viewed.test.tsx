// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RECENTLY_VIEWED_KEY, readRecentlyViewed, recordView } from "~/lib/browser/recently-viewed";
import { RecentlyViewed } from "./recently-viewed";

const bottle = (slug: string) => ({ slug, name: `Bottle ${slug}`, href: `/gin/${slug}`, image: `/images/bottles/${slug}.svg` });
const show = (slug: string) =>
  render(
    <MemoryRouter>
      <RecentlyViewed bottle={bottle(slug)} />
    </MemoryRouter>,
  );

describe("RecentlyViewed on a bottle page", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows nothing on a first visit, and remembers the bottle", () => {
    show("a");
    expect(screen.queryByRole("heading", { name: "Recently viewed" })).toBeNull();
    expect(readRecentlyViewed().map((item) => item.slug)).toEqual(["a"]);
  });

  it("lists the other bottles viewed, newest first, each a link to its page", () => {
    recordView(bottle("a"));
    recordView(bottle("b"));
    show("c");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/gin/b", "/gin/a"]);
    // named by the bottle alone: the drawing's "Illustration" caption is hidden from screen readers
    expect(screen.getByRole("link", { name: "Bottle b" }).getAttribute("href")).toBe("/gin/b");
    expect(links[0]!.textContent).toBe("IllustrationBottle b");
    expect(screen.getByText("Kept on this device only: no account, no cookie.")).toBeTruthy();
  });

  it("Clear forgets every bottle and says so where focus lands", () => {
    recordView(bottle("a"));
    show("b");
    act(() => fireEvent.click(screen.getByRole("button", { name: "Clear recently viewed" })));
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    const status = screen.getByRole("status");
    expect(status.textContent).toMatch(/^Cleared\./);
    expect(document.activeElement).toBe(status);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});
