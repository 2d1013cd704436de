import { useContext, useMemo, type ReactNode } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/**
 * React Router's framework context, in an object that changes only when one of its fields does.
 * `HydratedRouter` hands its context a new object on every navigation (it re-renders to give its
 * error boundary the new location), outside the navigation's transition; every `<Link>` reads that
 * context, so a filter choice redrew every link of the page inside the click (at 20 times the
 * catalogue, some 2,400 links on the gin list). Beneath this provider a link redraws only in the
 * navigation's own render, which React may interrupt. Remove it once HydratedRouter keeps its
 * context's object (the fields are the ones it sets).
 */
export function SteadyFrameworkContext({ children }: { children: ReactNode }) {
  const context = useContext(FrameworkContext);
  const steady = useMemo(
    () => context,
    // the fields, not the object, are what can change
    [
      context?.manifest,
      context?.routeModules,
      context?.future,
      context?.criticalCss,
      context?.ssr,
      context?.isSpaMode,
      context?.routeDiscovery,
    ],
  );
  return <FrameworkContext.Provider value={steady}>{children}</FrameworkContext.Provider>;
}
