import { describe, expect, it } from "vitest";
import {
  MAP_DEFAULTS,
  defaultView,
  drawZoom,
  fitView,
  initialMapState,
  mapReducer,
  pixelScale,
  type LonLat,
  type MapState,
} from "./map-state";
import { placesOf, townOf } from "./places";
import { boxesOverlap, spreadMarkers } from "./spread";
import { toViewport } from "./web-mercator";

const reykjavik = [-21.9426, 64.1466] as const;

describe("map state", () => {
  it("starts at -19.5/64.8, zoom 6, nothing selected, not dragging", () => {
    expect(initialMapState).toMatchObject({ center: [-19.5, 64.8], zoom: 6, selectedId: null, dragging: false });
  });

  it("a card selects, centres and zooms to 10; Focus Map to 12", () => {
    const card = mapReducer(initialMapState, { type: "select-card", id: "eimverk", coordinates: reykjavik });
    expect(card).toMatchObject({ selectedId: "eimverk", center: reykjavik, zoom: 10 });
    const focus = mapReducer(card, { type: "focus", id: "thoran", coordinates: [-21.95, 64.067] });
    expect(focus).toMatchObject({ selectedId: "thoran", center: [-21.95, 64.067], zoom: 12 });
  });

  it("Reset View returns to the defaults", () => {
    const moved = mapReducer(mapReducer(initialMapState, { type: "focus", id: "x", coordinates: reykjavik }), {
      type: "zoom",
      zoom: 14,
    });
    expect(mapReducer(moved, { type: "reset" })).toMatchObject({ center: [-19.5, 64.8], zoom: 6, selectedId: null });
  });

  it("the slider's zoom is kept within 4 to 15 in whole steps", () => {
    expect(mapReducer(initialMapState, { type: "zoom", zoom: 22 }).zoom).toBe(15);
    expect(mapReducer(initialMapState, { type: "zoom", zoom: 1 }).zoom).toBe(4);
    expect(mapReducer(initialMapState, { type: "zoom", zoom: 7.6 }).zoom).toBe(8);
  });

  it.each([
    [
      [-30, 64],
      [-25, 64],
    ],
    [
      [-10, 64],
      [-13, 64],
    ],
    [
      [-19, 60],
      [-19, 63],
    ],
    [
      [-19, 70],
      [-19, 67],
    ],
  ] as const)("clamps a centre at %j to %j", (coordinates, expected) => {
    expect(mapReducer(initialMapState, { type: "select-card", id: "x", coordinates }).center).toEqual(expected);
  });

  it("pans by 0.001 × (15 − zoom) degrees per pixel, at two zoom levels", () => {
    const drag = (state: MapState, dx: number, dy: number) => {
      const started = mapReducer(state, { type: "drag-start", x: 100, y: 100, now: 1000 });
      return mapReducer(started, { type: "drag-move", x: 100 + dx, y: 100 + dy });
    };
    const atSix = drag(initialMapState, 100, 0);
    expect(atSix.center[0]).toBeCloseTo(-19.5 - 100 * 0.001 * 9, 10);
    const atTwelve = drag({ ...initialMapState, zoom: 12 }, 0, 50);
    expect(atTwelve.center[1]).toBeCloseTo(64.8 + 50 * 0.001 * 3, 10);
    expect(atTwelve.center[0]).toBe(-19.5);
  });

  it("a pan that would leave the bounds stops at the edge", () => {
    const started = mapReducer(initialMapState, { type: "drag-start", x: 0, y: 0, now: 0 });
    expect(mapReducer(started, { type: "drag-move", x: -5000, y: 0 }).center[0]).toBe(-13);
  });

  it("ignores a drag that starts within 100 ms of the last drag end", () => {
    let state = mapReducer(initialMapState, { type: "drag-start", x: 0, y: 0, now: 1000 });
    state = mapReducer(state, { type: "drag-end", now: 2000 });
    expect(mapReducer(state, { type: "drag-start", x: 0, y: 0, now: 2099 }).dragging).toBe(false);
    expect(mapReducer(state, { type: "drag-start", x: 0, y: 0, now: 2100 }).dragging).toBe(true);
  });

  it("a finger drag is not debounced: a second gesture straight after the first moves the map", () => {
    let state = mapReducer(initialMapState, { type: "finger-drag-start", x: 0, y: 0, follow: 1 });
    state = mapReducer(state, { type: "drag-end", now: 2000 });
    const again = mapReducer(state, { type: "finger-drag-start", x: 0, y: 0, follow: 1 });
    expect(again.dragging).toBe(true);
    expect(mapReducer(again, { type: "drag-move", x: 10, y: 0 }).center).not.toEqual(state.center);
  });

  it("moves only while dragging; mouse-up or mouse-leave ends it", () => {
    expect(mapReducer(initialMapState, { type: "drag-move", x: 50, y: 50 }).center).toEqual([-19.5, 64.8]);
    const dragging = mapReducer(initialMapState, { type: "drag-start", x: 0, y: 0, now: 0 });
    const ended = mapReducer(dragging, { type: "drag-end", now: 10 });
    expect(ended).toMatchObject({ dragging: false, lastDragEnd: 10 });
    expect(mapReducer(ended, { type: "drag-move", x: 50, y: 50 }).center).toEqual([-19.5, 64.8]);
  });

  it("a touch drag moves the map 1:1 with the finger, at two zoom levels", () => {
    const size = { width: 358, height: 358 };
    const marker: LonLat = [-21.9426, 64.1466];
    for (const zoom of [6, 12]) {
      const state = { ...initialMapState, zoom, center: marker };
      const scale = pixelScale(zoom, size.width);
      const started = mapReducer(state, { type: "finger-drag-start", x: 100, y: 100, follow: scale });
      const moved = mapReducer(started, { type: "drag-move", x: 200, y: 140 });
      // The marker that sat under the finger is still under it: 100 px right, 40 px down.
      const [x, y] = toViewport(marker, moved.center, drawZoom(zoom, size.width), size);
      expect(x - size.width / 2).toBeCloseTo(100, 6);
      expect(y - size.height / 2).toBeCloseTo(40, 6);
      // The mouse keeps PAN_FACTOR: at zoom 12 that is not the finger's 100 px.
      expect(mapReducer(started, { type: "drag-end", now: 1200 }).follow).toBeNull();
    }
  });
});

const pins: LonLat[] = [
  [-21.9426, 64.1466],
  [-21.95, 64.067],
  [-21.9185, 64.0863],
  [-21.6966, 64.1668],
];

describe("default view", () => {
  it("fits the pins on a phone: all inside, 48 px from the edges, at a whole zoom", () => {
    for (const width of [326, 356]) {
      const size = { width, height: width };
      const view = fitView(pins, size);
      expect(Number.isInteger(view.zoom)).toBe(true);
      for (const pin of pins) {
        const [x, y] = toViewport(pin, view.center, drawZoom(view.zoom, width), size);
        expect(x).toBeGreaterThanOrEqual(48);
        expect(x).toBeLessThanOrEqual(width - 48);
        expect(y).toBeGreaterThanOrEqual(48);
        expect(y).toBeLessThanOrEqual(width - 48);
      }
      // one zoom step closer would not fit
      const closer = pins.map((pin) => toViewport(pin, view.center, drawZoom(view.zoom + 1, width), size));
      expect(closer.some(([x, y]) => x < 48 || x > width - 48 || y < 48 || y > width - 48)).toBe(true);
      expect(defaultView(pins, size)).toEqual(view);
    }
  });

  it("keeps the default centre and zoom on a map 640 px wide or more", () => {
    expect(defaultView(pins, { width: 906, height: 680 })).toEqual(MAP_DEFAULTS);
    expect(defaultView(pins, { width: 640, height: 480 })).toEqual(MAP_DEFAULTS);
  });

  it("Reset View returns to the view it is given", () => {
    const view = fitView(pins, { width: 326, height: 326 });
    const moved = mapReducer(initialMapState, { type: "zoom", zoom: 14 });
    expect(mapReducer(moved, { type: "reset", view })).toMatchObject({ ...view, selectedId: null });
  });
});

describe("marker spreading", () => {
  it("parts markers that share a spot until no 28-px hit box overlaps another", () => {
    const spots: [number, number][] = [
      ...Array.from({ length: 6 }, () => [100, 100] as [number, number]),
      [100, 110],
      [104, 96],
      [300, 300],
    ];
    const placed = spreadMarkers(spots, 28);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) expect(boxesOverlap(placed[i]!, placed[j]!, 28)).toBe(false);
    // a marker with room stays where it is; the crowd stays near its spot
    expect(placed[8]).toEqual([300, 300]);
    for (const [x, y] of placed.slice(0, 8)) expect(Math.hypot(x - 100, y - 100)).toBeLessThan(100);
    // the same input gives the same layout (server and browser agree)
    expect(spreadMarkers(spots, 28)).toEqual(placed);
  });
});

describe("places", () => {
  it("names each pin spot from its distilleries' location lines, never inventing one", () => {
    expect(townOf("Hafnarfjörður, Iceland")).toBe("Hafnarfjörður");
    expect(townOf("Reykjavík area, Iceland")).toBeNull();
    expect(townOf("Iceland")).toBeNull();
    const places = placesOf([
      { id: "a", location: "Iceland", coordinates: pins[0]! },
      { id: "b", location: "Reykjavík, Iceland", coordinates: pins[0]! },
      { id: "c", location: "Reykjavík area, Iceland", coordinates: pins[3]! },
    ]);
    expect(places).toEqual([
      { coordinates: pins[0], name: "Reykjavík", ids: ["a", "b"] },
      { coordinates: pins[3], name: null, ids: ["c"] },
    ]);
  });
});
