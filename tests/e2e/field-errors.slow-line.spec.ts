// Runs in the slow-line project only (its name ends in slow-line.spec.ts): the field-error flows
// that talk to the network (the flow's code on the first submit, the provider's refusal) on a
// phone-sized page over Lighthouse's slow 4G.
import { fieldErrorNetworkTests } from "./field-errors.flows";

fieldErrorNetworkTests();
