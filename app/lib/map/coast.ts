/**
 * The coastline's unit, in zoom-0 pixels: its path is integers of this size (draw it inside the
 * world transform with scale(COAST_UNIT)). Natural Earth 1:10m's own grid is about 0.005 zoom-0
 * pixels at Iceland's latitude, so a finer unit would only write longer numbers into the file.
 */
export const COAST_UNIT = 0.004;

/**
 * The coastline drawn as the map page and the locator image draw it (a path in COAST_UNITs). Its
 * stroke stays one pixel wide whatever the map's zoom scales the path by.
 */
export const coastMarkup = (path: string, id?: string) =>
  `<path${id ? ` id="${id}"` : ""} d="${path}" fill="#e8efe9" stroke="#6b8f9c" stroke-width="1" vector-effect="non-scaling-stroke" stroke-linejoin="round"/>`;

/** The map page's coastline file: the path as `#coast`, for `<use>` (map/coastline.tsx). */
export const coastFile = (path: string, origin: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg">\n<!--\n${origin}\n-->\n<defs>${coastMarkup(path, "coast")}</defs>\n</svg>\n`;
