// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { useContext, useState } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";
import { afterEach, expect, it } from "vitest";
import { SteadyFrameworkContext } from "./steady-framework-context";

afterEach(cleanup);

type Context = NonNullable<React.ContextType<typeof FrameworkContext>>;
const fields = {
  manifest: { version: "1" },
  routeModules: {},
  future: {},
  ssr: false,
  isSpaMode: false,
  routeDiscovery: { mode: "initial" },
} as unknown as Context;

it("hands readers beneath it the same object while the router's fields stay the same, and a new one when one changes", () => {
  const seen: Context[] = [];
  function Reader() {
    seen.push(useContext(FrameworkContext)!);
    return null;
  }
  // Made once, as the page beneath the router is: only a change of context draws it again.
  const page = <Reader />;
  // What HydratedRouter does on a navigation: the same fields in a new object.
  let renew = (_next: Partial<Context>) => {};
  function Router() {
    const [value, setValue] = useState<Context>(fields);
    renew = (next) => setValue({ ...value, ...next });
    return (
      <FrameworkContext.Provider value={value}>
        <SteadyFrameworkContext>{page}</SteadyFrameworkContext>
      </FrameworkContext.Provider>
    );
  }
  render(<Router />);
  expect(seen).toHaveLength(1);
  act(() => renew({}));
  // The reader was not even drawn again: its context did not change.
  expect(seen).toHaveLength(1);
  act(() => renew({ manifest: { version: "2" } as unknown as Context["manifest"] }));
  expect(seen).toHaveLength(2);
  expect(seen[1]!.manifest).toEqual({ version: "2" });
});
