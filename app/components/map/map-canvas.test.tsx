// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MAP_DEFAULTS } from "~/lib/map/map-state";
import { placesOf } from "~/lib/map/places";
import { MapCanvas } from "./map-canvas";

// Two producers in towns far apart and one with no town in its location line (a test fixture).
const producers = [
  { id: "a", name: "A Distillery", location: "Borgarnes, Iceland", coordinates: [-21.92, 64.54] as const },
  { id: "b", name: "B Distillery", location: "Húsavík, Iceland", coordinates: [-17.34, 66.04] as const },
  { id: "c", name: "C Distillery", location: "Iceland", coordinates: [-19.0, 64.0] as const },
];

describe("the overview map names the pins' towns", () => {
  afterEach(cleanup);

  it("at the opening zoom, every pinned town with room has its name", () => {
    const { container } = render(
      <MapCanvas
        center={MAP_DEFAULTS.center}
        zoom={MAP_DEFAULTS.zoom}
        width={800}
        height={600}
        title="Map"
        places={placesOf(producers)}
        markers={producers.map((p, i) => ({ id: p.id, label: i + 1, name: p.name, coordinates: p.coordinates }))}
      />,
    );
    const names = [...container.querySelectorAll("[data-place]")].map((label) => label.textContent);
    expect(names.sort()).toEqual(["Borgarnes", "Húsavík"]);
  });
});
