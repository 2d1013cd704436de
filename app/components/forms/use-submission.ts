import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { FormKind } from "~/lib/forms/form-messages";
import { networkNotice } from "~/lib/forms/network-notice";
import type { FieldErrors } from "~/lib/forms/form-outcome";
import { notifyForm } from "./form-notice";

type Flow = typeof import("./submission-flow");

// The flow and the schemas (the inbox's own rules, with zod) load when a visitor starts on a
// form, not with the page: the first-visit JavaScript budget has no room for them. Once loaded,
// it is kept here so a field with a message can be checked again as the visitor types.
let loaded: Flow | undefined;
const loadFlow = () => import("./submission-flow").then((flow) => (loaded = flow));

/** A form's named fields and their values, as it would send them. */
const valuesOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));

/**
 * The submission flow every form shares: the form's schema first, then busy while sending,
 * the outcome's notice, and `true` on success so the form can clear itself. A failure keeps
 * the values, puts a message under each field at fault (`errors`, by field name) and moves
 * focus to the first of them. Give `prepare` to the form's `onFocus` and `recheck` to its
 * `onInput`: a field's message goes as soon as its value is right.
 */
export function useSubmission(form: FormKind, formRef: RefObject<HTMLFormElement | null>) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped by each refused submission: focus goes to its first field at fault once the form is enabled again.
  const [refusals, setRefusals] = useState(0);
  // A second submit while the first one waits for the flow is ignored.
  const pending = useRef(false);

  useEffect(() => {
    if (refusals === 0 || !formRef.current) return;
    const first = [...formRef.current.elements].find(
      (element): element is HTMLInputElement => "name" in element && !!errors[(element as HTMLInputElement).name],
    );
    first?.focus();
    // Only a new refusal moves focus, not a message cleared while typing.
  }, [refusals]);

  /** `consent: false` stops a valid submission with the consent notice (the box is not sent). */
  const submit = async (values: Record<string, string>, { consent = true } = {}): Promise<boolean> => {
    if (pending.current) return false;
    pending.current = true;
    try {
      const flow = await loadFlow().catch(() => undefined);
      // Offline, or a page older than the deploy: the network message, which is small enough to travel with the page.
      if (!flow) {
        notifyForm(form, networkNotice(form));
        return false;
      }
      const outcome = await flow.runSubmission(form, values, consent, setBusy);
      setErrors(outcome.fields);
      if (Object.keys(outcome.fields).length > 0) setRefusals((count) => count + 1);
      return outcome.ok;
    } finally {
      pending.current = false;
    }
  };

  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (!loaded || !errors[name]) return;
    if (!loaded.fieldErrors(form, valuesOf(event.currentTarget))[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };
  const prepare = () => void loadFlow().catch(() => undefined);
  return { busy, submit, prepare, errors, recheck };
}
