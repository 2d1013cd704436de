import { MapPin } from "lucide-react";
import { ExternalLink } from "~/components/common/external-link";

export interface DistilleryMapWidgetProps {
  distilleryName: string;
  address: string;
  /** [longitude, latitude] */
  coordinates?: [number, number];
}

/** Reykjavík's centre, for a distillery without coordinates. */
const REYKJAVIK: [number, number] = [-21.9426, 64.1466];

/** Where a distillery is, with a link that opens a maps search at its coordinates. */
export function DistilleryMapWidget({ distilleryName, address, coordinates = REYKJAVIK }: DistilleryMapWidgetProps) {
  const [lon, lat] = coordinates;
  return (
    <div className="flex aspect-2/1 w-full flex-col items-center justify-center gap-2 rounded-xl bg-glacier-100 p-4 text-center">
      <MapPin aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold text-night-900">{distilleryName}</p>
      <p className="text-sm text-slate-700">{address}</p>
      <ExternalLink
        href={`https://www.google.com/maps/search/?api=1&query=${lat},${lon}`}
        className="text-sm font-medium text-primary underline underline-offset-2"
      >
        Open in maps
      </ExternalLink>
    </div>
  );
}
