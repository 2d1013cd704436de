import type { DistilleryProfile } from "../../../content/schema";

/**
 * The original fallbacks for a profile without its own lists, kept only as general notes (the page
 * says they are not specific to the distillery). No award fallback: awards that were never given
 * are not shown (docs/decisions.md), and "traditional pot still distillation" is left out because it
 * states a method that a distillery's record may contradict.
 */
export const PROFILE_FALLBACKS = {
  productionMethods: ["Pure Icelandic glacial water", "Small batch production"],
  highlights: ["Native Icelandic botanicals", "Arctic Circle terroir", "Hand-selected ingredients"],
  facilities: ["Modern production equipment", "Quality-focused craftsmanship"],
  toursFacility: "Visitor tours available",
} as const;

export const MAX_AWARDS = 4;
export const MAX_FACILITY_FEATURES = 3;

/** A list on the profile; `general` when it is the site's general note, not the distillery's own record. */
export interface ProfileList {
  items: string[];
  general: boolean;
}

export interface ProfileSections {
  productionMethods: ProfileList;
  highlights: ProfileList;
  /** empty: the section hides */
  awards: string[];
  facilities: { description?: string; features: string[]; general: boolean };
}

const own = (items: readonly string[] | undefined, fallback: readonly string[]): ProfileList =>
  items?.length ? { items: [...items], general: false } : { items: [...fallback], general: true };

/** What the profile page lists: the distillery's own data (limited), or general notes; awards only when real. */
export function profileSections(
  profile: Pick<DistilleryProfile, "productionMethods" | "highlights" | "awards" | "facilities" | "bookTour">,
  awards: readonly string[] = profile.awards ?? [],
): ProfileSections {
  const fallbackFacilities = [...(profile.bookTour ? [PROFILE_FALLBACKS.toursFacility] : []), ...PROFILE_FALLBACKS.facilities];
  const features = own(profile.facilities?.features, fallbackFacilities);
  return {
    productionMethods: own(profile.productionMethods, PROFILE_FALLBACKS.productionMethods),
    highlights: own(profile.highlights, PROFILE_FALLBACKS.highlights),
    awards: awards.slice(0, MAX_AWARDS),
    facilities: {
      description: profile.facilities?.description,
      features: features.items.slice(0, MAX_FACILITY_FEATURES),
      general: features.general,
    },
  };
}
