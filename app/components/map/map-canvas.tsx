import { useMemo } from "react";
import { drawZoom, type LonLat } from "~/lib/map/map-state";
import type { Place } from "~/lib/map/places";
import { spreadMarkers } from "~/lib/map/spread";
import { placeLabels } from "~/lib/map/labels";
import { COAST_UNIT } from "~/lib/map/coast";
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
  /** the default zoom: the map shows what its 800x600 frame shows, scaled to `width` */
  zoom: number;
  /** the map's size in CSS px: markers and labels keep their size at any width */
  width: number;
  height: number;
  markers: MapMarker[];
  selectedId?: string | null;
  onMarkerClick?: (marker: MapMarker) => void;
  title: string;
  /** the pins' towns, each named beside its pins wherever the name fits (app/lib/map/labels.ts) */
  places?: Place[];
}

/** A marker's hit box (CSS px): WCAG 2.5.8 asks for 24. */
export const MARKER_BOX = 28;

/** The built-in map: Natural Earth's Iceland in Web Mercator with numbered red markers. */
export function MapCanvas(props: MapCanvasProps) {
  const { center, zoom, width, height, markers, selectedId, onMarkerClick, title, places = [] } = props;
  const size = { width, height };
  const z = drawZoom(zoom, width);
  const spots = useMemo(
    () => markers.map((m) => toViewport(m.coordinates, center, z, size)),
    [markers, center, z, width, height],
  );
  const placed = useMemo(() => spreadMarkers(spots, MARKER_BOX), [spots]);
  // Towns with more pins claim room first: Reykjavík before a suburb whose name would cover it.
  const labels = placeLabels(
    places
      .filter((place): place is Place & { name: string } => place.name !== null)
      .map((place) => ({ name: place.name, markers: placed.filter((_, i) => place.ids.includes(markers[i]!.id)) }))
      .sort((a, b) => b.markers.length - a.markers.length),
    MARKER_BOX,
    size,
    placed,
  );
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={title}
      // Before the browser measures the map, the pre-rendered 800x600 drawing covers its box.
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 block h-full w-full select-none"
    >
      <rect width={width} height={height} fill="#cfe3ee" />
      <g transform={worldTransform(center, z, size)}>
        <g transform={`scale(${COAST_UNIT})`}>
          <Coastline />
        </g>
      </g>
      {/* Where markers were spread apart, a thin line leads each back to its town. */}
      {placed.map(([x, y], i) => {
        const [sx, sy] = spots[i]!;
        if (Math.hypot(x - sx, y - sy) < 1) return null;
        return <line key={markers[i]!.id} x1={sx} y1={sy} x2={x} y2={y} stroke="#334155" strokeWidth={1} />;
      })}
      {labels.map((label) => (
        <text
          key={label.name}
          x={label.x}
          y={label.y}
          textAnchor="middle"
          fontSize="13"
          fontWeight="600"
          fill="#0f172a"
          stroke="#fff"
          strokeWidth={3}
          paintOrder="stroke"
          fontFamily="system-ui, sans-serif"
          data-place={label.name}
        >
          {label.name}
        </text>
      ))}
      {markers.map((marker, i) => {
        const [x, y] = placed[i]!;
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
            <rect x={-MARKER_BOX / 2} y={-MARKER_BOX / 2} width={MARKER_BOX} height={MARKER_BOX} fill="transparent" />
            <circle r={12} fill={selected ? "#7f1d1d" : "#c81e1e"} stroke={selected ? "#0f172a" : "#fff"} strokeWidth={2} />
            {marker.label > 0 && (
              <text textAnchor="middle" dy="4.5" fontSize="13" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
                {marker.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
