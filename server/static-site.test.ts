import { describe, expect, it } from "vitest";
import { encodedSpellings, isLookalike, lookalikeEndings } from "./static-site";

describe("encodedSpellings", () => {
  it("writes each character but / as itself or percent-encoded, in either case of hex digit", () => {
    const spellings = encodedSpellings("/admin");
    // a, d, i: 2 forms; m, n: 3 (%6D, %6d; %6E, %6e); less the address itself.
    expect(spellings).toHaveLength(2 * 2 * 3 * 2 * 3 - 1);
    expect(spellings).toContain("/%61dmin");
    expect(spellings).toContain("/%61%64%6d%69%6E");
    expect(spellings).not.toContain("/admin");
    expect(new Set(spellings.map(decodeURIComponent))).toEqual(new Set(["/admin"]));
  });

  it("keeps the slashes", () => {
    expect(new Set(encodedSpellings("/a/b"))).toEqual(new Set(["/%61/b", "/a/%62", "/%61/%62"]));
  });
});

describe("lookalikeEndings", () => {
  it("ends every longer address that decodes to .../name, after a separator or with an encoded character", () => {
    const endings = lookalikeEndings("/admin");
    expect(endings).toEqual(["/admin", "%2Fadmin", "%2fadmin", "%61dmin", "%64min", "%6Din", "%6din", "%69n", "%6E", "%6e"]);
    const lookalikes = ["/%2F%61dmin", "/x/..%2Fadm%69n", "//admin"];
    for (const spelling of encodedSpellings("/admin")) lookalikes.push(`/%2F${spelling.slice(1)}`, `/x/..${spelling}`);
    for (const address of lookalikes)
      expect(
        endings.some((ending) => address.endsWith(ending)),
        address,
      ).toBe(true);
  });

  it("leaves the page's own address and its single spellings to the page's own rules", () => {
    expect(isLookalike("/admin")).toBe(false);
    expect(isLookalike("/404")).toBe(false);
    expect(isLookalike("/404.html")).toBe(false);
    expect(isLookalike("/gin/olafsson-gin")).toBe(false);
    for (const address of ["//admin", "/%2Fadmin", "/%34%30%34", "/%34%30%34.html", "/x/..%2F404", "/gin/olafsson-gi%6E"])
      expect(isLookalike(address), address).toBe(true);
  });
});
