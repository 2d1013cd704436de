import { formMessages, type FormKind } from "./form-messages";
import type { SubmissionResult } from "./forms-client";
import type { Notice } from "./notify";

/** The notice a form shows for a submission's outcome (success, server message, fallback, network). */
export function outcomeNotice(form: FormKind, result: SubmissionResult): Notice {
  const messages = formMessages[form];
  if (result.ok) return { ...messages.success, variant: "success" };
  const description = result.reason === "network" ? formMessages.networkError : (result.message ?? messages.failureFallback);
  return { title: messages.failureTitle, description, variant: "error" };
}
