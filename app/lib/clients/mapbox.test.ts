import { describe, expect, it } from "vitest";
import { mapsSearchUrl, pageMapUrl, widgetMapUrl } from "./mapbox";

describe("static map URLs", () => {
  it("page: numbered red pins at lon,lat, then centre, zoom, 800x600@2x and the token", () => {
    expect(
      pageMapUrl(
        [
          [-21.9185, 64.0863],
          [-21.95, 64.15],
        ],
        [-19.5, 64.8],
        6,
        "pk.test",
        "http://127.0.0.1:9",
      ),
    ).toBe(
      "http://127.0.0.1:9/styles/v1/mapbox/light-v11/static/pin-l-1+ff0000(-21.9185,64.0863),pin-l-2+ff0000(-21.95,64.15)/-19.5,64.8,6/800x600@2x?access_token=pk.test",
    );
  });
  it("widget: one red pin, zoom 13, 512x256@2x", () => {
    expect(widgetMapUrl([-21.95, 64.15], "pk.x", "https://api.mapbox.com")).toBe(
      "https://api.mapbox.com/styles/v1/mapbox/light-v11/static/pin-l+ff0000(-21.95,64.15)/-21.95,64.15,13/512x256@2x?access_token=pk.x",
    );
  });
});

describe("maps search links", () => {
  it("search at the coordinates (latitude first), or for a town by name", () => {
    expect(mapsSearchUrl([-21.95, 64.067])).toBe("https://www.google.com/maps/search/?api=1&query=64.067,-21.95");
    expect(mapsSearchUrl("Hafnarfjörður, Iceland")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Hafnarfj%C3%B6r%C3%B0ur%2C%20Iceland",
    );
  });
});
