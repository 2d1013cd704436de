import coastFile from "./iceland-coast.svg?url";

/**
 * Iceland's coastline in COAST_UNITs (draw inside the world transform with scale(COAST_UNIT)). It
 * is a file with a content hash in its name, cached for good and drawn by <use> as the icons are,
 * so no page carries the geometry. Its stroke does not scale (lib/map/coast.ts).
 */
export function Coastline() {
  return <use href={`${coastFile}#coast`} />;
}
