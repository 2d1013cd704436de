import { lazy, Suspense, useEffect, useState } from "react";

const CompareTray = lazy(() => import("./compare-tray").then((m) => ({ default: m.CompareTray })));

// Kept in step with lib/catalogue/compare-store, which loads only with the tray or a Compare button.
const COMPARE_KEY = "compare-items";
const COMPARE_EVENT = "gins:compare";

/** Loads the comparison tray only once the visitor has picked a bottle. */
export function CompareTrayHost() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    try {
      if ((JSON.parse(localStorage.getItem(COMPARE_KEY) ?? "[]") as unknown[]).length > 0) setActive(true);
    } catch {
      /* unreadable storage: no tray until a bottle is picked */
    }
    const onChange = () => setActive(true);
    window.addEventListener(COMPARE_EVENT, onChange);
    return () => window.removeEventListener(COMPARE_EVENT, onChange);
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
