import { lazy, Suspense, useEffect, useState } from "react";
import { COMPARE_EVENT, COMPARE_KEY } from "~/lib/catalogue/compare-keys";

const CompareTray = lazy(() => import("./compare-tray").then((m) => ({ default: m.CompareTray })));

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
