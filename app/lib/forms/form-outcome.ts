import { formMessages, type FormKind } from "./form-messages";
import { networkNotice } from "./network-notice";
import type { SubmissionErrorType } from "./form-schemas";
import type { ProviderError, SubmissionResult } from "./forms-client";
import type { Notice } from "../browser/notify";

/** The notice a form shows for a submission's outcome (success, server message, fallback, network). */
export function outcomeNotice(form: FormKind, result: SubmissionResult): Notice {
  const messages = formMessages[form];
  if (result.ok) return { ...messages.success, variant: "success" };
  if (result.reason === "network") return networkNotice(form);
  return { title: messages.failureTitle, description: result.message ?? messages.failureFallback, variant: "error" };
}

/** The catalogue's words for a refused value: a newsletter's empty address is an invalid one. */
function specWords(form: FormKind, errorType: string) {
  if (errorType === "REQUIRED_FIELD" && form === "contact") return formMessages.requiredMissing;
  if (errorType === "REQUIRED_FIELD" || errorType === "INVALID_EMAIL") return formMessages.invalidEmail;
  return undefined;
}

/**
 * The notice for values the form's schema refused, in the message catalogue's words; anything the catalogue has
 * no words for reads like the server's answer.
 */
export function problemNotice(form: FormKind, problem: { errorType: SubmissionErrorType; message: string }): Notice {
  const words = specWords(form, problem.errorType);
  if (words) return { ...words, variant: "error" };
  return { title: formMessages[form].failureTitle, description: problem.message, variant: "error" };
}

/** The message under each field that has one, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The words under a field for its problem: the catalogue's, as in the notice; a value too long gets
 * the form's own; anything else keeps the answer's message.
 */
export function fieldMessage(form: FormKind, problem: { errorType: string; maximum?: number; message?: string }): string {
  const { errorType, maximum, message } = problem;
  const words = specWords(form, errorType);
  if (words) return words.description;
  if (errorType === "INPUT_TOO_LARGE" && maximum) return formMessages.tooLong(maximum);
  return message ?? formMessages[form].failureFallback;
}

// HubSpot names the field as `Error in 'fields.email'. …`; the local inbox as `The field 'email' is …`.
const NAMED_FIELD = /'fields\.([^']+)'|field '([^']+)'/;

/**
 * The field messages in a provider's refusal: for each error that names one of the form's
 * fields (or is an invalid email, which can only be the email field). Others stay in the notice.
 */
export function providerFieldErrors(
  form: FormKind,
  errors: readonly ProviderError[],
  isField: (name: string) => boolean,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const named = NAMED_FIELD.exec(error.message);
    const name = named?.[1] ?? named?.[2] ?? (error.errorType === "INVALID_EMAIL" ? "email" : undefined);
    if (name && isField(name)) fields[name] ??= fieldMessage(form, error);
  }
  return fields;
}
