import { describe, expect, it } from "vitest";
import { initialMapState, mapReducer, type MapState } from "./map-state";

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

  it("moves only while dragging; mouse-up or mouse-leave ends it", () => {
    expect(mapReducer(initialMapState, { type: "drag-move", x: 50, y: 50 }).center).toEqual([-19.5, 64.8]);
    const dragging = mapReducer(initialMapState, { type: "drag-start", x: 0, y: 0, now: 0 });
    const ended = mapReducer(dragging, { type: "drag-end", now: 10 });
    expect(ended).toMatchObject({ dragging: false, lastDragEnd: 10 });
    expect(mapReducer(ended, { type: "drag-move", x: 50, y: 50 }).center).toEqual([-19.5, 64.8]);
  });
});
