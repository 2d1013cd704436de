import {
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from "react";
import { isHydrated, markHydrated } from "~/lib/hydration";
import { captureIslandState, restoreIslandState, type IslandState } from "~/lib/island-handover";

export interface DeferredIslandProps<P extends object> {
  /** the lazily loaded component (see lib/lazy-section) */
  component: LazyExoticComponent<ComponentType<P>>;
  props: P;
  /** starts loading its code */
  preload: () => Promise<unknown>;
  /** shown while the code loads after a client-side navigation */
  fallback?: ReactNode;
  className?: string;
  id?: string;
}

/**
 * Below-the-fold content that is pre-rendered to HTML but whose code loads only when the
 * visitor comes near it (or focuses or points into it). Until then the server's HTML stays
 * as it is: React does not touch markup under dangerouslySetInnerHTML during hydration.
 * What the visitor typed or submitted in the meantime is handed over to the live component.
 * After the first page, client-side navigations mount it directly behind the fallback.
 */
export function DeferredIsland<P extends object>({
  component: Component,
  props,
  preload,
  fallback = null,
  className,
  id,
}: DeferredIslandProps<P>) {
  const [mode] = useState<"server" | "static" | "client">(() =>
    typeof window === "undefined" ? "server" : isHydrated() ? "client" : "static",
  );
  const [active, setActive] = useState(mode !== "static");
  const ref = useRef<HTMLDivElement>(null);
  const handover = useRef<{ state: IslandState; submitForm: number } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    const pending = handover.current;
    if (!active || !element || !pending) return;
    handover.current = null;
    // After React has finished this commit, before the browser paints it.
    queueMicrotask(() => {
      restoreIslandState(element, pending.state);
      element.querySelectorAll("form")[pending.submitForm]?.requestSubmit();
    });
  }, [active]);

  useEffect(() => {
    markHydrated();
    const element = ref.current;
    if (active || !element) return;
    let done = false;
    let submitForm = -1;
    const activate = () => {
      if (done) return;
      done = true;
      cleanup();
      // In a transition React keeps the pre-rendered HTML on screen until the code is in.
      preload().then(() => {
        handover.current = { state: captureIslandState(element), submitForm };
        startTransition(() => setActive(true));
      });
    };
    // A form sent before its code is in would reload the page: hold it and send it from the live one.
    const holdSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      submitForm = [...element.querySelectorAll("form")].indexOf(event.target as HTMLFormElement);
      activate();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && activate(), {
      rootMargin: "0px",
    });
    observer.observe(element);
    element.addEventListener("focusin", activate);
    element.addEventListener("pointerenter", activate);
    element.addEventListener("submit", holdSubmit);
    function cleanup() {
      observer.disconnect();
      element?.removeEventListener("focusin", activate);
      element?.removeEventListener("pointerenter", activate);
    }
    return () => {
      cleanup();
      element.removeEventListener("submit", holdSubmit);
    };
  }, [active, preload]);

  if (!active) {
    return (
      <div
        ref={ref}
        id={id}
        className={className}
        data-island="static"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  const content = <Component {...props} />;
  return (
    // Pre-rendered HTML says "static": it is inert until the island's code has loaded.
    <div ref={ref} id={id} className={className} data-island={mode === "server" ? "static" : "active"}>
      {mode === "client" ? <Suspense fallback={fallback}>{content}</Suspense> : content}
    </div>
  );
}
