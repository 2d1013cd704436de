import { cn } from "~/lib/browser/cn";

export interface BotanicalChipsProps {
  items: string[];
  /** a page for each item (botanical pages); plain chips where absent */
  hrefs?: (string | undefined)[];
  /** how many chips show before "+N more"; all when absent */
  limit?: number;
  /** -1: the chips' links stay clickable but out of the tab order (a card; the full list is on the bottle's page) */
  linkTabIndex?: number;
  className?: string;
}

const chip = "rounded-full bg-glacier-100 px-3 py-1 text-xs font-medium text-night-800";

/** Botanical, ingredient or feature chips: the first few, then "+N more". */
export function BotanicalChips({ items, hrefs, limit, linkTabIndex, className }: BotanicalChipsProps) {
  const shown = limit === undefined ? items : items.slice(0, limit);
  const rest = items.length - shown.length;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {shown.map((item, index) => {
        const href = hrefs?.[index];
        return (
          <li key={item} className={href ? undefined : chip}>
            {href ? (
              // A plain anchor, opened through the router by the page's delegated handler (client-links.ts).
              <a href={href} tabIndex={linkTabIndex} className={cn(chip, "block hover:bg-glacier-200 hover:underline")}>
                {item}
              </a>
            ) : (
              item
            )}
          </li>
        );
      })}
      {rest > 0 && <li className={cn(chip, "bg-transparent ring-1 ring-border")}>+{rest} more</li>}
    </ul>
  );
}
