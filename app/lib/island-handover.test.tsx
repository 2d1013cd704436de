// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { captureIslandState, restoreIslandState } from "./island-handover";

/** What the live component would be: controlled fields whose state the page shows. */
function LiveForm() {
  const [email, setEmail] = useState("");
  const [note, setNote] = useState("");
  const [agree, setAgree] = useState(false);
  return (
    <form>
      <input aria-label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input aria-label="Agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <output>{`${email}|${note}|${agree}`}</output>
    </form>
  );
}

/** The pre-rendered HTML of the same form, typed into before the code arrived. */
function staticIsland() {
  const root = document.createElement("div");
  root.innerHTML =
    '<form><input aria-label="Email" type="email"><textarea aria-label="Note"></textarea><input aria-label="Agree" type="checkbox"></form>';
  document.body.append(root);
  const [email, note, agree] = [...root.querySelectorAll<HTMLInputElement>("input, textarea")];
  email!.value = "saga@example.is";
  note!.value = "Hello";
  agree!.checked = true;
  note!.focus();
  return root;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("island handover", () => {
  it("gives the live component what was typed, ticked and focused in the static HTML", async () => {
    const island = staticIsland();
    const state = captureIslandState(island);
    island.remove();
    const { container } = render(<LiveForm />);
    act(() => restoreIslandState(container, state));
    expect(screen.getByRole("status").textContent).toBe("saga@example.is|Hello|true");
    expect(screen.getByLabelText("Note")).toBe(document.activeElement);
  });

  it("changes nothing when the live markup has other fields", () => {
    const island = staticIsland();
    const state = captureIslandState(island);
    island.remove();
    const { container } = render(
      <form>
        <input aria-label="Only" />
      </form>,
    );
    restoreIslandState(container, state);
    expect((screen.getByLabelText("Only") as HTMLInputElement).value).toBe("");
  });
});
