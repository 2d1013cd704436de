// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { API_KEY_STORAGE, forgetStoredKey, readStoredKey, storeKey } from "./api-key-store";

describe("the scraping key's storage", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps a saved key for the next visit", () => {
    expect(readStoredKey()).toBeNull();
    storeKey("fc-good");
    expect(localStorage.getItem(API_KEY_STORAGE)).toBe("fc-good");
    expect(readStoredKey()).toBe("fc-good");
  });

  it("forgets the key in both storages and leaves other entries alone", () => {
    storeKey("fc-good");
    sessionStorage.setItem(API_KEY_STORAGE, "fc-old");
    localStorage.setItem("compare-items", "[]");
    forgetStoredKey();
    expect(readStoredKey()).toBeNull();
    expect(sessionStorage.getItem(API_KEY_STORAGE)).toBeNull();
    expect(localStorage.getItem("compare-items")).toBe("[]");
  });

  it("does not throw when the browser blocks storage", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      removeItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    vi.stubGlobal("localStorage", blocked);
    vi.stubGlobal("sessionStorage", blocked);
    expect(readStoredKey()).toBeNull();
    expect(() => storeKey("fc-good")).not.toThrow();
    expect(() => forgetStoredKey()).not.toThrow();
  });
});
