import { Suspense, useEffect, useState } from "react";
import { COMPARE_EVENT, readCompare } from "~/lib/compare-store";
import { lazySection } from "~/lib/lazy-section";

const CompareTray = lazySection(() => import("./compare-tray").then((m) => ({ default: m.CompareTray })));

/** Loads the comparison tray only once the visitor has picked a bottle. */
export function CompareTrayHost() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (readCompare().length > 0) setActive(true);
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
