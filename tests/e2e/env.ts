import { readFileSync, writeFileSync } from "node:fs";
import { DEFAULT_PORT_BASE } from "../../scripts/e2e-ports";

/** Where the end-to-end build and its fake third-party services live (all on loopback). */
export const E2E_BUILD_DIRECTORY = "build-e2e";

/** The file in the test build that records the port block its fakes' addresses were built with. */
const PORT_BASE_FILE = new URL(`../../${E2E_BUILD_DIRECTORY}/port-base`, import.meta.url);
/** For `npm run build:e2e`: records the block, so a later `npm run test:e2e` without E2E_PORT_BASE meets the build's fakes. */
export const recordPortBase = () => writeFileSync(PORT_BASE_FILE, String(E2E_PORT_BASE));
const builtPortBase = () => {
  try {
    return Number(readFileSync(PORT_BASE_FILE, "utf8"));
  } catch {
    return undefined;
  }
};

/**
 * Every port of a run is E2E_PORT_BASE plus an offset (scripts/e2e-ports.ts: npm test claims a free
 * block), else the block the test build was made for, else 4310-4349.
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE || builtPortBase() || DEFAULT_PORT_BASE);
const port = (offset: number) => E2E_PORT_BASE + offset;

export const E2E_PORT = port(0);
export const FAKE_PORTS = { hubspot: port(1), firecrawl: port(2), mapbox: port(3), analytics: port(4) } as const;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The development server (dev-server.spec.ts) and the production servers of the project copies (photos, offer-command). */
export const DEV_SERVER_PORT = port(20);
export const PHOTOS_COPY_PORT = port(31);
export const OFFER_COPY_PORT = port(32);

/** The build-time configuration of the test build: every service is a local fake. */
export const e2eBuildEnv: Record<string, string> = {
  BUILD_DIRECTORY: E2E_BUILD_DIRECTORY,
  VITE_SITE_URL: "https://ginsoficeland.com",
  VITE_HUBSPOT_PORTAL_ID: "1234567",
  VITE_HUBSPOT_CONTACT_FORM_ID: "contact-form-guid",
  VITE_HUBSPOT_FOOTER_FORM_ID: "footer-form-guid",
  VITE_HUBSPOT_POPUP_FORM_ID: "popup-form-guid",
  VITE_HUBSPOT_API_URL: `http://127.0.0.1:${FAKE_PORTS.hubspot}`,
  VITE_FIRECRAWL_API_URL: `http://127.0.0.1:${FAKE_PORTS.firecrawl}`,
  VITE_MAPBOX_API_URL: `http://127.0.0.1:${FAKE_PORTS.mapbox}`,
  VITE_GA_SCRIPT_URL: `http://127.0.0.1:${FAKE_PORTS.analytics}`,
};

/**
 * A second, small build (one page per route) with the optional services switched on: a map
 * token (the map image service's mode) and an analytics id (the consent banner). It has no
 * HubSpot portal, so its forms post to its own server's local inbox.
 */
export const E2E_MAPBOX_PORT = port(6);
export const E2E_MAPBOX_BASE_URL = `http://127.0.0.1:${E2E_MAPBOX_PORT}`;
export const E2E_MAPBOX_BUILD_DIRECTORY = "build-e2e-mapbox";
export const MAPBOX_TEST_TOKEN = "pk.test-token";
export const GA_TEST_ID = "G-TEST123";
export const e2eMapboxBuildEnv: Record<string, string> = {
  ...e2eBuildEnv,
  BUILD_DIRECTORY: E2E_MAPBOX_BUILD_DIRECTORY,
  VITE_HUBSPOT_PORTAL_ID: "",
  VITE_MAPBOX_TOKEN: MAPBOX_TEST_TOKEN,
  VITE_GA_MEASUREMENT_ID: GA_TEST_ID,
  PRERENDER_SAMPLE: "/gin/marberg-gin",
};
