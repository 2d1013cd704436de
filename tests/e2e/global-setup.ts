import type { Server } from "node:http";
import { FAKE_PORTS } from "./env";
import { startAnalyticsFake } from "./fakes/analytics";
import { startFirecrawlFake } from "./fakes/firecrawl";
import { startHubspotFake } from "./fakes/hubspot";
import { startMapboxFake } from "./fakes/mapbox";

/** Starts the fake third-party services the test build points at; returns the teardown. */
export default async function globalSetup() {
  const servers: Server[] = await Promise.all([
    startHubspotFake(FAKE_PORTS.hubspot),
    startMapboxFake(FAKE_PORTS.mapbox),
    startFirecrawlFake(FAKE_PORTS.firecrawl),
    startAnalyticsFake(FAKE_PORTS.analytics),
  ]);
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
