/** The one client of the map image service (Mapbox Static Images API): URL builders. */
import { siteConfig } from "~/config/site";
import type { LonLat } from "../map/map-state";

const STYLE = "mapbox/light-v11";
const RED = "ff0000";
const coordinate = (value: number) => String(Math.round(value * 1e5) / 1e5);
const position = ([lon, lat]: LonLat) => `${coordinate(lon)},${coordinate(lat)}`;

export interface StaticMapOptions {
  pins: { coordinates: LonLat; label?: number }[];
  center: LonLat;
  zoom: number;
  width: number;
  height: number;
  token: string;
  apiUrl?: string;
}

export function staticMapUrl({
  pins,
  center,
  zoom,
  width,
  height,
  token,
  apiUrl = siteConfig.mapbox.apiUrl,
}: StaticMapOptions): string {
  const overlay = pins
    .map((pin) => `pin-l${pin.label !== undefined ? `-${pin.label}` : ""}+${RED}(${position(pin.coordinates)})`)
    .join(",");
  return `${apiUrl}/styles/v1/${STYLE}/static/${overlay}/${position(center)},${zoom}/${width}x${height}@2x?access_token=${encodeURIComponent(token)}`;
}

/** The map page: a numbered red pin per distillery, the view's centre and zoom, 800x600@2x. */
export const pageMapUrl = (pins: LonLat[], center: LonLat, zoom: number, token: string, apiUrl?: string) =>
  staticMapUrl({
    pins: pins.map((coordinates, i) => ({ coordinates, label: i + 1 })),
    center,
    zoom,
    width: 800,
    height: 600,
    token,
    apiUrl,
  });

/** The detail-page widget: one red pin, zoom 13, 512x256@2x. */
export const widgetMapUrl = (coordinates: LonLat, token: string, apiUrl?: string) =>
  staticMapUrl({ pins: [{ coordinates }], center: coordinates, zoom: 13, width: 512, height: 256, token, apiUrl });

/** A maps search at the coordinates, or for a place by name ("Hafnarfjörður, Iceland"), opened in a new tab. */
export const mapsSearchUrl = (place: LonLat | string) =>
  `https://www.google.com/maps/search/?api=1&query=${typeof place === "string" ? encodeURIComponent(place) : `${place[1]},${place[0]}`}`;
