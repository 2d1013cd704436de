import type { MetaDescriptor } from "react-router";

/**
 * Titles, canonical links, social tags and JSON-LD are computed at build time by each
 * route's loader (lib/seo, lib/structured-data never reach the browser); the browser reads
 * them from the loader data. An address without data gets a not-found title.
 */
export function metaFromLoader(
  loaderData: { meta: MetaDescriptor[] } | undefined,
  notFoundTitle = "Page Not Found",
): MetaDescriptor[] {
  return loaderData?.meta ?? [{ title: `${notFoundTitle} - The Gins of Iceland` }, { name: "robots", content: "noindex" }];
}
