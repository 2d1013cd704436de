import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { resolveLegacyPath } from "~/lib/routing/legacy-redirects";

/** What /404 reads to log the address nobody serves. */
export interface NotFoundState {
  from: string;
}

/**
 * Old addresses go to their new page; anything else to /404 (which goes home). One navigation
 * per address: the effect depends only on strings and the router's stable `navigate`, so the
 * re-renders a pending navigation causes do not start it again (a fresh `state` object in
 * `<Navigate>` did, and on a slow line it never finished).
 */
export default function CatchAll() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = resolveLegacyPath(pathname);
    if (target) void navigate(`${target}${search}`, { replace: true });
    else void navigate("/404", { replace: true, state: { from: pathname } satisfies NotFoundState });
  }, [navigate, pathname, search]);
  return null;
}
