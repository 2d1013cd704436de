/** Where the end-to-end build and its fake third-party services live (all on loopback). */
export const E2E_PORT = 4310;
export const FAKE_PORTS = { hubspot: 4311, firecrawl: 4312, mapbox: 4313, analytics: 4314 } as const;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_BUILD_DIRECTORY = "build-e2e";

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
export const E2E_MAPBOX_PORT = 4316;
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
