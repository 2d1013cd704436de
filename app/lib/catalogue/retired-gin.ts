/** A retired product: any address ending in it goes to the gin list (kept apart so the gin page stays small). */
export const isRetiredGinPath = (pathname: string): boolean => /\/gin\/einiberja-gin\/?$/i.test(pathname);
