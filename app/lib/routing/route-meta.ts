import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/config/site";

/**
 * Titles, canonical links, social tags and JSON-LD are computed at build time by each
 * route's loader (lib/routing/seo, lib/routing/structured-data never reach the browser); the browser reads
 * them from the loader data. An address without data gets a not-found title.
 */
export function metaFromLoader(
  loaderData: { meta: MetaDescriptor[] } | undefined,
  notFoundTitle = "Page Not Found",
): MetaDescriptor[] {
  return loaderData?.meta ?? [{ title: siteTitle(notFoundTitle) }, { name: "robots", content: "noindex" }];
}

/** "{name} - The Gins of Iceland": the one place the site name joins a page title (browser-safe, unlike lib/routing/seo). */
export function siteTitle(name: string): string {
  return `${name} - ${siteConfig.siteName}`;
}
