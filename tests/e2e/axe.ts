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
