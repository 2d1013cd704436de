import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe on the page, run in the page itself (axe.run). The default mode runs axe in every frame
 * and then again in a new blank tab to merge the frames' results: a tab and a second copy of axe
 * a check, about 40% of its time here, for pages that have no frame (the only iframe, a video's,
 * comes after a click on a page no axe check opens it on, and from an outside host the tests never
 * reach). Same violations, passes and nodes on every page of a11y.spec.ts either way. Should a
 * checked page get a frame of its own, drop `setLegacyMode()` here to have it checked too.
 */
export const axeBuilder = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode();

/** The rules a11y.spec.ts holds every page to: WCAG 2.2 A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's WCAG 2.2 A/AA violations on the page as it is now, each as its rule and first three targets. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/**
 * One page of each type, checked with axe at 1280 px by a11y.spec.ts and at 390 px by the phone
 * sweep of phone-layout.spec.ts (which loads them anyway); issue-specific pages join as they are built.
 */
export const AXE_PAGE_TYPES = [
  { name: "home", path: "/" },
  { name: "list", path: "/premium-gins" },
  { name: "brennivín list", path: "/premium-brennivins" },
  { name: "gin detail", path: "/gin/lundey-gin" },
  { name: "vodka detail", path: "/vodka/reyka-vodka" },
  { name: "spirit detail", path: "/spirit/floki-single-malt-whisky" },
  { name: "distillery", path: "/all-distillery/eimverk-distillery" },
  { name: "not found", path: "/gin/no-such-gin" },
  { name: "blog list", path: "/blog" },
  { name: "blog post", path: "/blog/what-do-vikings-drink" },
  { name: "why page", path: "/why-icelandic-gin" },
  { name: "cocktail index", path: "/cocktails" },
  { name: "legal page", path: "/cookie-policy" },
  { name: "contact", path: "/contact" },
  { name: "map", path: "/distilleries" },
  { name: "admin", path: "/admin" },
];
