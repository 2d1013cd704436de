import { useEffect, useState } from "react";
import { isHydrated } from "~/lib/browser/hydration";
import { coastMarkup } from "~/lib/map/coast";

// The coastline is drawn into the pre-rendered HTML at build time; the browser keeps that
// markup on the first page and loads the geometry only for client-side visits.
const buildTimeGeometry = import.meta.env.SSR ? await import("./iceland-geometry") : undefined;

type Detail = "full" | "outline";
const pick = (geometry: { icelandPath: string; icelandOutline: string }, detail: Detail) =>
  detail === "full" ? geometry.icelandPath : geometry.icelandOutline;

/** Iceland's coastline in COAST_UNITs (draw inside the world transform with scale(COAST_UNIT)). */
export function Coastline({ detail }: { detail: Detail }) {
  const [keepPrerendered] = useState(() => typeof window !== "undefined" && !isHydrated());
  const [html, setHtml] = useState(() => (buildTimeGeometry ? coastMarkup(pick(buildTimeGeometry, detail)) : ""));

  useEffect(() => {
    if (keepPrerendered || html) return;
    let cancelled = false;
    void import("./iceland-geometry").then((geometry) => !cancelled && setHtml(coastMarkup(pick(geometry, detail))));
    return () => {
      cancelled = true;
    };
  }, [keepPrerendered, html, detail]);

  return <g suppressHydrationWarning dangerouslySetInnerHTML={{ __html: keepPrerendered ? "" : html }} />;
}
