import { createElement, type ComponentProps } from "react";
import { cn } from "~/lib/browser/cn";

/** The elements a card is drawn on: a plain box, or the landmark, form or list item it is. */
type CardTag = "div" | "section" | "article" | "li" | "aside" | "form";

/**
 * The site's card: white, bordered, rounded, lightly shadowed. Padding, layout and the element
 * (`as`) are the caller's.
 */
export function Card<T extends CardTag = "div">({ as, className, ...props }: { as?: T } & ComponentProps<T>) {
  // The tag varies, so its props are checked at the call (ComponentProps<T>), not here.
  return createElement(as ?? "div", {
    ...(props as object),
    className: cn("rounded-card border border-border bg-white shadow-sm", className),
  });
}
