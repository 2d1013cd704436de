import type { FormKind } from "./form-messages";

export const networkError = "Network error. Please try again later.";
export const failureTitles = { contact: "Message Failed", footer: "Subscription Failed", popup: "Subscription Failed" } as const;

/**
 * The one notice that travels with the page: when the submission code itself cannot be fetched
 * (offline, or a page older than the deploy). A module of its own, so a page loads these few words
 * and not every message of the forms (formMessages, which builds on them).
 */
export const networkNotice = (form: FormKind) =>
  ({ title: failureTitles[form], description: networkError, variant: "error" }) as const;
