import { cn } from "~/lib/cn";

export interface BotanicalChipsProps {
  items: string[];
  /** how many chips show before "+N more"; all when absent */
  limit?: number;
  className?: string;
  tone?: "light" | "dark";
}

/** Botanical, ingredient or feature chips: the first few, then "+N more". */
export function BotanicalChips({ items, limit, className, tone = "light" }: BotanicalChipsProps) {
  const shown = limit === undefined ? items : items.slice(0, limit);
  const rest = items.length - shown.length;
  const chip =
    tone === "light"
      ? "rounded-full bg-glacier-100 px-3 py-1 text-xs font-medium text-night-800"
      : "rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/20";
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {shown.map((item) => (
        <li key={item} className={chip}>
          {item}
        </li>
      ))}
      {rest > 0 && <li className={cn(chip, "bg-transparent ring-1 ring-border")}>+{rest} more</li>}
    </ul>
  );
}
