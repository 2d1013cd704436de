import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { CaptionedThumbnail } from "~/components/common/illustration-caption";
import { Button } from "~/components/ui/button";
import {
  clearRecentlyViewed,
  parseRecentlyViewed,
  readRecentlyViewedText,
  recordView,
  subscribeRecentlyViewed,
  type ViewedBottle,
} from "~/lib/browser/recently-viewed";

/** The pre-rendered page has no device to read: nothing is listed until the browser takes over. */
const NOTHING_STORED = () => "[]";

/**
 * A bottle page's "Recently viewed": the other bottles this device opened lately (the page's own
 * bottle is recorded on arrival), with a button that forgets them all. Hidden while there is none.
 */
export function RecentlyViewed({ bottle }: { bottle: ViewedBottle }) {
  const stored = useSyncExternalStore(subscribeRecentlyViewed, readRecentlyViewedText, NOTHING_STORED);
  const others = useMemo(() => parseRecentlyViewed(stored).filter((item) => item.slug !== bottle.slug), [stored, bottle.slug]);
  const [cleared, setCleared] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    recordView(bottle);
    setCleared(false);
  }, [bottle.slug, bottle.name, bottle.href, bottle.image]);

  useEffect(() => {
    if (cleared) status.current?.focus();
  }, [cleared]);

  if (!cleared && others.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby="recently-viewed-heading">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="recently-viewed-heading" className="text-2xl font-semibold">
          Recently viewed
        </h2>
        {!cleared && (
          <Button
            variant="secondary"
            onClick={() => {
              clearRecentlyViewed();
              setCleared(true);
            }}
          >
            Clear recently viewed
          </Button>
        )}
      </div>
      {cleared ? (
        <p ref={status} tabIndex={-1} role="status" className="mt-2 text-sm text-slate-700">
          Cleared. This device no longer keeps the bottles you viewed; the ones you open from now on will show here.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">Kept on this device only: no account, no cookie.</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {others.map((item) => (
              <li key={item.slug}>
                <Link
                  to={item.href}
                  className="flex min-h-14 items-center gap-3 rounded-xl border border-border bg-white py-1.5 pr-4 pl-2 text-sm font-semibold text-night-900 shadow-sm hover:bg-glacier-50"
                >
                  <CaptionedThumbnail bottle={item} width={30} height={40} imageClassName="h-10 w-7.5 object-contain" />
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
