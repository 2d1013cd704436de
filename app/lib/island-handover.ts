/**
 * A deferred island's pre-rendered HTML can be typed into before its code arrives. When React
 * then draws the live component in its place, what the visitor typed, ticked and focused is
 * carried over, so nothing is lost at the swap.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface IslandState {
  fields: { value: string; checked: boolean }[];
  focused: number;
  selection: [number, number] | null;
}

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<Field>("input, textarea, select")];

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

export function captureIslandState(root: HTMLElement): IslandState {
  const fields = fieldsOf(root);
  const focused = fields.findIndex((field) => field === document.activeElement);
  const active = fields[focused];
  let selection: IslandState["selection"] = null;
  try {
    if (active && !(active instanceof HTMLSelectElement) && active.selectionStart !== null)
      selection = [active.selectionStart, active.selectionEnd ?? active.selectionStart];
  } catch {
    /* inputs of type email have no selection API */
  }
  return {
    fields: fields.map((field) => ({ value: field.value, checked: isToggle(field) && field.checked })),
    focused,
    selection,
  };
}

/** The value setter React does not intercept, so the input event below reaches onChange. */
function setNativeValue(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

export function restoreIslandState(root: HTMLElement, state: IslandState): void {
  const fields = fieldsOf(root);
  // Only when the live markup has the same fields: otherwise values could land in the wrong place.
  if (fields.length !== state.fields.length) return;
  fields.forEach((field, index) => {
    const saved = state.fields[index]!;
    if (isToggle(field)) {
      // React follows checkboxes through click events.
      if (field.checked !== saved.checked) field.click();
    } else if (field.value !== saved.value) {
      setNativeValue(field, saved.value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  });
  const focused = fields[state.focused];
  if (!focused) return;
  focused.focus();
  if (state.selection && !(focused instanceof HTMLSelectElement)) {
    try {
      focused.setSelectionRange(...state.selection);
    } catch {
      /* as above */
    }
  }
}
