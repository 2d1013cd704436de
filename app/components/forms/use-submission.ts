import { useRef, useState } from "react";
import { formMessages, type FormKind } from "~/lib/forms/form-messages";
import { outcomeNotice, problemNotice } from "~/lib/forms/form-outcome";
import { submitForm } from "~/lib/clients/forms-client";
import { notify, type Notice } from "~/lib/browser/notify";

// The schemas (the inbox's own rules, with zod) load when a visitor starts on a form, not with
// the page: the first-visit JavaScript budget has no room for them.
// (Taking checkForm out in `then` lets the bundler leave the inbox-only parsing out.)
const loadCheck = () => import("~/lib/forms/form-schemas").then(({ checkForm }) => checkForm);

/**
 * The submission flow every form shares: the form's schema first, then busy while sending,
 * the outcome's notice, and `true` on success so the form can clear itself. Values are the
 * form's own state, so a failure keeps them. Give `prepare` to the form's `onFocus`.
 */
export function useSubmission(form: FormKind) {
  const [busy, setBusy] = useState(false);
  // A second submit while the first one waits for the schemas is ignored.
  const pending = useRef(false);

  /** `consent: false` stops a valid submission with the consent notice (the box is not sent). */
  const submit = async (values: Record<string, string>, { consent = true } = {}): Promise<boolean> => {
    if (pending.current) return false;
    pending.current = true;
    try {
      const checkForm = await loadCheck().catch(() => undefined);
      if (!checkForm) return reject(outcomeNotice(form, { ok: false, reason: "network" }));
      const checked = checkForm(form, values);
      if (!checked.ok) return reject(problemNotice(form, checked));
      if (!consent) return reject({ ...formMessages.consentRequired, variant: "error" });
      setBusy(true);
      const result = await submitForm(form, checked.values);
      setBusy(false);
      notify(outcomeNotice(form, result));
      return result.ok;
    } finally {
      pending.current = false;
    }
  };
  const prepare = () => void loadCheck().catch(() => undefined);
  return { busy, submit, prepare };
}

const reject = (notice: Notice): false => {
  notify(notice);
  return false;
};
