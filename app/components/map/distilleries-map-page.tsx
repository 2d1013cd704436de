import { Icon } from "~/components/ui/icons";
import { focusIcon, mapPinIcon, resetIcon } from "~/components/ui/icon-drawings";
import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { BotanicalChips } from "~/components/ui/botanical-chips";
import { Button, buttonVariants } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/browser/cn";
import {
  FRAME,
  clampZoom,
  ZOOM_RANGE,
  defaultView,
  initialMapState,
  mapReducer,
  pixelScale,
  type LonLat,
  type Size,
} from "~/lib/map/map-state";
import { placesOf } from "~/lib/map/places";
import { pageMapUrl } from "~/lib/clients/mapbox";
import { DistilleryDetail } from "./distillery-detail";
import { DistillerySheet } from "./distillery-sheet";
import { MapCanvas, type MapMarker } from "./map-canvas";

export const mapCopy = {
  title: "Icelandic Distilleries Map",
  intro: "Where Iceland's spirits are made: from Reykjavík's harbour to the barley fields of the south.",
  metaDescription: "An interactive map of Iceland's craft distilleries: where they are, what they make, and how to visit.",
  selectTitle: "Select a Distillery",
  selectHint: "Click on a distillery below to view details and location information.",
  reset: "Reset View",
  focus: "Focus Map",
  learnMore: "Learn More",
  twoFingers: "Use two fingers to move the map, or pinch to zoom",
  unconfirmedTitle: "Location unconfirmed",
  unconfirmedIntro: "No source we found gives the town of these producers, so the map shows no pin for them.",
} as const;

export interface MapDistillery {
  id: string;
  name: string;
  location: string;
  coordinates: LonLat;
  description: string;
  founded?: string;
  /** the distillery's bottles and their pages */
  bottles: { name: string; href: string }[];
  website?: string;
  /** the pin stands at the town, not at the distillery */
  approximate?: boolean;
}

/** A listed distillery with no sourced town: named under the map, never pinned. */
export interface UnpinnedDistillery {
  id: string;
  name: string;
  location: string;
}

/** Keyboard panning: an arrow press moves the view like a 60-pixel drag. */
const KEY_STEP = 60;
/** How each arrow key pans the map; a Map, so only these keys are found. */
const KEY_MOVES = new Map<string, readonly [number, number]>([
  ["ArrowLeft", [KEY_STEP, 0]],
  ["ArrowRight", [-KEY_STEP, 0]],
  ["ArrowUp", [0, KEY_STEP]],
  ["ArrowDown", [0, -KEY_STEP]],
]);
/** Where the side panel stands beside the map (Tailwind's lg); narrower, a tapped pin opens the sheet. */
const SIDE_PANEL_QUERY = "(min-width: 64rem)";
/** The visitor asked for less motion: the page jumps instead of gliding (Focus Map's 4,000 px on a phone). */
const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
/** How long the two-finger hint stays after a one-finger move over the map. */
const HINT_MS = 1800;

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
  // The map is drawn at its own size in CSS px (markers keep their size on a phone); the
  // pre-rendered page draws the map's 800x600 frame until the browser measures it.
  const frameRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>(FRAME);
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
      return { width, height };
    };
    const first = measure();
    // A phone opens on the pins; wider maps keep the default view.
    if (first.width > 0) dispatch({ type: "reset", view: defaultView(pins, first) });
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    return () => observer.disconnect();
  }, [pins]);
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

  // Touch: one finger scrolls the page (touch-action lets the browser have it); two fingers move
  // the map 1:1, and spreading or pinching them zooms: a level for each doubling of their distance
  // since they touched (a level doubles the scale), to the nearest level. Listened to natively, as
  // React's touch listeners are passive and cannot keep a two-finger move from scrolling the page.
  const view = useRef({ zoom: state.zoom, width: size.width });
  view.current = { zoom: state.zoom, width: size.width };
  const [hint, setHint] = useState(false);
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    let panning = false;
    let zoom = view.current.zoom;
    let startZoom = zoom;
    let startSpread = 1;
    let hintTimer: ReturnType<typeof setTimeout> | undefined;
    const middle = (touches: TouchList) => ({
      x: (touches[0]!.clientX + touches[1]!.clientX) / 2,
      y: (touches[0]!.clientY + touches[1]!.clientY) / 2,
    });
    const apart = (touches: TouchList) =>
      Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
    // (Re)starts the move under the fingers at the current zoom's scale.
    const grab = (touches: TouchList) => {
      dispatch({ type: "finger-drag-start", ...middle(touches), follow: pixelScale(zoom, view.current.width) });
    };
    const onTouchStart = (event: TouchEvent) => {
      if (panning || event.touches.length < 2) return;
      panning = true;
      startZoom = zoom = view.current.zoom;
      startSpread = apart(event.touches);
      setHint(false);
      grab(event.touches);
    };
    const onTouchMove = (event: TouchEvent) => {
      if (panning) {
        if (event.cancelable) event.preventDefault();
        if (event.touches.length < 2) return;
        const level = clampZoom(startZoom + Math.log2(apart(event.touches) / startSpread));
        if (level !== zoom) {
          zoom = level;
          dispatch({ type: "zoom", zoom });
          grab(event.touches);
        } else dispatch({ type: "drag-move", ...middle(event.touches) });
        return;
      }
      setHint(true);
      clearTimeout(hintTimer);
      hintTimer = setTimeout(() => setHint(false), HINT_MS);
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (!panning || event.touches.length >= 2) return;
      panning = false;
      dispatch({ type: "drag-end", now: performance.now() });
    };
    element.addEventListener("touchstart", onTouchStart, { passive: true });
    element.addEventListener("touchmove", onTouchMove, { passive: false });
    element.addEventListener("touchend", onTouchEnd);
    element.addEventListener("touchcancel", onTouchEnd);
    return () => {
      clearTimeout(hintTimer);
      element.removeEventListener("touchstart", onTouchStart);
      element.removeEventListener("touchmove", onTouchMove);
      element.removeEventListener("touchend", onTouchEnd);
      element.removeEventListener("touchcancel", onTouchEnd);
    };
  }, []);

  // The mouse drags at the fixed pan factor. No pointer capture: leaving the map with the button
  // held must end the drag, as the mouse leaving it does.
  const endDrag = (e: PointerEvent) => e.pointerType === "mouse" && dispatch({ type: "drag-end", now: performance.now() });
  const pointer = {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== "mouse" || e.button !== 0) return;
      dispatch({ type: "drag-start", x: e.clientX, y: e.clientY, now: performance.now() });
    },
    onPointerMove: (e: PointerEvent) => {
      if (e.pointerType !== "mouse" || !state.dragging) return;
      dispatch({ type: "drag-move", x: e.clientX, y: e.clientY });
    },
    onPointerUp: endDrag,
    onPointerLeave: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const move = KEY_MOVES.get(e.key);
    if (move) dispatch({ type: "pan", dx: move[0], dy: move[1] });
    else if (e.key === "+" || e.key === "=") dispatch({ type: "zoom", zoom: state.zoom + 1 });
    else if (e.key === "-" || e.key === "_") dispatch({ type: "zoom", zoom: state.zoom - 1 });
    else return;
    e.preventDefault();
  };

  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: "Distilleries" }]} title={mapCopy.title} intro={mapCopy.intro}>
        <p
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold"
          data-testid="distillery-count"
        >
          <Icon drawing={mapPinIcon} className="size-4 text-aurora-300" /> {distilleries.length + unconfirmed.length} Active
          Distilleries
        </p>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="grid gap-6 lg:grid-cols-[3fr_1fr]">
          <section aria-label="Map" className="overflow-hidden rounded-card border border-border bg-white shadow-sm">
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
          </section>

          <div className="space-y-6">
            <section aria-labelledby="legend-heading" className="rounded-card border border-border bg-white p-5 shadow-sm">
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
            </section>
            <section
              aria-live="polite"
              className="rounded-card border border-border bg-white p-5 shadow-sm"
              data-testid="detail-card"
            >
              {selected ? (
                <DistilleryDetail distillery={selected} />
              ) : (
                <>
                  <h2 className="font-sans text-lg font-semibold">{mapCopy.selectTitle}</h2>
                  <p className="mt-2 text-sm text-slate-700">{mapCopy.selectHint}</p>
                </>
              )}
            </section>
          </div>
        </div>

        <section aria-label="Distilleries" className="mt-12">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {distilleries.map((d, i) => (
              <li key={d.id}>
                <article
                  onClick={() => selectCard(d)}
                  className={cn(
                    "flex h-full cursor-pointer flex-col rounded-card border bg-white p-6 shadow-sm transition-shadow hover:shadow-md",
                    state.selectedId === d.id ? "border-primary ring-2 ring-primary" : "border-border",
                  )}
                >
                  <div className="flex items-start gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-red-600 text-sm font-bold text-white"
                    >
                      {i + 1}
                    </span>
                    <div>
                      <h3 className="text-xl font-semibold">
                        <button
                          type="button"
                          onClick={(e) => (e.stopPropagation(), selectCard(d))}
                          className="text-left hover:underline"
                        >
                          {d.name}
                        </button>
                      </h3>
                      <p className="text-sm text-slate-700">{d.location}</p>
                    </div>
                  </div>
                  <p className="mt-4 text-sm font-medium text-glacier-700">
                    {d.bottles.length} {d.bottles.length === 1 ? "product" : "products"}
                  </p>
                  <BotanicalChips items={d.bottles.map((bottle) => bottle.name)} limit={3} className="mt-2" />
                  <div className="mt-auto flex flex-wrap gap-3 pt-5">
                    <Button size="sm" onClick={(e) => (e.stopPropagation(), focus(d))}>
                      <Icon drawing={focusIcon} /> {mapCopy.focus}
                      <span className="sr-only"> on {d.name}</span>
                    </Button>
                    <Link
                      to={`/all-distillery/${d.id}`}
                      onClick={(e) => e.stopPropagation()}
                      className={buttonVariants({ variant: "secondary", size: "sm" })}
                    >
                      {mapCopy.learnMore}
                      <span className="sr-only"> about {d.name}</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <DistillerySheet distillery={distilleries.find((d) => d.id === sheetId) ?? null} onClose={() => setSheetId(null)} />
    </>
  );
}
