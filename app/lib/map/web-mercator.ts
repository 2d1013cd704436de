/**
 * Web Mercator as web maps use it, with 512-pixel tiles like Mapbox's static images, so a
 * centre and zoom mean the same on the built-in map as on the map image service.
 */
export const TILE_SIZE = 512;

/** [longitude, latitude] -> world pixels at zoom 0. */
export function project([lon, lat]: readonly [number, number]): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((lon + 180) / 360) * TILE_SIZE;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_SIZE;
  return [x, y];
}

/** A point's position in a viewport of the given size centred on `center` at `zoom`. */
export function toViewport(
  point: readonly [number, number],
  center: readonly [number, number],
  zoom: number,
  size: { width: number; height: number },
): [number, number] {
  const scale = 2 ** zoom;
  const [px, py] = project(point);
  const [cx, cy] = project(center);
  return [(px - cx) * scale + size.width / 2, (py - cy) * scale + size.height / 2];
}

/** The SVG transform that draws zoom-0 world pixels into the viewport. */
export function worldTransform(center: readonly [number, number], zoom: number, size: { width: number; height: number }): string {
  const scale = 2 ** zoom;
  const [cx, cy] = project(center);
  return `translate(${(size.width / 2 - cx * scale).toFixed(2)} ${(size.height / 2 - cy * scale).toFixed(2)}) scale(${scale})`;
}

/** World pixels at zoom 0 -> [longitude, latitude]: the inverse of `project`. */
export function unproject([x, y]: readonly [number, number]): [number, number] {
  const lon = (x / TILE_SIZE) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / TILE_SIZE))) * 180) / Math.PI;
  return [lon, lat];
}
