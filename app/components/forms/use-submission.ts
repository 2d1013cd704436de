import { useState } from "react";
import { formMessages, type FormKind } from "~/lib/form-messages";
import { outcomeNotice, problemNotice } from "~/lib/form-outcome";
import { checkForm } from "~/lib/form-schemas";
import { submitForm } from "~/lib/forms-client";
import { notify, type Notice } from "~/lib/notify";

/**
 * The submission flow every form shares: the form's schema (the same one the inbox uses)
 * first, then busy while sending, the outcome's notice, and `true` on success so the form can
 * clear itself. Values are the form's own state, so a failure keeps them.
 */
export function useSubmission(form: FormKind) {
  const [busy, setBusy] = useState(false);
  /** `consent: false` stops a valid submission with the consent notice (the box is not sent). */
  const submit = async (values: Record<string, string>, { consent = true } = {}): Promise<boolean> => {
    const checked = checkForm(form, values);
    if (!checked.ok) return reject(problemNotice(form, checked));
    if (!consent) return reject({ ...formMessages.consentRequired, variant: "error" });
    setBusy(true);
    const result = await submitForm(form, checked.values);
    setBusy(false);
    notify(outcomeNotice(form, result));
    return result.ok;
  };
  return { busy, submit };
}

const reject = (notice: Notice): false => {
  notify(notice);
  return false;
};
