import type { RefObject } from "react";

export interface PanelEntryState {
  /** The panel's history entry is the current one. */
  ownEntry: RefObject<boolean>;
  /** Back off the panel's entry (through the router). */
  leaveEntry: () => void;
}

/**
 * What the phone search panel does once open: Escape and Tab inside it, an empty field and its
 * history entry off again on close (Back and Forward over the entry are PhoneSearch's, from the
 * router's location). Loaded on first open with the results list; returns the detach.
 */
export function attachPanel(dialog: HTMLDialogElement, input: HTMLInputElement, state: PanelEntryState) {
  const { ownEntry } = state;
  // Closed by Escape, the close button or Back: an empty field next time, and the panel's entry off again.
  const onClose = () => {
    if (input.value) {
      input.value = "";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (ownEntry.current) {
      ownEntry.current = false;
      state.leaveEntry();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A search field takes Escape to clear itself, so the dialog would not close by itself.
    if (event.key === "Escape") {
      event.preventDefault();
      dialog.close();
    }
    // A modal dialog already makes the page inert; Tab also wraps around inside it, as in Radix's trap.
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>("input, button, a[href]")].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
    }
  };
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("keydown", onKeyDown);
  // Closed already while this code was on its way (a slow line): finish that close now.
  if (!dialog.open && ownEntry.current) onClose();
  return () => {
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("keydown", onKeyDown);
  };
}
