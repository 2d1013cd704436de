// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachPanel } from "./panel-behaviour";
import { isPanelEntry, panelEntryState } from "./panel-entry";

/**
 * The phone search panel's history entry: marked in the router's state, and left (Back, through the
 * router) when the panel closes while its entry is the current one.
 */
describe("the phone search panel's history entry", () => {
  let dialog: HTMLDialogElement;
  let input: HTMLInputElement;
  let detach: () => void;
  const leaveEntry = vi.fn();
  const ownEntry = { current: false };

  beforeEach(() => {
    dialog = document.createElement("dialog");
    input = document.createElement("input");
    dialog.append(input);
    document.body.append(dialog);
    ownEntry.current = false;
    detach = attachPanel(dialog, input, { ownEntry, leaveEntry });
    // Opened as PhoneSearch opens it.
    dialog.showModal();
    ownEntry.current = true;
  });

  afterEach(() => {
    detach();
    dialog.remove();
    leaveEntry.mockReset();
  });

  it("marks its own entry and no other, keeping the page's own state", () => {
    expect(isPanelEntry(panelEntryState(null))).toBe(true);
    expect(panelEntryState({ from: "list" })).toEqual({ from: "list", searchPanel: true });
    expect(isPanelEntry(null)).toBe(false);
    expect(isPanelEntry({ idx: 3 })).toBe(false);
  });

  it("closing on its own entry goes Back once and empties the field", async () => {
    input.value = "gin";
    dialog.close();
    await vi.waitFor(() => expect(leaveEntry).toHaveBeenCalledOnce());
    expect(input.value).toBe("");
    expect(ownEntry.current).toBe(false);
  });

  it("closing after the entry is gone (Back, or a chosen result that replaced it) goes nowhere", async () => {
    ownEntry.current = false;
    const closed = new Promise((resolve) => dialog.addEventListener("close", resolve, { once: true }));
    dialog.close();
    await closed;
    expect(leaveEntry).not.toHaveBeenCalled();
  });
});
