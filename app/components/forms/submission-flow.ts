import { submitForm } from "~/lib/forms/forms-client";
import { notifyForm } from "./form-notice";
import { formMessages, type FormKind } from "~/lib/forms/form-messages";
import { fieldMessage, outcomeNotice, problemNotice, providerFieldErrors, type FieldErrors } from "~/lib/forms/form-outcome";
import { checkForm, fieldProblems, isFormField } from "~/lib/forms/form-schemas";

/** How a submission ended: `ok`, and the message under each field that has one. */
export interface SubmissionOutcome {
  ok: boolean;
  fields: FieldErrors;
}

/** The message under each of a form's fields that its schema refuses. */
export function fieldErrors(form: FormKind, values: Record<string, string>): FieldErrors {
  const problems = fieldProblems(form, values);
  return Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, fieldMessage(form, problem)]));
}

/**
 * What happens when a form is sent: its schema, busy while sending, the outcome's notice (the
 * form's toasts), and the field messages of a refusal. Loaded with the schemas when a visitor
 * starts on a form (use-submission).
 */
export async function runSubmission(
  form: FormKind,
  values: Record<string, string>,
  consent: boolean,
  setBusy: (busy: boolean) => void,
): Promise<SubmissionOutcome> {
  const checked = checkForm(form, values);
  if (!checked.ok) {
    notifyForm(form, problemNotice(form, checked));
    return { ok: false, fields: fieldErrors(form, values) };
  }
  if (!consent) {
    notifyForm(form, { ...formMessages.consentRequired, variant: "error" });
    return { ok: false, fields: {} };
  }
  setBusy(true);
  const result = await submitForm(form, checked.values);
  setBusy(false);
  notifyForm(form, outcomeNotice(form, result));
  if (result.ok) return { ok: true, fields: {} };
  const errors = result.reason === "rejected" ? (result.errors ?? []) : [];
  return { ok: false, fields: providerFieldErrors(form, errors, (name) => isFormField(form, name)) };
}
