/** What the map page and its panels show of a distillery (the route builds them from the catalogue). */
import type { LonLat } from "~/lib/map/map-state";

export interface MapDistillery {
  id: string;
  name: string;
  location: string;
  coordinates: LonLat;
  description: string;
  founded?: string;
  /** the distillery's bottles and their pages */
  bottles: { name: string; href: string }[];
  website?: string;
  /** the pin stands at the town, not at the distillery */
  approximate?: boolean;
}

/** A listed distillery with no sourced town: named under the map, never pinned. */
export interface UnpinnedDistillery {
  id: string;
  name: string;
  location: string;
}
