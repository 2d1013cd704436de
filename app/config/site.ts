/**
 * The one typed configuration module. Build-time variables (VITE_*) are read once here;
 * everything else in the app imports `siteConfig` instead of touching the environment.
 * Under Node (build scripts, server bundle) the same function reads process.env; the browser's
 * build gets its result (see `__SITE_CONFIG__`).
 */
import { readAffiliateRef, SHOP_URL } from "../../content/shop-link";

type Env = Record<string, string | boolean | undefined>;

function readEnv(): Env {
  const viteEnv = (import.meta as ImportMeta & { env?: Env }).env;
  if (viteEnv) return viteEnv;
  return typeof process !== "undefined" ? (process.env as Env) : {};
}

const text = (env: Env, key: string): string | undefined => {
  const value = env[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

export interface HubspotForms {
  portalId: string | undefined;
  contactFormId: string;
  footerFormId: string;
  popupFormId: string;
}

export function readConfig(env: Env = readEnv()) {
  const portalId = text(env, "VITE_HUBSPOT_PORTAL_ID");
  return {
    siteName: "The Gins of Iceland",
    product: "Icelandic Gin",
    siteUrl: withoutTrailingSlash(text(env, "VITE_SITE_URL") ?? "https://ginsoficeland.com"),
    contactEmail: text(env, "VITE_CONTACT_EMAIL") ?? "hello@ginsoficeland.com",
    affiliateRef: readAffiliateRef(env),
    shopUrl: SHOP_URL,
    hubspot: {
      portalId,
      /** Without a portal the forms post to the local inbox of the production server. */
      apiUrl: portalId ? withoutTrailingSlash(text(env, "VITE_HUBSPOT_API_URL") ?? "https://api.hsforms.com") : "",
      contactFormId: text(env, "VITE_HUBSPOT_CONTACT_FORM_ID") ?? "contact",
      footerFormId: text(env, "VITE_HUBSPOT_FOOTER_FORM_ID") ?? "footer-newsletter",
      popupFormId: text(env, "VITE_HUBSPOT_POPUP_FORM_ID") ?? "popup-newsletter",
    },
    firecrawlApiUrl: withoutTrailingSlash(text(env, "VITE_FIRECRAWL_API_URL") ?? "https://api.firecrawl.dev"),
    mapbox: {
      token: text(env, "VITE_MAPBOX_TOKEN"),
      apiUrl: withoutTrailingSlash(text(env, "VITE_MAPBOX_API_URL") ?? "https://api.mapbox.com"),
    },
    gaMeasurementId: text(env, "VITE_GA_MEASUREMENT_ID"),
    /** Where gtag.js is loaded from; tests point it at a local fake. */
    gaScriptUrl: withoutTrailingSlash(text(env, "VITE_GA_SCRIPT_URL") ?? "https://www.googletagmanager.com"),
  } as const;
}

export type SiteConfig = ReturnType<typeof readConfig>;

// The browser's build is given the configuration as vite.config.ts read it (a plain object), so a
// page carries the values and not the code that reads them: about 0.3 KB gzip on every page.
declare const __SITE_CONFIG__: SiteConfig | undefined;

export const siteConfig: SiteConfig = typeof __SITE_CONFIG__ === "object" ? __SITE_CONFIG__ : readConfig();

/** Where the site is run from: shown with the contact address in the footer and on /contact. */
export const officeLocations = ["Reykjavik, Iceland", "Littleton, Colorado, USA"] as const;

export const navigation = [
  { name: "Home", href: "/" },
  { name: "Gins", href: "/premium-gins" },
  { name: "Whiskies", href: "/premium-whiskies" },
  { name: "Vodkas", href: "/premium-vodkas" },
  { name: "Distilleries", href: "/distilleries" },
  { name: "Contact", href: "/contact" },
  // Beyond the six required links: otherwise the blog and the brennivín list are ten phone screens away, in the footer.
  { name: "Blog", href: "/blog" },
  { name: "Brennivín", href: "/premium-brennivins" },
] as const;
