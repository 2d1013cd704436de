import { useMemo, useReducer, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { mapPinIcon, resetIcon } from "~/components/ui/icon-drawings";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/browser/cn";
import { pageMapUrl } from "~/lib/clients/mapbox";
import { FRAME, ZOOM_RANGE, defaultView, initialMapState, mapReducer } from "~/lib/map/map-state";
import { placesOf } from "~/lib/map/places";
import { DistilleryCards } from "./distillery-cards";
import { DistilleryDetail } from "./distillery-detail";
import { DistillerySheet } from "./distillery-sheet";
import { MapCanvas, type MapMarker } from "./map-canvas";
import { mapCopy } from "./map-copy";
import type { MapDistillery, UnpinnedDistillery } from "./types";
import { useMapGestures } from "./use-map-gestures";

/** Where the side panel stands beside the map (Tailwind's lg); narrower, a tapped pin opens the sheet. */
const SIDE_PANEL_QUERY = "(min-width: 64rem)";
/** The visitor asked for less motion: the page jumps instead of gliding (Focus Map's 4,000 px on a phone). */
const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";

export function DistilleriesMapPage({
  distilleries,
  unconfirmed = [],
}: {
  distilleries: MapDistillery[];
  unconfirmed?: UnpinnedDistillery[];
}) {
  const [state, dispatch] = useReducer(mapReducer, initialMapState);
  const [imageFailed, setImageFailed] = useState(false);
  const markers: MapMarker[] = useMemo(
    () => distilleries.map((d, i) => ({ id: d.id, label: i + 1, name: d.name, coordinates: d.coordinates })),
    [distilleries],
  );
  const places = useMemo(() => placesOf(distilleries), [distilleries]);
  const pins = useMemo(() => distilleries.map((d) => d.coordinates), [distilleries]);
  const { frameRef, size, hint, pointer, onKeyDown } = useMapGestures(state, dispatch, pins);
  const selected = distilleries.find((d) => d.id === state.selectedId);
  const [sheetId, setSheetId] = useState<string | null>(null);
  const token = siteConfig.mapbox.token;

  const selectCard = (d: MapDistillery) => dispatch({ type: "select-card", id: d.id, coordinates: d.coordinates });
  const focus = (d: MapDistillery) => {
    dispatch({ type: "focus", id: d.id, coordinates: d.coordinates });
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };
  const selectPin = (d: MapDistillery) => {
    selectCard(d);
    if (window.matchMedia(SIDE_PANEL_QUERY).matches) return;
    // The map to the top of the screen, so the sheet over the foot of it leaves the pin in sight.
    frameRef.current?.scrollIntoView({ block: "start", behavior: scrollBehavior() });
    setSheetId(d.id);
  };

  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Distilleries" }]} title={mapCopy.title} intro={mapCopy.intro}>
        <p
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold"
          data-testid="distillery-count"
        >
          <Icon drawing={mapPinIcon} className="size-4 text-aurora-300" />{" "}
          {mapCopy.countLine(distilleries.length, unconfirmed.length)}
        </p>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="grid gap-6 lg:grid-cols-[3fr_1fr]">
          <Card as="section" aria-label="Map" className="overflow-hidden">
            <div
              {...pointer}
              onKeyDown={onKeyDown}
              tabIndex={0}
              role="application"
              aria-roledescription="map"
              aria-label={`Map of Icelandic distilleries, zoom ${state.zoom}. Drag (two fingers on a touch screen) or use the arrow keys to move, plus and minus (or a pinch) to zoom.`}
              data-testid="map"
              data-zoom={state.zoom}
              data-center={`${state.center[0].toFixed(4)},${state.center[1].toFixed(4)}`}
              ref={frameRef}
              className={cn(
                "relative touch-pan-x touch-pan-y",
                !(token && !imageFailed) && "aspect-square sm:aspect-[4/3]",
                state.dragging ? "cursor-grabbing" : "cursor-grab",
              )}
            >
              {token && !imageFailed ? (
                <img
                  src={pageMapUrl(
                    markers.map((m) => m.coordinates),
                    state.center,
                    state.zoom,
                    token,
                  )}
                  alt="Map of Icelandic distilleries with numbered pins"
                  width={FRAME.width}
                  height={FRAME.height}
                  draggable={false}
                  onError={() => setImageFailed(true)}
                  className="block h-auto w-full"
                />
              ) : (
                <MapCanvas
                  {...size}
                  places={places}
                  center={state.center}
                  zoom={state.zoom}
                  markers={markers}
                  selectedId={state.selectedId}
                  title="Map of Icelandic distilleries with numbered markers"
                  onMarkerClick={(marker) => {
                    const distillery = distilleries.find((d) => d.id === marker.id);
                    if (distillery) selectPin(distillery);
                  }}
                />
              )}
              {hint && (
                <p
                  role="status"
                  className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-full bg-night-900/85 px-4 py-2 text-sm font-semibold text-white"
                >
                  {mapCopy.twoFingers}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-4 border-t border-border p-4">
              <label htmlFor="map-zoom" className="text-sm font-semibold">
                Zoom
              </label>
              <input
                id="map-zoom"
                type="range"
                min={ZOOM_RANGE.min}
                max={ZOOM_RANGE.max}
                step={1}
                value={state.zoom}
                onChange={(e) => dispatch({ type: "zoom", zoom: Number(e.target.value) })}
                className="w-48 accent-primary"
              />
              <output htmlFor="map-zoom" className="w-6 text-sm tabular-nums">
                {state.zoom}
              </output>
              <Button variant="secondary" size="sm" onClick={() => dispatch({ type: "reset", view: defaultView(pins, size) })}>
                <Icon drawing={resetIcon} /> {mapCopy.reset}
              </Button>
              <p className="ml-auto text-xs text-slate-600">Map data: Natural Earth</p>
            </div>
            {unconfirmed.length > 0 && (
              <section aria-labelledby="unconfirmed-heading" className="border-t border-border p-4">
                <h2 id="unconfirmed-heading" className="font-sans text-base font-semibold">
                  {mapCopy.unconfirmedTitle}
                </h2>
                <p className="mt-1 text-sm text-slate-700">{mapCopy.unconfirmedIntro}</p>
                <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  {unconfirmed.map((d) => (
                    <li key={d.id}>
                      <Link to={`/all-distillery/${d.id}`} className="font-semibold text-primary underline underline-offset-2">
                        {d.name}
                      </Link>{" "}
                      <span className="text-slate-600">({d.location})</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </Card>

          <div className="space-y-6">
            <Card as="section" aria-labelledby="legend-heading" className="p-5">
              <h2 id="legend-heading" className="font-sans text-lg font-semibold">
                Legend
              </h2>
              {/* Room for every entry the catalogue has (15 take about 540 px); a longer list scrolls. */}
              <ol className="mt-3 max-h-[40rem] space-y-1 overflow-y-auto pr-1">
                {distilleries.map((d, i) => (
                  <li key={d.id}>
                    <button
                      type="button"
                      onClick={() => focus(d)}
                      className={cn(
                        "flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted",
                        state.selectedId === d.id && "bg-glacier-100 font-semibold",
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-red-600 text-xs font-bold text-white"
                      >
                        {i + 1}
                      </span>
                      {d.name}
                      {d.approximate && <span className="ml-auto text-xs font-normal text-slate-600">approx.</span>}
                    </button>
                  </li>
                ))}
              </ol>
            </Card>
            <Card as="section" aria-live="polite" className="p-5" data-testid="detail-card">
              {selected ? (
                <DistilleryDetail distillery={selected} />
              ) : (
                <>
                  <h2 className="font-sans text-lg font-semibold">{mapCopy.selectTitle}</h2>
                  <p className="mt-2 text-sm text-slate-700">{mapCopy.selectHint}</p>
                </>
              )}
            </Card>
          </div>
        </div>

        <DistilleryCards distilleries={distilleries} selectedId={state.selectedId} onSelect={selectCard} onFocus={focus} />
      </div>
      <DistillerySheet distillery={distilleries.find((d) => d.id === sheetId) ?? null} onClose={() => setSheetId(null)} />
    </>
  );
}
