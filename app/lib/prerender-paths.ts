/**
 * Every address the build pre-renders: the static routes plus one per content record, all
 * taken from the content lookups, so new content is pre-rendered (and put in the sitemap)
 * by itself.
 */
import {
  listBlogPosts,
  listBotanicalPages,
  listDistilleries,
  listGins,
  listSpiritTable,
  listVodkas,
  listWhiskies,
} from "../../content/index";

export const staticPaths = [
  "/",
  "/premium-gins",
  "/premium-whiskies",
  "/premium-vodkas",
  "/premium-brennivins",
  "/distilleries",
  "/why-icelandic-gin",
  "/blog",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/affiliate-disclosure",
  "/cookie-policy",
  "/search",
  "/compare",
  "/admin",
  "/404",
] as const;

export function contentPaths(): string[] {
  return [
    ...listGins().map((gin) => `/gin/${gin.slug}`),
    ...listVodkas().map((vodka) => `/vodka/${vodka.slug}`),
    ...listSpiritTable().map((spirit) => `/spirit/${spirit.slug}`),
    ...listWhiskies().map((whisky) => `/whisky/${whisky.slug}`),
    ...listDistilleries().map((distillery) => `/all-distillery/${distillery.slug}`),
    ...listBotanicalPages().map((botanical) => `/botanicals/${botanical.slug}`),
    ...listBlogPosts()
      .filter((post) => post.isLocal)
      .map((post) => `/blog/${post.slug}`),
  ];
}

export function prerenderPaths(): string[] {
  return [...new Set([...staticPaths, ...contentPaths()])];
}

/** One address per route: enough for a test build that needs only a few pages. */
export function samplePrerenderPaths(extra: string[] = []): string[] {
  const firstPerRoute = new Map<string, string>();
  for (const path of contentPaths()) {
    const route = path.split("/")[1]!;
    if (!firstPerRoute.has(route)) firstPerRoute.set(route, path);
  }
  return [...new Set([...staticPaths, ...firstPerRoute.values(), ...extra])];
}
