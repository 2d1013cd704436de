import { useMemo } from "react";
import type { LonLat } from "~/lib/map/map-state";
import { toViewport, worldTransform } from "~/lib/map/web-mercator";
import { Coastline } from "./coastline";

export interface MapMarker {
  id: string;
  /** the number shown on the marker; 0 for a plain pin */
  label: number;
  name: string;
  coordinates: LonLat;
}

export interface MapCanvasProps {
  center: LonLat;
  zoom: number;
  width: number;
  height: number;
  markers: MapMarker[];
  selectedId?: string | null;
  detail: "full" | "outline";
  onMarkerClick?: (marker: MapMarker) => void;
  title: string;
}

const MIN_GAP = 24;

/**
 * Screen positions for the markers: where several stand on (nearly) one spot they are pushed
 * apart until each is visible and clickable. Deterministic, so server and browser agree.
 */
function place(markers: MapMarker[], center: LonLat, zoom: number, size: { width: number; height: number }) {
  const points = markers.map((marker) => toViewport(marker.coordinates, center, zoom, size));
  for (let round = 0; round < 40; round++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        let dx = b[0] - a[0];
        let dy = b[1] - a[1];
        let distance = Math.hypot(dx, dy);
        if (distance >= MIN_GAP) continue;
        if (distance < 0.01) {
          // Same spot: separate along a fixed direction per pair.
          const angle = ((i * 7 + j * 3) % 12) * (Math.PI / 6);
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (MIN_GAP - distance) / 2;
        a[0] -= (dx / distance) * push;
        a[1] -= (dy / distance) * push;
        b[0] += (dx / distance) * push;
        b[1] += (dy / distance) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return markers.map((marker, i) => ({ marker, at: points[i]! }));
}

/** The built-in map: Natural Earth's Iceland in Web Mercator with numbered red markers. */
export function MapCanvas({ center, zoom, width, height, markers, selectedId, detail, onMarkerClick, title }: MapCanvasProps) {
  const size = { width, height };
  const placed = useMemo(() => place(markers, center, zoom, size), [markers, center, zoom, width, height]);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={title}
      className="block h-auto w-full select-none"
    >
      <rect width={width} height={height} fill="#cfe3ee" />
      <g transform={worldTransform(center, zoom, size)}>
        <g transform="scale(0.001)">
          <Coastline detail={detail} />
        </g>
      </g>
      {placed.map(({ marker, at: [x, y] }) => {
        const selected = marker.id === selectedId;
        return (
          <g
            key={marker.id}
            transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
            onClick={onMarkerClick ? () => onMarkerClick(marker) : undefined}
            className={onMarkerClick ? "cursor-pointer" : undefined}
            data-marker={marker.label}
          >
            <title>{marker.label > 0 ? `${marker.label}. ${marker.name}` : marker.name}</title>
            <circle r={selected ? 14 : 11} fill={selected ? "#7f1d1d" : "#dc2626"} stroke="#fff" strokeWidth={2} />
            {marker.label > 0 && (
              <text textAnchor="middle" dy="4" fontSize="11" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
                {marker.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
