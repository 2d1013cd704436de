import { isRouteErrorResponse } from "react-router";

/**
 * An address the build did not pre-render (an unknown slug) answers its data request with
 * 404; the detail routes show their not-found state for it instead of an error screen.
 */
export const isNotFoundError = (error: unknown): boolean => isRouteErrorResponse(error) && error.status === 404;
