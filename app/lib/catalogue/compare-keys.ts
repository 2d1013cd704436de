/**
 * Where the comparison is kept and how a change is announced: all the root layout's tray host needs
 * on every page. The functions that change it (compare-store.ts) go with the compare buttons.
 */
export const COMPARE_KEY = "compare-items";
export const COMPARE_EVENT = "gins:compare";
export const MAX_COMPARE = 4;
