import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MapCanvas } from "./map-canvas";

const page = () =>
  renderToStaticMarkup(
    <MapCanvas center={[-19.5, 64.8]} zoom={6} width={800} height={600} markers={[]} title="Map of Iceland" />,
  );

describe("the map's coastline", () => {
  it("is drawn from a cached file, not written into the page", () => {
    const html = page();
    expect(html).toMatch(/<use href="[^"]*iceland-coast[^"]*\.svg#coast"/);
    // The page carries no geometry: the file does.
    expect(html).not.toMatch(/<path d="M\d/);
    expect(html.length).toBeLessThan(2_000);
  });

  it("keeps a one-pixel line at every zoom: its stroke does not scale with the map", () => {
    const file = readFileSync(new URL("./iceland-coast.svg", import.meta.url), "utf8");
    const coast = file.match(/<path id="coast"[^>]*\/>/)?.[0] ?? "";
    expect(coast).toContain('vector-effect="non-scaling-stroke"');
    expect(coast).toContain('stroke-width="1"');
    expect(coast.match(/ d="([^"]+)"/)?.[1]?.length).toBeGreaterThan(10_000);
  });
});
