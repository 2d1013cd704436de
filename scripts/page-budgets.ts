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

/**
 * KB gzip -9 of the site's own scripts (not the framework's chunks) a cold visit loads until the
 * network is idle, as measured on each class's pages when the table was last set. A feature that
 * needs more code raises its class's figure in the same commit, with the figure and the reason in
 * the commit message; a change that makes a class lighter may lower it.
 */
export const siteCodeKB = {
  // Every class +0.6: the lists' pagination, shared by two list pages, sits in the site chunk; the
  // list +1.2: its page also loads its list's file and draws the pagination.
  home: 24.1,
  list: 27.2,
  "bottle detail": 27.2,
  distillery: 23.6,
  map: 27.8,
  "blog list": 23.3,
  "blog post": 23.6,
  contact: 23.5,
  // Why Icelandic Gin's own chunk carries the protected-name section's text since it was added.
  "text page": 26.2,
} as const;

export type PageClass = keyof typeof siteCodeKB;

/** Room above each figure, so ordinary work and a different chunking do not trip the guard. */
export const SITE_CODE_MARGIN_KB = 2;

export const siteCodeCeilingKB = (pageClass: PageClass) => Math.round((siteCodeKB[pageClass] + SITE_CODE_MARGIN_KB) * 10) / 10;
