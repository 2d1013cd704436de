// Runs in the slow-line project only (its name ends in slow-line.spec.ts): the admin's publish
// flows on a phone-sized page over Lighthouse's slow 4G.
import { test } from "./fixtures";
import { adminPublishTests } from "./admin-publish.flows";

test.describe.configure({ timeout: 90_000 });
adminPublishTests();
