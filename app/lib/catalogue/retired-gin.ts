/** A retired product (kept apart so the gin page stays small): any address ending in it goes to the gin list. */
export const RETIRED_GIN_PATH = "/gin/einiberja-gin";

/** The gin page's own check; the servers match the address as written (routing/legacy-redirects). */
export const isRetiredGinPath = (pathname: string): boolean => /\/gin\/einiberja-gin\/?$/i.test(pathname);
