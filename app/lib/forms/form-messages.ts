import { failureTitles, networkError } from "./network-notice";

export type FormKind = "contact" | "footer" | "popup";

/** Every message the forms show, word for word as the required message catalogue has them. */
export const formMessages = {
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  requiredMissing: { title: "Required Fields Missing", description: "Please fill in all required fields." },
  consentRequired: { title: "Newsletter Consent Required", description: "Please check the box to subscribe to our newsletter." },
  networkError,
  /** Under a field longer than the form takes (the catalogue has no words for it; the form's own). */
  tooLong: (maximum: number) => `Please keep this to ${maximum} characters or fewer.`,
  contact: {
    success: { title: "Message Sent!", description: "Thank you for your message. We'll get back to you soon." },
    failureTitle: failureTitles.contact,
    failureFallback: "There was a problem sending your message.",
  },
  footer: {
    success: { title: "Thanks for subscribing!", description: "You've been added to our mailing list." },
    failureTitle: failureTitles.footer,
    failureFallback: "There was a problem subscribing you.",
  },
  popup: {
    success: { title: "Welcome aboard!", description: "You've successfully subscribed to our newsletter." },
    failureTitle: failureTitles.popup,
    failureFallback: "There was a problem subscribing you.",
  },
} as const;
