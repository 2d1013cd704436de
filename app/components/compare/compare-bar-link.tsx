import { Link } from "react-router";
import { compareUrl } from "~/lib/catalogue/compare-store";
import { cn } from "~/lib/browser/cn";
import { Icon } from "~/components/ui/icons";
import { compareIcon } from "~/components/ui/icon-drawings";
import { useCompareEntries } from "./use-compare-entries";

/**
 * The compare tray as a phone's buy bar carries it ("Compare (3)"), on the price's line so the bar
 * grows no taller; nothing while no bottle is picked.
 */
export function CompareBarLink({ className }: { className?: string }) {
  const entries = useCompareEntries();
  if (entries.length === 0) return null;
  return (
    <Link
      to={compareUrl(entries.map((entry) => entry.slug))}
      className={cn(
        "inline-flex min-h-6 shrink-0 items-center gap-1 rounded-full bg-night-900 px-2 text-xs font-semibold whitespace-nowrap text-white hover:bg-night-800",
        className,
      )}
    >
      {/* below 420 px the word gives way to the icon (the name stays "Compare (3)") so "Price not checked"
          keeps one line beside it and the bar grows no taller */}
      <Icon drawing={compareIcon} className="size-3.5 text-aurora-300 min-[420px]:hidden" />
      <span className="max-[419.98px]:sr-only">Compare </span>({entries.length})
    </Link>
  );
}
