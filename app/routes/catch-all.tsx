import { Navigate, useLocation } from "react-router";
import { resolveLegacyPath } from "~/lib/legacy-redirects";

/** Old addresses go to their new page; anything else to /404 (which goes home). */
export default function CatchAll() {
  const { pathname, search } = useLocation();
  const target = resolveLegacyPath(pathname);
  if (target) return <Navigate to={`${target}${search}`} replace />;
  return <Navigate to="/404" replace state={{ from: pathname }} />;
}
