// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

type PopupModule = typeof import("./newsletter-popup");
// Each test gets a fresh module (it keeps a flag in memory) and empty storage.
async function load(): Promise<PopupModule> {
  vi.resetModules();
  return import("./newsletter-popup");
}

describe("newsletter popup rules", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("opens by itself on a fresh visit", async () => {
    const popup = await load();
    expect(popup.POPUP_DELAY_MS).toBe(30_000);
    expect(popup.shouldAutoOpenPopup()).toBe(true);
  });

  it("not once it has been shown in this session, under its sessionStorage key", async () => {
    const popup = await load();
    popup.rememberPopupShown();
    expect(popup.shouldAutoOpenPopup()).toBe(false);
    expect(sessionStorage.getItem("subscription-popup-shown")).toBe("true");
    expect(localStorage.getItem("subscription-popup-dismissed")).toBeNull();
    // The next page of the same session reads it back.
    expect((await load()).shouldAutoOpenPopup()).toBe(false);
  });

  it("not once dismissed for good, under its localStorage key and value", async () => {
    const popup = await load();
    popup.rememberPopupDismissed();
    expect(localStorage.getItem("subscription-popup-dismissed")).toBe("true");
    expect(popup.shouldAutoOpenPopup()).toBe(false);
  });

  it("with storage blocked, a showing still stops it on this page", async () => {
    const popup = await load();
    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    vi.stubGlobal("localStorage", blocked);
    vi.stubGlobal("sessionStorage", blocked);
    expect(popup.shouldAutoOpenPopup()).toBe(true);
    popup.rememberPopupShown();
    expect(popup.shouldAutoOpenPopup()).toBe(false);
  });
});
