import { COAST_UNIT, coastMarkup } from "~/lib/map/coast";
import { LOCATOR_VIEW } from "~/lib/map/locator";
import { worldTransform } from "~/lib/map/web-mercator";
import { icelandOutline } from "./iceland-geometry";

/** The locator's base map as an SVG file (read by the build only, so the geometry is not script). */
export function locatorImage(): string {
  const { width, height } = LOCATOR_VIEW;
  const transform = worldTransform(LOCATOR_VIEW.center, LOCATOR_VIEW.zoom, LOCATOR_VIEW);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#cfe3ee"/>` +
    `<g transform="${transform}"><g transform="scale(${COAST_UNIT})">` +
    coastMarkup(icelandOutline) +
    `</g></g></svg>`
  );
}
