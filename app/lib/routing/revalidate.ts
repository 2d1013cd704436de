import type { ShouldRevalidateFunction } from "react-router";

/**
 * Every route module's `shouldRevalidate`. A navigation to the same address (the phone search
 * panel's history entry, and Back or Forward over it) keeps the page's data: a pre-rendered page's
 * data is made from its address at build time, so it cannot have changed. Any other navigation is
 * the router's usual.
 */
export const sameAddressKeepsData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
    ? false
    : defaultShouldRevalidate;

/**
 * For a page whose data is made from its path alone (the query is the page's own, e.g. the
 * cocktail index's ?q=): a change of query fetches nothing either.
 */
export const samePathKeepsData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
