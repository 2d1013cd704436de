import type { Config } from "@react-router/dev/config";
import { filePaths, prerenderPaths, samplePrerenderPaths } from "./app/lib/routing/prerender-paths";

/**
 * A static site: every route is pre-rendered to HTML at build time and hydrated in the
 * browser. Paths with parameters come from the content modules, so new content is
 * pre-rendered without touching this file.
 */
export default {
  appDirectory: "app",
  // The end-to-end tests build into their own folder, pointed at fake services.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  ssr: false,
  async prerender() {
    // A test build may pre-render one page per route plus the pages it needs; every build writes the files.
    const pages = process.env.PRERENDER_SAMPLE ? samplePrerenderPaths(process.env.PRERENDER_SAMPLE.split(",")) : prerenderPaths();
    return [...pages, ...filePaths];
  },
} satisfies Config;
