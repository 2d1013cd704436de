// The admin's publish commands on a desktop browser; the same flows run on slow 4G in
// admin-publish.slow-line.spec.ts.
import { adminPublishTests } from "./admin-publish.flows";

adminPublishTests();
