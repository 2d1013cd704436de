/**
 * The browser build's chunk groups (vite.config.ts): React, React DOM, React Router and the
 * scheduler in one chunk of their own, named by package: it stays cached across deploys of the
 * site's code, and the bench can tell the framework's bytes from ours. The site's code that two or
 * more entries share goes in one chunk by folder (app/, content/): left to Rolldown's defaults it
 * came in 16-33 scripts a page, whose module tasks cost a phone about twice the blocking time
 * (decisions.md). No file is named, so moving or renaming one never moves it to another chunk.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The site's folders as a pattern anchored to the project root: a checkout under a folder named
 * `app` (/app/... in many containers) would otherwise put every vendor module in the site chunk.
 */
export function siteCodePattern(projectRoot: string): RegExp {
  const root = projectRoot.replace(/\\/g, "/").replace(/\/+$/, "");
  const anchored = escape(root).replace(/\//g, "[\\\\/]");
  return new RegExp(`^${anchored}[\\\\/](app|content)[\\\\/]`);
}

export function chunkGroups(projectRoot: string) {
  return [
    // Vite's preload helper is the bundler's runtime, like Rolldown's: it goes with the framework.
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|vite[\\/]preload-helper/,
      priority: 5,
    },
    { name: "site", test: siteCodePattern(projectRoot), minShareCount: 2, priority: 1 },
  ];
}

/** The group a module id goes to, as Rolldown picks it (the highest priority whose test matches). */
export function chunkGroupOf(projectRoot: string, id: string): string | undefined {
  return chunkGroups(projectRoot)
    .sort((a, b) => b.priority - a.priority)
    .find((group) => group.test.test(id))?.name;
}
