/**
 * The rules a page is held to, in one place. Plain TypeScript that Node 24 runs as it is
 * (bench.mjs imports it without a build step).
 *
 * What a visitor feels is the rule: `npm run bench` reports Lighthouse's mobile figures per main
 * page type against `visitorRules` (bench figures, not tests). The site-code ceilings are only a
 * regression guard (tests/e2e/js-budget.spec.ts): they catch code that slips onto a page's first
 * visit unnoticed, not a limit on features.
 */

/** Lighthouse mobile preset, median of the bench's runs. */
export const visitorRules = {
  performance: 100,
  fcpMs: 900,
  lcpMs: 1100,
  tbtMs: 50,
  cls: 0,
} as const;

/** The same pages on a phone twice as slow: Lighthouse's mobile preset with its CPU slowdown of 4 doubled. */
export const SLOW_PHONE_CPU_SLOWDOWN = 8;
export const slowPhoneRules = { performance: 90 } as const;
/** Pages with cards (the lists above all): issue 44's rule on that slower phone. */
export const cardPageSlowPhoneRules = { performance: 95 } as const;

/**
 * KB gzip -9 of the site's own scripts (not the framework's chunks) a cold visit loads until the
 * network is idle, as measured on each class's pages when the table was last set. A feature that
 * needs more code raises its class's figure in the same commit, with the figure and the reason in
 * the commit message; a change that makes a class lighter may lower it.
 */
export const siteCodeKB = {
  // Measured on 29 Nov after the lists' pages, search's reading of the query and the recipes' glass and
  // garnish (about 1.2 KB more in the site chunk every page loads: the pagination shared by two list
  // pages, the header search's "Leaving out" line, the serve block shared by bottle pages and cocktails).
  home: 26.6,
  list: 30.3,
  "bottle detail": 29.7,
  distillery: 26.1,
  map: 30.8,
  "blog list": 25.8,
  "blog post": 26.1,
  contact: 26.0,
  // Why Icelandic Gin's own chunk carries the protected-name section's text since it was added.
  "text page": 26.2,
} as const;

export type PageClass = keyof typeof siteCodeKB;

/** Room above each figure, so ordinary work and a different chunking do not trip the guard. */
export const SITE_CODE_MARGIN_KB = 2;

export const siteCodeCeilingKB = (pageClass: PageClass) => Math.round((siteCodeKB[pageClass] + SITE_CODE_MARGIN_KB) * 10) / 10;
