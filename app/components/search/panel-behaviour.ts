import type { RefObject } from "react";
import { isPanelEntry } from "./panel-entry";

export interface PanelEntryState {
  /** The panel's history entry is the current one. */
  ownEntry: RefObject<boolean>;
  /** The router's index of the page beneath the panel. */
  pageIndex: RefObject<unknown>;
  /** Forward onto the panel's entry opened it again. */
  reopened: () => void;
}

/**
 * What the phone search panel does once open: Escape and Tab inside it, an empty field and its
 * history entry off again on close, Back and Forward over its entry. Loaded on first open with the
 * results list (or at once on a page reloaded onto the panel's entry); returns the detach.
 */
export function attachPanel(dialog: HTMLDialogElement, input: HTMLInputElement, state: PanelEntryState) {
  const { ownEntry, pageIndex } = state;
  // Closed by Escape, the close button or Back: an empty field next time, and the panel's entry off again.
  const onClose = () => {
    if (input.value) {
      input.value = "";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (ownEntry.current) window.history.back();
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
  // Captured before the router's own listener, which must not see a pop to the same page.
  const onPop = (event: PopStateEvent) => {
    const samePage = event.state?.idx === pageIndex.current;
    const wasOpen = ownEntry.current;
    ownEntry.current = false;
    if (!samePage) return dialog.open && dialog.close();
    event.stopImmediatePropagation();
    if (isPanelEntry(event.state)) {
      // Forward onto the panel's entry opens the panel again.
      ownEntry.current = true;
      if (!dialog.open) dialog.showModal();
      state.reopened();
    } else if (wasOpen && dialog.open) dialog.close();
  };
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("keydown", onKeyDown);
  window.addEventListener("popstate", onPop, { capture: true });
  // Closed already while this code was on its way (a slow line): finish that close now.
  if (!dialog.open && ownEntry.current) onClose();
  return () => {
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("keydown", onKeyDown);
    window.removeEventListener("popstate", onPop, { capture: true });
  };
}
