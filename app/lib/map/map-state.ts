/**
 * The distillery map's state machine, exactly as the spec describes it, apart from rendering.
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

export interface MapState {
  selectedId: string | null;
  zoom: number;
  center: LonLat;
  dragging: boolean;
  /** last pointer position while dragging */
  pointer: { x: number; y: number } | null;
  /** when the last drag ended (ms) */
  lastDragEnd: number;
}

export type MapAction =
  | { type: "select-card"; id: string; coordinates: LonLat }
  | { type: "focus"; id: string; coordinates: LonLat }
  | { type: "reset" }
  | { type: "zoom"; zoom: number }
  | { type: "drag-start"; x: number; y: number; now: number }
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
};

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

export const clampCenter = ([lon, lat]: LonLat): LonLat => [clamp(lon, BOUNDS.lon), clamp(lat, BOUNDS.lat)];
export const clampZoom = (zoom: number) => clamp(Math.round(zoom), [ZOOM_RANGE.min, ZOOM_RANGE.max]);

/** Moving the pointer right by dx pixels drags the map right, so the centre moves west. */
export function panBy(state: MapState, dx: number, dy: number): LonLat {
  const degreesPerPixel = PAN_FACTOR * (15 - state.zoom);
  return clampCenter([state.center[0] - dx * degreesPerPixel, state.center[1] + dy * degreesPerPixel]);
}

export function mapReducer(state: MapState, action: MapAction): MapState {
  switch (action.type) {
    case "select-card":
      return { ...state, selectedId: action.id, center: clampCenter(action.coordinates), zoom: CARD_ZOOM };
    case "focus":
      return { ...state, selectedId: action.id, center: clampCenter(action.coordinates), zoom: FOCUS_ZOOM };
    case "reset":
      return { ...initialMapState, lastDragEnd: state.lastDragEnd };
    case "zoom":
      return { ...state, zoom: clampZoom(action.zoom) };
    case "drag-start":
      if (action.now - state.lastDragEnd < DRAG_DEBOUNCE_MS) return state;
      return { ...state, dragging: true, pointer: { x: action.x, y: action.y } };
    case "drag-move": {
      if (!state.dragging || !state.pointer) return state;
      const center = panBy(state, action.x - state.pointer.x, action.y - state.pointer.y);
      return { ...state, center, pointer: { x: action.x, y: action.y } };
    }
    case "drag-end":
      if (!state.dragging) return state;
      return { ...state, dragging: false, pointer: null, lastDragEnd: action.now };
    case "pan":
      return { ...state, center: panBy(state, action.dx, action.dy) };
  }
}
