import { useEffect } from "react";
import { Toaster as SonnerToaster, toast } from "sonner";
import type { Notice } from "~/lib/browser/notify";

export interface ToasterProps {
  queue: Notice[];
  onShown: (count: number) => void;
}

export default function Toaster({ queue, onShown }: ToasterProps) {
  useEffect(() => {
    if (queue.length === 0) return;
    for (const notice of queue) {
      const show = notice.variant === "error" ? toast.error : notice.variant === "success" ? toast.success : toast;
      show(notice.title, { id: notice.id, description: notice.description });
    }
    onShown(queue.length);
  }, [queue, onShown]);

  // A modal dialog (the popup) sets pointer-events: none on the body; the toasts take it back,
  // so one shown over the dialog's overlay stays on top for taps and its close button works.
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "pointer-events-auto", error: "!bg-red-50 !text-red-900 !border-red-300" } }}
    />
  );
}
