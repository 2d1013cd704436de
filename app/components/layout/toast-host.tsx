import { lazy, Suspense, useEffect, useState } from "react";
import { NOTICE_EVENT, type Notice } from "~/lib/browser/notify";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toast renderer on the first notice; queued notices are shown once it loads. */
export function ToastHost() {
  const [queue, setQueue] = useState<Notice[]>([]);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onNotice = (event: Event) => {
      setActive(true);
      setQueue((current) => [...current, (event as CustomEvent<Notice>).detail]);
    };
    window.addEventListener(NOTICE_EVENT, onNotice);
    return () => window.removeEventListener(NOTICE_EVENT, onNotice);
  }, []);

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster queue={queue} onShown={(count) => setQueue((current) => current.slice(count))} />
    </Suspense>
  );
}
