// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazySection } from "./lazy-section";

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

const failing = () => Promise.reject(new Error("chunk gone"));

describe("lazySection", () => {
  const reload = vi.fn();
  beforeEach(() => {
    // React reports the caught errors on the console; they are expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it("renders the loaded section", async () => {
    const Section = lazySection(async () => ({ default: () => <p>loaded</p> }));
    render(
      <Suspense fallback="Loading...">
        <Section />
      </Suspense>,
    );
    expect(await screen.findByText("loaded")).toBeTruthy();
  });

  it("raises the preload-error event and reloads once when nobody handles it", async () => {
    const events: Event[] = [];
    window.addEventListener("vite:preloadError", (event) => events.push(event), { once: true });
    const Section = lazySection(failing);
    render(
      <Suspense fallback="Loading...">
        <Section />
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(events).toHaveLength(1);
    expect(sessionStorage.getItem("lazy-chunk-reloaded")).toBe("1");
  });

  it("rethrows to the error boundary when a listener handles the event", async () => {
    window.addEventListener("vite:preloadError", (event) => event.preventDefault(), { once: true });
    const Handled = lazySection(failing);
    render(
      <Catch>
        <Suspense fallback="Loading...">
          <Handled />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText("caught: chunk gone")).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it("rethrows instead of reloading a second time", async () => {
    sessionStorage.setItem("lazy-chunk-reloaded", "1");
    const AfterReload = lazySection(failing);
    render(
      <Catch>
        <Suspense fallback="Loading...">
          <AfterReload />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText("caught: chunk gone")).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
