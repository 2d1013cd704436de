import type { Page } from "@playwright/test";

/** What Chromium's DevTools protocol takes for `Network.emulateNetworkConditions`. */
export interface NetworkConditions {
  offline: boolean;
  /** Minimum time from request sent to response headers, in ms. */
  latency: number;
  /** Bytes per second. */
  downloadThroughput: number;
  /** Bytes per second. */
  uploadThroughput: number;
}

/** Lighthouse's mobile "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G: NetworkConditions = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Throttles every request of this page (documents, data, chunks, form posts) from now on. */
export async function emulateNetwork(page: Page, conditions: NetworkConditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { ...conditions });
}

export interface SentRequest {
  method: string;
  url: URL;
  resourceType: string;
  /** Status of its answer, once one arrived. */
  status?: number;
}

/**
 * Records every request the page sends and the status each got, so a test can bound them:
 * a navigation loop shows up as repeated data requests long before it shows up as anything else.
 */
export function recordTraffic(page: Page) {
  const sent: SentRequest[] = [];
  page.on("request", (request) =>
    sent.push({ method: request.method(), url: new URL(request.url()), resourceType: request.resourceType() }),
  );
  // Redirect answers (301) come through here too.
  page.on("response", (response) => {
    const entry = sent.findLast((item) => item.url.href === response.url() && item.status === undefined);
    if (entry) entry.status = response.status();
  });
  const paths = (items: SentRequest[]) => items.map((item) => item.url.pathname);
  return {
    sent,
    /** Paths of the route-data requests (`/x.data`) React Router made. */
    data: () => paths(sent.filter((item) => item.url.pathname.endsWith(".data"))),
    /** Requests whose path is exactly this one. */
    to: (pathname: string) => sent.filter((item) => item.url.pathname === pathname),
    withStatus: (status: number) => sent.filter((item) => item.status === status),
  };
}
