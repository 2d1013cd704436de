import { Link } from "react-router";
import { PRODUCT_FACT_NAMES } from "@content/facts";
import { FallbackImage } from "~/components/common/fallback-image";
import { IllustrationCaption } from "~/components/common/illustration-caption";
import { UnverifiedSummary } from "~/components/sources/unverified-mark";
import { cn } from "~/lib/browser/cn";
import { entryImage, type SearchEntry } from "~/lib/catalogue/search";

/**
 * What a search result shows, in the drop-down, the phone panel and the search page alike: a
 * bottle with its picture, strength and (only from a checked offer) price, and the one quiet
 * line naming what no public source confirms; anything else its name and subtitle. With `link`
 * (the search page) the title is the row's link.
 */
export function ResultRow({ result, link = false }: { result: SearchEntry; link?: boolean }) {
  const bottle = result.kind === "product";
  const large = link;
  return (
    <span className={cn("flex items-center gap-3", link && "relative")}>
      {bottle && (
        <span className="flex shrink-0 flex-col items-center gap-0.5">
          <FallbackImage
            src={entryImage(result)}
            name={result.title}
            alt=""
            width={30}
            height={40}
            loading="lazy"
            className={cn("rounded bg-glacier-50 object-contain", large ? "h-16 w-12" : "h-10 w-7.5")}
          />
          <IllustrationCaption picture={{ image: entryImage(result) }} small />
        </span>
      )}
      <span className="min-w-0">
        {link ? (
          // The link is named by the title alone; it covers the whole row for a thumb.
          <Link
            to={result.href}
            className="block text-lg font-semibold text-primary after:absolute after:inset-0 hover:underline"
          >
            {result.title}
          </Link>
        ) : (
          <span className="block text-sm font-semibold">{result.title}</span>
        )}
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
