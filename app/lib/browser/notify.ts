/**
 * Toasts without shipping the toast library on first load: notify() asks the lazily
 * mounted host (components/layout/toast-host) to load sonner, then shows the message.
 */
export interface Notice {
  title: string;
  description?: string;
  variant?: "success" | "error" | "info";
  /**
   * Notices that share an id are one toast: a new one replaces the earlier in place (a form's
   * success after its error), instead of stacking on it.
   */
  id?: string;
}

export const NOTICE_EVENT = "gins:notice";

export function notify(notice: Notice): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: notice }));
}
