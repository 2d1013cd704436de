import { MapPinIcon } from "~/components/ui/core-icons";
import { useState } from "react";
import { ExternalLink } from "~/components/common/external-link";
import { siteConfig } from "~/config/site";
import type { LonLat } from "~/lib/map/map-state";
import { mapsSearchUrl, widgetMapUrl } from "~/lib/clients/mapbox";
import { MapCanvas } from "./map-canvas";

export interface DistilleryMapWidgetProps {
  distilleryName: string;
  address: string;
  /** [longitude, latitude]; Reykjavík's centre when unknown */
  coordinates?: LonLat;
}

export const REYKJAVIK_CENTRE: LonLat = [-21.9426, 64.1466];
/** The locator shows all of Iceland with the distillery's pin. */
const ICELAND_VIEW = { center: [-18.7, 64.95] as LonLat, zoom: 4.6 };

/**
 * Where a distillery is. With a map token: the map image service's picture (zoom 13); without
 * one, or when that image fails: the built-in locator map. Either way a click opens a maps
 * search at the coordinates in a new tab.
 */
export function DistilleryMapWidget({ distilleryName, address, coordinates = REYKJAVIK_CENTRE }: DistilleryMapWidgetProps) {
  const token = siteConfig.mapbox.token;
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <figure className="self-start overflow-hidden rounded-xl border border-border bg-glacier-100">
      <ExternalLink href={mapsSearchUrl(coordinates)} className="block" aria-label={`Open ${distilleryName} in maps`}>
        {token && !imageFailed ? (
          <img
            src={widgetMapUrl(coordinates, token)}
            alt={`Map showing ${distilleryName}`}
            width={512}
            height={256}
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="block h-auto w-full"
          />
        ) : (
          <MapCanvas
            {...ICELAND_VIEW}
            width={512}
            height={256}
            detail="outline"
            markers={[{ id: "pin", label: 0, name: distilleryName, coordinates }]}
            title={`Map of Iceland showing ${distilleryName}`}
          />
        )}
      </ExternalLink>
      <figcaption className="flex items-start gap-2 p-3 text-sm">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>
          <span className="block font-semibold text-night-900">{distilleryName}</span>
          <span className="text-slate-700">{address}</span>
        </span>
      </figcaption>
    </figure>
  );
}
