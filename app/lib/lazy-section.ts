import { lazy, type ComponentType } from "react";

const RELOAD_FLAG = "lazy-chunk-reloaded";

/**
 * React.lazy for sections and widgets. When a chunk fails to load (a stale tab after a
 * deploy) the spec's preload-error event is raised; a listener may handle it by calling
 * preventDefault(). Unhandled, the page reloads once to pick up the new build; if that
 * already happened in this tab, the error is rethrown to the error boundary.
 */
export function lazySection<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    // At build time (pre-rendering) the section is simply rendered.
    if (typeof window === "undefined") return load();
    try {
      const module = await load();
      sessionStorage.removeItem(RELOAD_FLAG);
      return module;
    } catch (error) {
      const event = new Event("vite:preloadError", { cancelable: true }) as Event & { payload?: unknown };
      event.payload = error;
      window.dispatchEvent(event);
      if (!event.defaultPrevented && !sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, "1");
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
