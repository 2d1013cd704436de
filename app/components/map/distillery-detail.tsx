import { Link } from "react-router";
import { ExternalLink } from "~/components/common/external-link";
import { Icon } from "~/components/ui/icons";
import { mapPinIcon } from "~/components/ui/icon-drawings";
import { buttonVariants } from "~/components/ui/button";
import { mapsSearchUrl } from "~/lib/clients/mapbox";
import { townOf } from "~/lib/map/places";
import type { MapDistillery } from "./types";

export const detailCopy = {
  learnMore: "Learn More",
  openInMaps: "Open in Maps",
  bottles: "Bottles",
  approximate: "Approximate position: the pin marks the town, not the distillery",
} as const;

/**
 * What the map says about a selected distillery: where it is, its bottles and the way there. Shown
 * in the side panel beside a wide map and in the sheet over a narrow one.
 */
export function DistilleryDetail({
  distillery,
  headingId,
  showDescription = true,
}: {
  distillery: MapDistillery;
  headingId?: string;
  showDescription?: boolean;
}) {
  const town = townOf(distillery.location);
  return (
    <>
      <h2 id={headingId} className="font-sans text-lg font-semibold">
        {distillery.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="detail-town">
        {distillery.location}
        {distillery.founded && ` · Founded ${distillery.founded}`}
      </p>
      {distillery.approximate && <p className="mt-1 text-xs text-slate-600">{detailCopy.approximate}</p>}
      {showDescription && <p className="mt-3 text-sm text-slate-700">{distillery.description}</p>}
      {distillery.bottles.length > 0 && (
        <>
          <h3 className="mt-4 font-sans text-sm font-semibold">{detailCopy.bottles}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {distillery.bottles.map((bottle) => (
              <li key={bottle.href}>
                <Link to={bottle.href} className="font-medium text-primary underline underline-offset-2">
                  {bottle.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={`/all-distillery/${distillery.id}`} className={buttonVariants({ size: "sm" })}>
          {detailCopy.learnMore}
          <span className="sr-only"> about {distillery.name}</span>
        </Link>
        {/* The pin stands at the sourced town, so the maps search asks for that town by name. */}
        <ExternalLink
          href={mapsSearchUrl(town ? `${town}, Iceland` : distillery.coordinates)}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          <Icon drawing={mapPinIcon} /> {detailCopy.openInMaps}
          {town && <span className="sr-only">: {town}</span>}
        </ExternalLink>
      </div>
    </>
  );
}
