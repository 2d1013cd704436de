import { RETIRED_GIN_PATH } from "../catalogue/retired-gin";

/**
 * Addresses of the old site and where they live now. One table, read by the client-side
 * catch-all route, the production server (301) and the CDN `_redirects` file.
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  "/angelica-gin": "/gin/angelica-gin",
  "/lundey-gin": "/gin/lundey-gin",
  "/olafsson-gin": "/gin/olafsson-gin",
  "/glacier-gin": "/gin/glacier-gin",
  "/himbrimi-old-tom-gin": "/gin/himbrimi-old-tom-gin",
  "/reykjavik-gin": "/gin/reykjavik-gin",
  "/wild-dry-gin": "/gin/wild-dry-gin",
  "/pure-north-gin": "/gin/pure-north-gin",
  "/old-islandia-gin": "/gin/old-islandia-gin",
  "/old-islandia-pink-gin": "/gin/old-islandia-pink-gin",
  "/old-islandia-blue-gin": "/gin/old-islandia-blue-gin",
  "/marberg-gin": "/gin/marberg-gin",
  "/studlaberg-gin": "/gin/studlaberg-gin",
  "/vor-barrel-aged-gin": "/gin/vor-barrel-aged-gin",
  "/vor-premium-gin": "/gin/vor-gin",
  "/helviti-gin": "/gin/helviti-gin",
  "/freyja-gin": "/gin/freyja-gin",
  "/einiberja-gin": "/gin/icelandic-juniper-gin",
  "/juniper-gin": "/gin/icelandic-juniper-gin",
  "/eve-online-limited-edition-gin": "/gin/eve-online-limited-edition-gin",
  "/himbrimi-winterbird-gin": "/gin/himbrimi-winterbird-gin",
  "/2023/06/28/lundey-gin-puffin-inspired-spirit": "/blog/lundey-gin-puffin-inspired-spirit",
};

/**
 * Where an address that no route serves should go: a legacy target, the gin list for the
 * retired gin (any address ending in it), or null (not a known old address). The address is
 * matched as written, with or without one trailing slash: Cloudflare's `_redirects` rules match
 * the raw path, case and percent-encoding included, so the Node server does the same and both
 * give one answer (tests/e2e/cdn-node-agreement.spec.ts).
 */
export function resolveLegacyPath(pathname: string): string | null {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (path.endsWith(RETIRED_GIN_PATH)) return "/premium-gins";
  return Object.hasOwn(legacyRedirects, path) ? legacyRedirects[path]! : null;
}
