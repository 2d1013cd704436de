import { siteConfig } from "~/config/site";

/** A site path as the absolute URL crawlers and social cards need. */
export const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteConfig.siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
