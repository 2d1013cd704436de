// Runs in the slow-line project only (its name ends in slow-line.spec.ts): a phone on slow 4G. The
// index comes over the line once; the search page reads the query, and the panel's cocktail result opens.
import { expect, test } from "./fixtures";
import { recordTraffic } from "./slow-line";
import { cocktailFromThePhonePanel, juniperWithoutCitrus } from "./search-query.flows";

test("juniper -citrus on the search page, then cocktail in the phone panel, loading the index once", async ({ page }) => {
  const traffic = recordTraffic(page);
  await juniperWithoutCitrus(page);
  await cocktailFromThePhonePanel(page);
  expect(traffic.to("/data/search-index.json")).toHaveLength(1);
});
