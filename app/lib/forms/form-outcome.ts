import { formMessages, type FormKind } from "./form-messages";
import type { SubmissionErrorType } from "./form-schemas";
import type { SubmissionResult } from "../clients/forms-client";
import type { Notice } from "../browser/notify";

/** The notice a form shows for a submission's outcome (success, server message, fallback, network). */
export function outcomeNotice(form: FormKind, result: SubmissionResult): Notice {
  const messages = formMessages[form];
  if (result.ok) return { ...messages.success, variant: "success" };
  const description = result.reason === "network" ? formMessages.networkError : (result.message ?? messages.failureFallback);
  return { title: messages.failureTitle, description, variant: "error" };
}

/**
 * The notice for values the form's schema refused, in the spec's words: a newsletter's empty
 * address is an invalid one; anything the spec has no words for reads like the server's answer.
 */
export function problemNotice(form: FormKind, problem: { errorType: SubmissionErrorType; message: string }): Notice {
  if (problem.errorType === "REQUIRED_FIELD" && form === "contact") return { ...formMessages.requiredMissing, variant: "error" };
  if (problem.errorType === "REQUIRED_FIELD" || problem.errorType === "INVALID_EMAIL") {
    return { ...formMessages.invalidEmail, variant: "error" };
  }
  return { title: formMessages[form].failureTitle, description: problem.message, variant: "error" };
}
