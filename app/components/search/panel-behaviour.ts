import type { RefObject } from "react";
import { isPanelEntry } from "./panel-entry";

export interface PanelEntryState {
  /** The panel's history entry is the current one. */
  ownEntry: RefObject<boolean>;
  /** The address of the page beneath the panel. */
  pageUrl: RefObject<string | undefined>;
  /** Forward onto the panel's entry opened it again. */
  reopened: () => void;
}

/**
 * What the phone search panel does once open: Escape and Tab inside it, an empty field and its
 * history entry off again on close, Back and Forward over its entry. Loaded on first open with the
 * results list; returns the detach.
 */
export function attachPanel(dialog: HTMLDialogElement, input: HTMLInputElement, state: PanelEntryState) {
  const { ownEntry, pageUrl } = state;
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
  // Captured before the router's own listener, which must not see a pop to the same page. Back from
  // the panel's entry lands on the page beneath it; a pop onto a panel entry is Forward from that page.
  const onPop = (event: PopStateEvent) => {
    const wasOnPanelEntry = ownEntry.current;
    const ontoPanelEntry = isPanelEntry(event.state);
    ownEntry.current = false;
    const samePage = (wasOnPanelEntry || ontoPanelEntry) && window.location.href === pageUrl.current;
    if (!samePage) return dialog.open && dialog.close();
    event.stopImmediatePropagation();
    if (wasOnPanelEntry) {
      if (dialog.open) dialog.close();
    } else {
      // Forward onto the panel's entry opens the panel again.
      ownEntry.current = true;
      if (!dialog.open) dialog.showModal();
      state.reopened();
    }
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
