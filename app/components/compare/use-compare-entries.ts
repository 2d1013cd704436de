import { useSyncExternalStore } from "react";
import { compareSnapshot, serverCompareSnapshot, subscribeCompare, type CompareEntry } from "~/lib/catalogue/compare-store";

/** The bottles being compared, kept up to date as any button, tray or page (or another tab) changes them. */
export function useCompareEntries(): readonly CompareEntry[] {
  return useSyncExternalStore(subscribeCompare, compareSnapshot, serverCompareSnapshot);
}
