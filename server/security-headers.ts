/**
 * The security header policy, shared by the Node server and the CDN `_headers` file.
 * The Content-Security-Policy is derived from the configured service URLs; inline scripts
 * of a pre-rendered page are allowed by their hashes, never by 'unsafe-inline'.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { ProxyTrust } from "./connections";
import type { SiteConfig } from "../app/config/site";

const origin = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

export interface CspOptions {
  /** sha256 hashes ('sha256-…') of the page's inline scripts */
  scriptHashes: string[];
  /** the operator page loads scraped images from anywhere and talks to the scraping service */
  admin?: boolean;
}

export function contentSecurityPolicy(config: SiteConfig, { scriptHashes, admin = false }: CspOptions): string {
  // gtag.js comes from the configured script host; real Google hosts also receive the hits.
  const usesGoogle = config.gaScriptUrl.startsWith("https://www.googletagmanager.com");
  const analyticsHosts = config.gaMeasurementId
    ? unique([
        origin(config.gaScriptUrl),
        ...(usesGoogle ? ["https://www.google-analytics.com", "https://region1.google-analytics.com"] : []),
      ])
    : [];
  const mapImages = config.mapbox.token ? unique([origin(config.mapbox.apiUrl)]) : [];
  const forms = unique([origin(config.hubspot.apiUrl || undefined)]);
  const scraping = admin ? unique([origin(config.firecrawlApiUrl)]) : [];

  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...analyticsHosts],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": admin ? ["'self'", "data:", "https:"] : ["'self'", "data:", ...mapImages, ...analyticsHosts],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...forms, ...scraping, ...analyticsHosts],
    "frame-src": ["https://www.youtube-nocookie.com"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers every response carries, hashed build files included. */
export const assetSecurityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * Headers that only a document acts on (framing, window opener, powerful features, and the CSP added
 * per page). Hashed build files (scripts, styles, fonts, photos) are never opened as pages, so they go
 * without: about 0.8 KB less on each of the ten or so files a first visit asks for, which on a slow
 * line is paint time (docs/decisions.md, "Headings in one self-hosted serif").
 */
export const documentOnlySecurityHeaders: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/** Headers every response but a hashed build file carries (the CSP is added per page). */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  ...assetSecurityHeaders,
  ...documentOnlySecurityHeaders,
};

/** The headers a hashed build file goes without (removed on the CDN by `! Name`). */
export const DOCUMENT_ONLY_HEADER_NAMES = [...Object.keys(documentOnlySecurityHeaders), "Content-Security-Policy"];

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** The security headers of one response: the shared policy, its CSP, and HSTS when the visitor came over HTTPS. */
export function securityHeaders(csp: string, https = false): Record<string, string> {
  const headers: Record<string, string> = { ...baseSecurityHeaders, "Content-Security-Policy": csp };
  if (https) headers["Strict-Transport-Security"] = HSTS_VALUE;
  return headers;
}

/**
 * Did the visitor come over HTTPS (then HSTS is sent)? Only the proxy we trust can say so, on its own
 * connection: the last X-Forwarded-Proto entry is the one it set, as for Fastify's `request.protocol`.
 */
export function forwardedHttps(
  request: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } },
  isTrustedProxy: ProxyTrust,
): boolean {
  const value = isTrustedProxy(request.socket.remoteAddress) ? request.headers["x-forwarded-proto"] : undefined;
  if (!value) return false;
  const last = Array.isArray(value) ? (value.at(-1) ?? "") : value;
  return last.slice(last.lastIndexOf(",") + 1).trim() === "https";
}
