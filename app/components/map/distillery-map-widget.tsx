import { useState } from "react";
import { ExternalLink } from "~/components/common/external-link";
import { FallbackImage } from "~/components/common/fallback-image";
import { Icon } from "~/components/ui/icons";
import { mapPinIcon } from "~/components/ui/icon-drawings";
import { siteConfig } from "~/config/site";
import { mapsSearchUrl, widgetMapUrl } from "~/lib/clients/mapbox";
import { LOCATOR_IMAGE, LOCATOR_VIEW, locatorPosition } from "~/lib/map/locator";
import type { LonLat } from "~/lib/map/map-state";

export interface DistilleryMapWidgetProps {
  distilleryName: string;
  address: string;
  /** [longitude, latitude] of the sourced town; without one no map position is shown */
  coordinates?: LonLat;
  /** the pin stands at the town, not at the distillery */
  approximate?: boolean;
}

/**
 * Where a distillery is. With a map token: the map image service's picture (zoom 13); without
 * one, or when that image fails: the locator, a cached outline of Iceland with the pin placed on
 * it; when that too fails, the placeholder bearing the name and address. Either way a click
 * opens a maps search at the coordinates in a new tab. A distillery with no sourced town gets no
 * picture and no pin, only its location line and a note.
 */
export function DistilleryMapWidget({ distilleryName, address, coordinates, approximate = false }: DistilleryMapWidgetProps) {
  if (!coordinates) return <UnconfirmedLocation distilleryName={distilleryName} address={address} />;
  return <PinnedMap distilleryName={distilleryName} address={address} coordinates={coordinates} approximate={approximate} />;
}

function UnconfirmedLocation({ distilleryName, address }: { distilleryName: string; address: string }) {
  return (
    <figure className="self-start rounded-xl border border-border bg-glacier-100" data-testid="location-unconfirmed">
      <figcaption className="flex items-start gap-2 p-3 text-sm">
        <Icon drawing={mapPinIcon} className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          <span className="block font-semibold text-night-900">{distilleryName}</span>
          <span className="text-slate-700">{address}</span>
          <span className="block text-xs text-slate-600">
            Location unconfirmed: no source gives the town, so we show no map position.
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

function PinnedMap({
  distilleryName,
  address,
  coordinates,
  approximate,
}: Required<Pick<DistilleryMapWidgetProps, "distilleryName" | "address" | "coordinates" | "approximate">>) {
  const token = siteConfig.mapbox.token;
  const [imageFailed, setImageFailed] = useState(false);
  const pin = locatorPosition(coordinates);
  return (
    <figure className="self-start overflow-hidden rounded-xl border border-border bg-glacier-100">
      <ExternalLink href={mapsSearchUrl(coordinates)} className="relative block" aria-label={`Open ${distilleryName} in maps`}>
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
          <>
            {/* Like every other picture, a locator that cannot load turns into the placeholder with the
                name and town, and its pin (placed for the map) goes with it. */}
            <FallbackImage
              src={LOCATOR_IMAGE}
              name={`${distilleryName}, ${address}`}
              kind="wide"
              alt={`Map of Iceland showing ${distilleryName}`}
              width={LOCATOR_VIEW.width}
              height={LOCATOR_VIEW.height}
              loading="lazy"
              className="peer block aspect-[2/1] h-auto w-full object-cover"
            />
            <span
              data-marker="0"
              title={distilleryName}
              className="absolute size-[22px] -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-[#dc2626] peer-data-[fallback]:hidden"
              style={{ left: `${pin.left.toFixed(2)}%`, top: `${pin.top.toFixed(2)}%` }}
            />
          </>
        )}
      </ExternalLink>
      <figcaption className="flex items-start gap-2 p-3 text-sm">
        <Icon drawing={mapPinIcon} className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>
          <span className="block font-semibold text-night-900">{distilleryName}</span>
          <span className="text-slate-700">{address}</span>
          {approximate && (
            <span className="block text-xs text-slate-600">Approximate position: the town, not the distillery</span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
