import { notify, type Notice } from "~/lib/browser/notify";
import type { FormKind } from "~/lib/forms/form-messages";

/** A form's toast: one per form, so its success replaces its earlier error instead of stacking on it. */
export const notifyForm = (form: FormKind, notice: Notice) => notify({ ...notice, id: `form-${form}` });
