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
    expect(sections.facilities.general).toBe(false);
  });

  it("never invents awards: no awards, no section", () => {
    expect(profileSections({}).awards).toEqual([]);
    expect(Object.keys(PROFILE_FALLBACKS)).not.toContain("awards");
  });

  it("shows the awards it is given (the bottles' own) instead of the profile's", () => {
    expect(profileSections({ awards: ["old"] }, ["Gold, A competition 2020 (Bottle)"]).awards).toEqual([
      "Gold, A competition 2020 (Bottle)",
    ]);
  });

  it("marks the fallback lists as general notes, and the distillery's own lists as its own", () => {
    const bare = profileSections({});
    expect(bare.productionMethods).toEqual({ items: PROFILE_FALLBACKS.productionMethods, general: true });
    expect(bare.highlights).toEqual({ items: PROFILE_FALLBACKS.highlights, general: true });
    expect(bare.facilities).toMatchObject({ features: PROFILE_FALLBACKS.facilities, general: true });
    expect(profileSections({ productionMethods: ["Vacuum distillation"] }).productionMethods).toEqual({
      items: ["Vacuum distillation"],
      general: false,
    });
  });

  it("states no distilling method in a general note (a record may say another)", () => {
    const notes = Object.values(PROFILE_FALLBACKS).flat().join(" ").toLowerCase();
    for (const method of ["pot still", "column", "vacuum", "copper"]) expect(notes).not.toContain(method);
  });

  it("offers visitor tours among the fallback facilities only when a tour link exists", () => {
    expect(profileSections({ bookTour: "https://example.is/tours" }).facilities.features[0]).toBe("Visitor tours available");
    expect(profileSections({}).facilities.features).not.toContain("Visitor tours available");
  });
});
