import { startTransition, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from "react";

let hydrated = false;

export interface DeferredIslandProps {
  /** the lazily loaded component (see lib/lazy-section) */
  component: LazyExoticComponent<ComponentType>;
  /** starts loading its code */
  preload: () => Promise<unknown>;
  className?: string;
}

/**
 * Below-the-fold content that is pre-rendered to HTML but whose code loads only when the
 * visitor comes near it (or focuses or points into it). Until then the server's HTML stays
 * as it is: React does not touch markup under dangerouslySetInnerHTML during hydration.
 * Later client-side renders (after the first page) mount the component directly.
 */
export function DeferredIsland({ component: Component, preload, className }: DeferredIslandProps) {
  const [active, setActive] = useState(() => typeof window === "undefined" || hydrated);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    hydrated = true;
    const element = ref.current;
    if (active || !element) return;
    let done = false;
    const activate = () => {
      if (done) return;
      done = true;
      cleanup();
      // In a transition React keeps the pre-rendered HTML on screen until the code is in.
      preload().then(() => startTransition(() => setActive(true)));
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && activate(), {
      rootMargin: "200px",
    });
    observer.observe(element);
    element.addEventListener("focusin", activate);
    element.addEventListener("pointerenter", activate);
    function cleanup() {
      observer.disconnect();
      element?.removeEventListener("focusin", activate);
      element?.removeEventListener("pointerenter", activate);
    }
    return cleanup;
  }, [active, preload]);

  if (active) {
    return (
      <div ref={ref} className={className}>
        <Component />
      </div>
    );
  }
  return <div ref={ref} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
