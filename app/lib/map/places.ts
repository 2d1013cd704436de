import type { LonLat } from "./map-state";

/** The town in a location line ("Hafnarfjörður, Iceland" -> "Hafnarfjörður"); none for "Iceland" or "Reykjavík area". */
export function townOf(location: string): string | null {
  const first = location.split(",")[0]!.trim();
  if (!first || first === "Iceland" || / area$/i.test(first)) return null;
  return first;
}

export interface Place {
  coordinates: LonLat;
  /** the town named by one of the distilleries pinned here; null when none names a town */
  name: string | null;
  ids: string[];
}

/**
 * The distinct pin spots (each pin stands at its distillery's sourced town), named from the
 * distilleries' own location lines: no coordinate or name is added here.
 */
export function placesOf(distilleries: readonly { id: string; location: string; coordinates: LonLat }[]): Place[] {
  const byKey = new Map<string, Place>();
  for (const d of distilleries) {
    const key = d.coordinates.join(",");
    const place = byKey.get(key) ?? { coordinates: d.coordinates, name: null, ids: [] };
    place.ids.push(d.id);
    place.name ??= townOf(d.location);
    byKey.set(key, place);
  }
  return [...byKey.values()];
}
