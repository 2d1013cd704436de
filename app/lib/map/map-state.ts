import { project, unproject } from "./web-mercator";

/**
 * The distillery map's state machine (default view, zoom, drag, pan and focus), apart from rendering; two-finger
 * touch drags follow the fingers and phones open on a view that frames the pins (docs/decisions.md).
 * Coordinates are [longitude, latitude].
 */
export type LonLat = readonly [number, number];

export const MAP_DEFAULTS = { center: [-19.5, 64.8] as LonLat, zoom: 6 };
export const ZOOM_RANGE = { min: 4, max: 15 };
export const CARD_ZOOM = 10;
export const FOCUS_ZOOM = 12;
export const DRAG_DEBOUNCE_MS = 100;
export const PAN_FACTOR = 0.001;
const BOUNDS = { lon: [-25, -13], lat: [63, 67] } as const;
/**
 * The map's reference frame (Mapbox's 800x600 image): at a given centre and zoom a map of any width
 * shows the same stretch of land as this frame, scaled to its width.
 */
export const FRAME = { width: 800, height: 600 };
/** Narrower maps open on a view fitted to the pins: the default view piles them in a 10-px corner spot. */
export const FIT_BELOW_WIDTH = 640;
/** Room kept between the fitted pins and the map's edge (CSS px): a spread marker and its label. */
export const FIT_PADDING = 48;

export interface Size {
  width: number;
  height: number;
}
export interface View {
  center: LonLat;
  zoom: number;
}

/** The zoom that draws the default zoom on a map `width` px wide (the frame scaled to that width). */
export const drawZoom = (zoom: number, width: number) => zoom + Math.log2(width / FRAME.width);
/** CSS px per zoom-0 world pixel. */
export const pixelScale = (zoom: number, width: number) => 2 ** drawZoom(zoom, width);

export interface MapState {
  selectedId: string | null;
  zoom: number;
  center: LonLat;
  dragging: boolean;
  /** last pointer position while dragging */
  pointer: { x: number; y: number } | null;
  /** when the last drag ended (ms) */
  lastDragEnd: number;
  /** CSS px per world pixel when the drag follows the fingers 1:1 (touch); null: PAN_FACTOR (mouse) */
  follow: number | null;
}

export type MapAction =
  | { type: "select-card"; id: string; coordinates: LonLat }
  | { type: "focus"; id: string; coordinates: LonLat }
  | { type: "reset"; view?: View }
  | { type: "zoom"; zoom: number }
  | { type: "drag-start"; x: number; y: number; now: number }
  | { type: "finger-drag-start"; x: number; y: number; follow: number }
  | { type: "drag-move"; x: number; y: number }
  | { type: "drag-end"; now: number }
  | { type: "pan"; dx: number; dy: number };

export const initialMapState: MapState = {
  selectedId: null,
  zoom: MAP_DEFAULTS.zoom,
  center: MAP_DEFAULTS.center,
  dragging: false,
  pointer: null,
  lastDragEnd: Number.NEGATIVE_INFINITY,
  follow: null,
};

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

export const clampCenter = ([lon, lat]: LonLat): LonLat => [clamp(lon, BOUNDS.lon), clamp(lat, BOUNDS.lat)];
export const clampZoom = (zoom: number) => clamp(Math.round(zoom), [ZOOM_RANGE.min, ZOOM_RANGE.max]);

/** Moving the pointer right by dx pixels drags the map right, so the centre moves west. */
export function panBy(state: MapState, dx: number, dy: number): LonLat {
  const degreesPerPixel = PAN_FACTOR * (15 - state.zoom);
  return clampCenter([state.center[0] - dx * degreesPerPixel, state.center[1] + dy * degreesPerPixel]);
}

/** Moves the map with the pointer: the point under it stays under it (`scale` CSS px per world pixel). */
export function panPixels(center: LonLat, dx: number, dy: number, scale: number): LonLat {
  const [x, y] = project(center);
  return clampCenter(unproject([x - dx / scale, y - dy / scale]));
}

/** The whole-step zoom and centre that show every point inside `size`, `padding` px from each edge. */
export function fitView(points: readonly LonLat[], size: Size, padding = FIT_PADDING): View {
  const projected = points.map(project);
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const center = clampCenter(unproject([(minX + maxX) / 2, (minY + maxY) / 2]));
  const room = (space: number, extent: number) => (extent > 0 ? Math.max(1, space - 2 * padding) / extent : Infinity);
  const scale = Math.min(room(size.width, maxX - minX), room(size.height, maxY - minY));
  // The frame's zoom whose drawing fits; one spot alone opens at the card zoom.
  const zoom = Number.isFinite(scale) ? Math.floor(Math.log2(scale) - Math.log2(size.width / FRAME.width)) : CARD_ZOOM;
  return { center, zoom: Math.min(CARD_ZOOM, Math.max(ZOOM_RANGE.min, zoom)) };
}

/** The default view where the map is wide enough to tell the pins apart; otherwise the pins fitted. */
export function defaultView(points: readonly LonLat[], size: Size): View {
  if (size.width >= FIT_BELOW_WIDTH || points.length === 0) return MAP_DEFAULTS;
  return fitView(points, size);
}

export function mapReducer(state: MapState, action: MapAction): MapState {
  switch (action.type) {
    case "select-card":
      return { ...state, selectedId: action.id, center: clampCenter(action.coordinates), zoom: CARD_ZOOM };
    case "focus":
      return { ...state, selectedId: action.id, center: clampCenter(action.coordinates), zoom: FOCUS_ZOOM };
    case "reset":
      return { ...initialMapState, ...action.view, lastDragEnd: state.lastDragEnd };
    case "zoom":
      return { ...state, zoom: clampZoom(action.zoom) };
    case "drag-start":
      if (action.now - state.lastDragEnd < DRAG_DEBOUNCE_MS) return state;
      return { ...state, dragging: true, pointer: { x: action.x, y: action.y }, follow: null };
    // The spec's 100-ms debounce is the mouse's: fingers lifted and put straight down again
    // carry on moving the map instead of losing the whole gesture.
    case "finger-drag-start":
      return { ...state, dragging: true, pointer: { x: action.x, y: action.y }, follow: action.follow };
    case "drag-move": {
      if (!state.dragging || !state.pointer) return state;
      const [dx, dy] = [action.x - state.pointer.x, action.y - state.pointer.y];
      const center = state.follow ? panPixels(state.center, dx, dy, state.follow) : panBy(state, dx, dy);
      return { ...state, center, pointer: { x: action.x, y: action.y } };
    }
    case "drag-end":
      if (!state.dragging) return state;
      return { ...state, dragging: false, pointer: null, lastDragEnd: action.now, follow: null };
    case "pan":
      return { ...state, center: panBy(state, action.dx, action.dy) };
  }
}
