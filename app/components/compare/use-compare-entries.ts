import { useEffect, useState } from "react";
import { COMPARE_EVENT } from "~/lib/catalogue/compare-keys";
import { readCompareEntries, type CompareEntry } from "~/lib/catalogue/compare-store";

/** The bottles being compared, kept up to date as any button, tray or page changes them. */
export function useCompareEntries(): CompareEntry[] {
  const [entries, setEntries] = useState<CompareEntry[]>([]);
  useEffect(() => {
    setEntries(readCompareEntries());
    const update = (event: Event) => setEntries((event as CustomEvent<CompareEntry[]>).detail);
    window.addEventListener(COMPARE_EVENT, update);
    return () => window.removeEventListener(COMPARE_EVENT, update);
  }, []);
  return entries;
}
