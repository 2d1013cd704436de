/** Anything on a page can ask the newsletter popup to open (e.g. the blog's Subscribe button). */
export const OPEN_NEWSLETTER_EVENT = "gins:open-newsletter";

export function openNewsletter(): void {
  window.dispatchEvent(new Event(OPEN_NEWSLETTER_EVENT));
}
