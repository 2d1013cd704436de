// Runs in the slow-line project only (its name ends in slow-line.spec.ts): the compare flows that
// talk to the network (the page fetches /data/products.json, once per visit) on a phone-sized page
// over Lighthouse's slow 4G.
import { compareNetworkTests } from "./compare-phone.flows";

compareNetworkTests({ width: 390 });
