import { describe, expect, it } from "vitest";
import { encodedSpellings } from "./static-site";

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
