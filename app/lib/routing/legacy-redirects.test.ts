import { describe, expect, it } from "vitest";
import { getBlogPost, getGin } from "@content/index";
import { legacyRedirects, resolveLegacyPath } from "./legacy-redirects";

describe("resolveLegacyPath", () => {
  it("maps an old gin address with and without a trailing slash", () => {
    expect(resolveLegacyPath("/lundey-gin")).toBe("/gin/lundey-gin");
    expect(resolveLegacyPath("/lundey-gin/")).toBe("/gin/lundey-gin");
  });

  it("maps the dated Lundey article to its blog post", () => {
    expect(resolveLegacyPath("/2023/06/28/lundey-gin-puffin-inspired-spirit/")).toBe("/blog/lundey-gin-puffin-inspired-spirit");
  });

  it("sends any address ending in /gin/einiberja-gin to the gin list", () => {
    expect(resolveLegacyPath("/x/gin/einiberja-gin")).toBe("/premium-gins");
    expect(resolveLegacyPath("/gin/einiberja-gin/")).toBe("/premium-gins");
  });

  it("matches the address as written: one trailing slash, not a second; not another case or percent-encoding", () => {
    expect(resolveLegacyPath("/lundey-gin//")).toBeNull();
    expect(resolveLegacyPath("/LUNDEY-GIN")).toBeNull();
    expect(resolveLegacyPath("/%6Cundey-gin")).toBeNull();
    expect(resolveLegacyPath("/x/gin/einiberja-gin//")).toBeNull();
    expect(resolveLegacyPath("/GIN/EINIBERJA-GIN")).toBeNull();
    expect(resolveLegacyPath("/a/b/c/gin/einiberja-gin/")).toBe("/premium-gins");
  });

  it("returns null for an unknown address", () => {
    expect(resolveLegacyPath("/some/unknown")).toBeNull();
    expect(resolveLegacyPath("/")).toBeNull();
  });

  it("only points at new addresses", () => {
    for (const target of Object.values(legacyRedirects)) {
      expect(target).toMatch(/^\/(gin|blog)\/[a-z0-9-]+$/);
    }
  });
});

describe("legacyRedirects", () => {
  it("every legacy address points at an existing page", () => {
    for (const target of Object.values(legacyRedirects)) {
      const [, kind, slug] = target.split("/");
      if (kind === "gin") expect(getGin(slug!), target).toBeDefined();
      else expect(getBlogPost(slug!), target).toBeDefined();
    }
  });
});
