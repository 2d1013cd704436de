import { useState } from "react";
import type { FormKind } from "~/lib/form-messages";
import { outcomeNotice } from "~/lib/form-outcome";
import { submitForm } from "~/lib/forms-client";
import { notify, type Notice } from "~/lib/notify";

/**
 * The submission flow every form shares: busy while sending, the outcome's notice, and
 * `true` on success so the form can clear itself. Values are the form's own state, so a
 * failure keeps them.
 */
export function useSubmission(form: FormKind) {
  const [busy, setBusy] = useState(false);
  const submit = async (fields: Record<string, string>): Promise<boolean> => {
    setBusy(true);
    const result = await submitForm(form, fields);
    setBusy(false);
    notify(outcomeNotice(form, result));
    return result.ok;
  };
  return { busy, submit };
}

/** A validation problem: shown as an error notice, nothing is sent. */
export const reject = (notice: Omit<Notice, "variant">): false => {
  notify({ ...notice, variant: "error" });
  return false;
};
