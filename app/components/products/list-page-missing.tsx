import { Navigate, useLocation } from "react-router";
import { isNotFoundError } from "~/lib/routing/route-errors";

/**
 * A list's page the build did not make (/premium-gins/page/1, a page past the end) has no data
 * file: the visitor goes on to /404 with the address, as from any unknown one (routes/catch-all.tsx).
 */
export function ListPageMissing({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  if (isNotFoundError(error)) return <Navigate to="/404" replace state={{ from: pathname }} />;
  throw error;
}
