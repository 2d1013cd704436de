/**
 * Writes app/styles/icons.css: every icon's drawing in one sprite, a data address in the stylesheet.
 * An icon drawn from a file (the old `/icons.svg`) was a request made while the page was parsed, one
 * that Lighthouse's simulated phone waits on before the largest paint; in the stylesheet it costs none.
 * Run `npm run icons` after adding an icon to app/components/ui/icon-drawings.ts.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { iconMasks } from "../app/components/ui/icon-drawings";

export const ICON_MASKS_FILE = join(dirname(fileURLToPath(import.meta.url)), "../app/styles/icons.css");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ICON_MASKS_FILE, iconMasks());
  console.log(`${ICON_MASKS_FILE}: ${iconMasks().length} bytes`);
}
