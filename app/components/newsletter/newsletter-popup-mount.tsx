import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { OPEN_NEWSLETTER_EVENT } from "~/lib/browser/newsletter-events";
import { POPUP_DELAY_MS, rememberPopupShown, shouldAutoOpenPopup } from "~/lib/browser/newsletter-popup";

const NewsletterDialog = lazy(() => import("./newsletter-dialog"));

/**
 * The popup's mount point on every page: a timer and a listener. The dialog's code loads only
 * when it is about to open. The timer opens it only if it has not been shown in this session.
 */
export function NewsletterPopupMount() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Where focus goes back to when the dialog closes (it has no trigger of its own).
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Every showing counts, whoever asked: after it the timer never opens the popup again.
    const show = () => {
      rememberPopupShown();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setMounted(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_NEWSLETTER_EVENT, show);
    const timer = window.setTimeout(() => {
      if (shouldAutoOpenPopup()) show();
    }, POPUP_DELAY_MS);
    return () => {
      window.removeEventListener(OPEN_NEWSLETTER_EVENT, show);
      window.clearTimeout(timer);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
    </Suspense>
  );
}
