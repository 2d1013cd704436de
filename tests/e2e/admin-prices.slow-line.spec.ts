// Runs in the slow-line project only (its name ends in slow-line.spec.ts): the admin's price check
// on a phone-sized page over Lighthouse's slow 4G, one request for each bottle of the catalogue.
import { test } from "./fixtures";
import { adminPricesTests } from "./admin-prices.flows";

test.describe.configure({ timeout: 180_000 });
adminPricesTests();
