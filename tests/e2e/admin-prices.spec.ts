// The admin's price check on a desktop browser; the same flow runs on slow 4G in
// admin-prices.slow-line.spec.ts.
import { test } from "./fixtures";
import { adminPricesTests } from "./admin-prices.flows";

// A guard against a hung run, not a speed check: one request for each bottle of the catalogue (about
// 50), each step checked before the clock moves on, took close to a minute beside a build on 2 cores.
test.describe.configure({ timeout: 180_000 });
adminPricesTests();
