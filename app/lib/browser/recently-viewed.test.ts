// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  MAX_RECENTLY_VIEWED,
  RECENTLY_VIEWED_KEY,
  clearRecentlyViewed,
  readRecentlyViewed,
  recordView,
  subscribeRecentlyViewed,
} from "./recently-viewed";
import { NOT_SAME_SITE } from "../routing/same-site-path.test-fixtures";

const bottle = (slug: string) => ({ slug, name: `Bottle ${slug}`, href: `/gin/${slug}`, image: `/images/bottles/${slug}.svg` });

describe("recently viewed bottles", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the newest first, each bottle once, at most eight", () => {
    for (const slug of ["a", "b", "c", "a"]) recordView(bottle(slug));
    expect(readRecentlyViewed().map((item) => item.slug)).toEqual(["a", "c", "b"]);
    for (let n = 0; n < 12; n++) recordView(bottle(`x${n}`));
    expect(readRecentlyViewed()).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(readRecentlyViewed()[0]!.slug).toBe("x11");
  });

  it("lives in localStorage only: no cookie is written", () => {
    recordView(bottle("a"));
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([bottle("a")]);
    expect(document.cookie).toBe("");
  });

  it("clears everything, and tells the page each time the list changes", () => {
    const changed = vi.fn();
    const stop = subscribeRecentlyViewed(changed);
    recordView(bottle("a"));
    clearRecentlyViewed();
    stop();
    recordView(bottle("b"));
    expect(changed).toHaveBeenCalledTimes(2);
    clearRecentlyViewed();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(readRecentlyViewed()).toEqual([]);
  });

  it("ignores what it did not write: broken text, strange entries, links off the site", () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, "{not json");
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        bottle("a"),
        { slug: "b" },
        { ...bottle("c"), href: "https://elsewhere.example/" },
        { ...bottle("d"), href: "//elsewhere.example/" },
        7,
      ]),
    );
    expect(readRecentlyViewed().map((item) => item.slug)).toEqual(["a"]);
  });

  it.each(NOT_SAME_SITE)("leaves out a bottle whose link or picture is %j", (path) => {
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([bottle("a"), { ...bottle("b"), href: path }, { ...bottle("c"), image: path }, bottle("d")]),
    );
    expect(readRecentlyViewed().map((item) => item.slug)).toEqual(["a", "d"]);
  });
});
