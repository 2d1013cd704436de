import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type PointerEvent } from "react";
import {
  FRAME,
  clampZoom,
  defaultView,
  pixelScale,
  type LonLat,
  type MapAction,
  type MapState,
  type Size,
} from "~/lib/map/map-state";

/** Keyboard panning: an arrow press moves the view like a 60-pixel drag. */
const KEY_STEP = 60;
/** How each arrow key pans the map; a Map, so only these keys are found. */
const KEY_MOVES = new Map<string, readonly [number, number]>([
  ["ArrowLeft", [KEY_STEP, 0]],
  ["ArrowRight", [-KEY_STEP, 0]],
  ["ArrowUp", [0, KEY_STEP]],
  ["ArrowDown", [0, -KEY_STEP]],
]);
/** How long the two-finger hint stays after a one-finger move over the map. */
const HINT_MS = 1800;

/**
 * The map frame's size and its ways of moving: mouse drag, two fingers, arrow and zoom keys. Give
 * `frameRef` to the frame and spread `pointer` and `onKeyDown` on it; `hint` is whether to show the
 * two-finger hint.
 */
export function useMapGestures(state: MapState, dispatch: Dispatch<MapAction>, pins: LonLat[]) {
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

  return { frameRef, size, hint, pointer, onKeyDown };
}
