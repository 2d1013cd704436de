import type { DistilleryProfile } from "../../../content/schema";

/** The spec's fallbacks for a profile without its own lists. */
export const PROFILE_FALLBACKS = {
  productionMethods: ["Traditional pot still distillation", "Pure Icelandic glacial water", "Small batch production"],
  highlights: ["Native Icelandic botanicals", "Arctic Circle terroir", "Hand-selected ingredients"],
  awards: ["Icelandic Craft Excellence", "Innovation in Distilling", "Quality Recognition"],
  facilities: ["Modern production equipment", "Quality-focused craftsmanship"],
  toursFacility: "Visitor tours available",
} as const;

export const MAX_AWARDS = 4;
export const MAX_FACILITY_FEATURES = 3;

export interface ProfileSections {
  productionMethods: string[];
  highlights: string[];
  awards: string[];
  facilities: { description?: string; features: string[] };
}

/** What the profile page lists: the distillery's own data, limited, or the fallbacks. */
export function profileSections(
  profile: Pick<DistilleryProfile, "productionMethods" | "highlights" | "awards" | "facilities" | "bookTour">,
): ProfileSections {
  const fallbackFacilities = [...(profile.bookTour ? [PROFILE_FALLBACKS.toursFacility] : []), ...PROFILE_FALLBACKS.facilities];
  return {
    productionMethods: profile.productionMethods?.length ? profile.productionMethods : [...PROFILE_FALLBACKS.productionMethods],
    highlights: profile.highlights?.length ? profile.highlights : [...PROFILE_FALLBACKS.highlights],
    awards: (profile.awards?.length ? profile.awards : [...PROFILE_FALLBACKS.awards]).slice(0, MAX_AWARDS),
    facilities: {
      description: profile.facilities?.description,
      features: (profile.facilities?.features.length ? profile.facilities.features : fallbackFacilities).slice(
        0,
        MAX_FACILITY_FEATURES,
      ),
    },
  };
}
