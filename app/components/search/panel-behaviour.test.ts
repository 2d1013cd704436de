// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachPanel } from "./panel-behaviour";
import { isPanelEntry, pushPanelEntry } from "./panel-entry";

/**
 * Back and Forward over the phone search panel's history entry. The entries carry only what the
 * History API keeps (no router bookkeeping), so the panel must not lean on the router's own state.
 */
describe("the phone search panel's history entry", () => {
  let dialog: HTMLDialogElement;
  let detach: () => void;
  const routerSaw = vi.fn();
  const reopened = vi.fn();
  const ownEntry = { current: false };
  const pageUrl = { current: undefined as string | undefined };
  const pop = (state: unknown) => window.dispatchEvent(new PopStateEvent("popstate", { state }));

  beforeEach(() => {
    window.history.replaceState(null, "", "/premium-gins");
    dialog = document.createElement("dialog");
    const input = document.createElement("input");
    dialog.append(input);
    document.body.append(dialog);
    // The router listens in the bubbling phase; the panel's capture listener must stop what is its own.
    window.addEventListener("popstate", routerSaw);
    detach = attachPanel(dialog, input, { ownEntry, pageUrl, reopened });
    // Opened as PhoneSearch opens it.
    dialog.showModal();
    pageUrl.current = window.location.href;
    pushPanelEntry();
    ownEntry.current = true;
  });

  afterEach(() => {
    detach();
    window.removeEventListener("popstate", routerSaw);
    dialog.remove();
    routerSaw.mockReset();
    reopened.mockReset();
  });

  it("marks its own entry and no other", () => {
    expect(isPanelEntry({ searchPanel: true })).toBe(true);
    expect(isPanelEntry(null)).toBe(false);
    expect(isPanelEntry({ idx: 3 })).toBe(false);
  });

  it("Back closes the panel and the router never sees the pop", () => {
    pop(null);
    expect(dialog.open).toBe(false);
    expect(ownEntry.current).toBe(false);
    expect(routerSaw).not.toHaveBeenCalled();
  });

  it("Forward onto its entry opens the panel again, unseen by the router", () => {
    pop(null);
    pop({ searchPanel: true });
    expect(dialog.open).toBe(true);
    expect(ownEntry.current).toBe(true);
    expect(reopened).toHaveBeenCalledOnce();
    expect(routerSaw).not.toHaveBeenCalled();
  });

  it("Back from the page beneath to another page is the router's", () => {
    pop(null);
    window.history.replaceState(null, "", "/premium-vodkas");
    pop(null);
    expect(routerSaw).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });

  it("Back to an earlier entry of the same page is the router's too", () => {
    pop(null);
    pop(null);
    expect(routerSaw).toHaveBeenCalledOnce();
  });
});
