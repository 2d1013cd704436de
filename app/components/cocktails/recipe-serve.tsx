import type { Cocktail } from "@content/index";
import { cn } from "~/lib/browser/cn";

/** A recipe's glass and (when it has one) garnish, as a card's term list: the index and the bottle page. */
export function RecipeServe({
  recipe,
  className,
  termClassName,
}: {
  recipe: Cocktail;
  className?: string;
  termClassName?: string;
}) {
  const rows = [{ term: "Glass", value: recipe.glass }, ...(recipe.garnish ? [{ term: "Garnish", value: recipe.garnish }] : [])];
  return (
    <dl className={cn("mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm", className)}>
      {rows.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className={cn("font-semibold", termClassName)}>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
