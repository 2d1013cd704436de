/**
 * The catalogue's lists, read once from the YAML files under content/ (see catalogue-files.ts for
 * where each list lives and how the files are checked). Importing this module fails with a
 * ContentError naming every broken file and field, so `npm run build` and the tests do too.
 */
import { loadCatalogue } from "./catalogue-files";
import { readLinkHealth, reportedDeadUrls } from "./link-health";
import type { ProductRecord } from "./schema";

const catalogue = loadCatalogue();

export const ginRecords = catalogue.ginRecords;
export const spiritTableGins = catalogue.spiritTableGins;
/** The 25th gin of the list, whose detail page is the spirit table's (/spirit/og-natura-gin); loadCatalogue checks there is one. */
export const spiritTableGin: ProductRecord = spiritTableGins[0]!;
export const whiskyRecords = catalogue.whiskyRecords;
export const vodkaRecords = catalogue.vodkaRecords;
export const brennivinRecords = catalogue.brennivinRecords;
export const otherSpiritRecords = catalogue.otherSpiritRecords;
/** Every bottle's record, each list once (a gin of the spirit table is in `spiritTableGins`, not `ginRecords`). */
export const productRecords: ProductRecord[] = [
  ...ginRecords,
  ...spiritTableGins,
  ...whiskyRecords,
  ...vodkaRecords,
  ...brennivinRecords,
  ...otherSpiritRecords,
];
export const distilleryProfiles = catalogue.distilleryProfiles;
export const mapDistilleryIds = catalogue.mapDistilleryIds;
export const botanicals = catalogue.botanicals;
export const shops = catalogue.shops;

/** The source addresses `npm run links` reports dead (content/link-health.json): pages show their archived copy instead. */
export const deadSourceUrls = reportedDeadUrls(readLinkHealth());
