import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { isSameSitePath } from "~/lib/routing/same-site-path";

/** A path on this site that the router shows (a page); a path with a file extension is a file to load. */
export const isPagePath = (href: string) => isSameSitePath(href) && /^[^?#.]*(?:[?#].*)?$/.test(href);

/**
 * Plain anchors to the site's pages open like router links, without a reload: those inside markup
 * React did not draw (Markdown bodies rendered at build time) and the cards' (a card's five links
 * as router links were five sets of hooks to hydrate on every card of a list). One handler on the
 * page's <main> (root.tsx) serves them all; modified clicks, new tabs and files keep the browser's
 * way, and the address a link already shows is replaced, not pushed, as a router link does.
 */
export function useClientLinks() {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.("a");
    const href = link?.getAttribute("href");
    if (!link || !href || !isPagePath(href) || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    navigate(href, { replace: href === here });
  };
}
