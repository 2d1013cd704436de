import { data, isRouteErrorResponse } from "react-router";

/**
 * An address the build did not pre-render (an unknown slug) has no data file; the detail
 * routes show their not-found state for it instead of an error screen.
 */
export const isNotFoundError = (error: unknown): boolean => isRouteErrorResponse(error) && error.status === 404;

/**
 * The client loader of a detail route: the pre-rendered data when it exists, otherwise a 404
 * for the route's not-found state. A network failure (offline) stays an error.
 */
export async function prerenderedDataOr404<T>(serverLoader: () => Promise<T>): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof TypeError) throw error;
    throw data(null, { status: 404 });
  }
}
