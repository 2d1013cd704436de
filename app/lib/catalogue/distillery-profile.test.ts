import { describe, expect, it } from "vitest";
import { PROFILE_FALLBACKS, profileSections } from "./distillery-profile";

describe("profileSections", () => {
  it("keeps at most 4 awards and 3 facility features", () => {
    const sections = profileSections({
      awards: ["a", "b", "c", "d", "e"],
      facilities: { description: "Tours", features: ["1", "2", "3", "4"] },
    });
    expect(sections.awards).toEqual(["a", "b", "c", "d"]);
    expect(sections.facilities.features).toEqual(["1", "2", "3"]);
  });

  it("falls back when the distillery has no lists", () => {
    const sections = profileSections({});
    expect(sections.productionMethods).toEqual(PROFILE_FALLBACKS.productionMethods);
    expect(sections.highlights).toEqual(PROFILE_FALLBACKS.highlights);
    expect(sections.awards).toEqual(PROFILE_FALLBACKS.awards);
    expect(sections.facilities.features).toEqual(PROFILE_FALLBACKS.facilities);
  });

  it("offers visitor tours among the fallback facilities only when a tour link exists", () => {
    expect(profileSections({ bookTour: "https://example.is/tours" }).facilities.features[0]).toBe("Visitor tours available");
    expect(profileSections({}).facilities.features).not.toContain("Visitor tours available");
  });
});
