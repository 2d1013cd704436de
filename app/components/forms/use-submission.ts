import { useRef, useState } from "react";
import { notify } from "~/lib/browser/notify";
import type { FormKind } from "~/lib/forms/form-messages";
import { outcomeNotice } from "~/lib/forms/form-outcome";

// The flow and the schemas (the inbox's own rules, with zod) load when a visitor starts on a
// form, not with the page: the first-visit JavaScript budget has no room for them.
const loadFlow = () => import("./submission-flow");

/**
 * The submission flow every form shares: the form's schema first, then busy while sending,
 * the outcome's notice, and `true` on success so the form can clear itself. A failure keeps
 * the values. Give `prepare` to the form's `onFocus`.
 */
export function useSubmission(form: FormKind) {
  const [busy, setBusy] = useState(false);
  // A second submit while the first one waits for the flow is ignored.
  const pending = useRef(false);

  /** `consent: false` stops a valid submission with the consent notice (the box is not sent). */
  const submit = async (values: Record<string, string>, { consent = true } = {}): Promise<boolean> => {
    if (pending.current) return false;
    pending.current = true;
    try {
      const flow = await loadFlow().catch(() => undefined);
      // Offline, or a page older than the deploy: the network message, which is small enough to travel with the page.
      if (!flow) {
        notify(outcomeNotice(form, { ok: false, reason: "network" }));
        return false;
      }
      return await flow.runSubmission(form, values, consent, setBusy);
    } finally {
      pending.current = false;
    }
  };
  const prepare = () => void loadFlow().catch(() => undefined);
  return { busy, submit, prepare };
}
