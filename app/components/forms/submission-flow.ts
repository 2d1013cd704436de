import { submitForm } from "~/lib/clients/forms-client";
import { notify, type Notice } from "~/lib/browser/notify";
import { formMessages, type FormKind } from "~/lib/forms/form-messages";
import { outcomeNotice, problemNotice } from "~/lib/forms/form-outcome";
import { checkForm } from "~/lib/forms/form-schemas";

const reject = (notice: Notice): false => {
  notify(notice);
  return false;
};

/**
 * What happens when a form is sent: its schema, busy while sending, the outcome's notice, and
 * `true` on success. Loaded with the schemas when a visitor starts on a form (use-submission).
 */
export async function runSubmission(
  form: FormKind,
  values: Record<string, string>,
  consent: boolean,
  setBusy: (busy: boolean) => void,
): Promise<boolean> {
  const checked = checkForm(form, values);
  if (!checked.ok) return reject(problemNotice(form, checked));
  if (!consent) return reject({ ...formMessages.consentRequired, variant: "error" });
  setBusy(true);
  const result = await submitForm(form, checked.values);
  setBusy(false);
  notify(outcomeNotice(form, result));
  return result.ok;
}
