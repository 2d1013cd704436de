import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { focusIcon } from "~/components/ui/icon-drawings";
import { BotanicalChips } from "~/components/ui/botanical-chips";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/browser/cn";
import { mapCopy } from "./map-copy";
import type { MapDistillery } from "./types";

/** The distilleries as cards under the map, numbered as their pins: a card selects its distillery. */
export function DistilleryCards({
  distilleries,
  selectedId,
  onSelect,
  onFocus,
}: {
  distilleries: MapDistillery[];
  selectedId: string | null;
  onSelect: (distillery: MapDistillery) => void;
  onFocus: (distillery: MapDistillery) => void;
}) {
  return (
    <section aria-label="Distilleries" className="mt-12">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {distilleries.map((d, i) => (
          <li key={d.id}>
            <article
              onClick={() => onSelect(d)}
              className={cn(
                "flex h-full cursor-pointer flex-col rounded-card border bg-white p-6 shadow-sm transition-shadow hover:shadow-md",
                selectedId === d.id ? "border-primary ring-2 ring-primary" : "border-border",
              )}
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-red-600 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-xl font-semibold">
                    <button
                      type="button"
                      onClick={(e) => (e.stopPropagation(), onSelect(d))}
                      className="text-left hover:underline"
                    >
                      {d.name}
                    </button>
                  </h3>
                  <p className="text-sm text-slate-700">{d.location}</p>
                </div>
              </div>
              <p className="mt-4 text-sm font-medium text-glacier-700">
                {d.bottles.length} {d.bottles.length === 1 ? "product" : "products"}
              </p>
              <BotanicalChips items={d.bottles.map((bottle) => bottle.name)} limit={3} className="mt-2" />
              <div className="mt-auto flex flex-wrap gap-3 pt-5">
                <Button size="sm" onClick={(e) => (e.stopPropagation(), onFocus(d))}>
                  <Icon drawing={focusIcon} /> {mapCopy.focus}
                  <span className="sr-only"> on {d.name}</span>
                </Button>
                <Link
                  to={`/all-distillery/${d.id}`}
                  onClick={(e) => e.stopPropagation()}
                  className={buttonVariants({ variant: "secondary", size: "sm" })}
                >
                  {mapCopy.learnMore}
                  <span className="sr-only"> about {d.name}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
