import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { isSameSitePath } from "~/lib/routing/same-site-path";

/** A path on this site that the router shows (a page); a path with a file extension is a file to load. */
export const isPagePath = (href: string) => isSameSitePath(href) && /^[^?#.]*(?:[?#].*)?$/.test(href);

/**
 * Links inside markup React did not draw (Markdown bodies rendered at build time) open like
 * the site's other links, without a reload. Delegated from their container, so the links stay
 * plain, keyboard-reachable anchors; modified clicks, new tabs and files keep the browser's way.
 */
export function useClientLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.("a");
    const href = link?.getAttribute("href");
    if (!link || !href || !isPagePath(href) || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    navigate(href);
  };
}
