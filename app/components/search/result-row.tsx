import { PRODUCT_FACT_NAMES } from "@content/facts";
import { FallbackImage } from "~/components/common/fallback-image";
import { UnverifiedSummary } from "~/components/sources/unverified-mark";
import { cn } from "~/lib/browser/cn";
import { entryImage, type SearchEntry } from "~/lib/catalogue/search";

/**
 * What a search result shows, in the drop-down, the phone panel and the search page alike: a
 * bottle with its picture, strength and (only from a checked offer) price, and the one quiet
 * line naming what no public source confirms; anything else its name and subtitle.
 */
export function ResultRow({ result, large = false }: { result: SearchEntry; large?: boolean }) {
  const bottle = result.kind === "product";
  return (
    <span className="flex items-center gap-3">
      {bottle && (
        <FallbackImage
          src={entryImage(result)}
          name={result.title}
          alt=""
          width={30}
          height={40}
          loading="lazy"
          className={cn("shrink-0 rounded bg-glacier-50 object-contain", large ? "h-16 w-12" : "h-10 w-7.5")}
        />
      )}
      <span className="min-w-0">
        <span className={cn("block font-semibold", large ? "text-lg text-primary" : "text-sm")}>{result.title}</span>
        <span className={cn("block text-slate-600", large ? "text-sm" : "text-xs")}>
          {result.subtitle}
          {result.strength && ` · ${result.strength}`}
          {result.price && (
            <>
              {" · "}
              <span className="font-semibold text-night-900">{result.price}</span>
            </>
          )}
        </span>
        <UnverifiedSummary as="span" names={(result.unverified ?? []).map((field) => PRODUCT_FACT_NAMES[field])} />
      </span>
    </span>
  );
}
