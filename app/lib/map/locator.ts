import type { LonLat } from "./map-state";
import { toViewport } from "./web-mercator";

/** The locator: all of Iceland at a fixed view, the base drawn once as a cached image file. */
export const LOCATOR_VIEW = { center: [-18.7, 64.95] as LonLat, zoom: 4.6, width: 512, height: 256 };
export const LOCATOR_IMAGE = "/maps/iceland-locator.svg";

/** Where a place falls on the locator image, in percent of its width and height. */
export function locatorPosition(coordinates: LonLat): { left: number; top: number } {
  const [x, y] = toViewport(coordinates, LOCATOR_VIEW.center, LOCATOR_VIEW.zoom, LOCATOR_VIEW);
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return { left: clamp((x / LOCATOR_VIEW.width) * 100), top: clamp((y / LOCATOR_VIEW.height) * 100) };
}
