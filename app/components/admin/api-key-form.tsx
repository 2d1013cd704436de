import { Icon } from "~/components/ui/icons";
import { keyIcon } from "~/components/ui/icon-drawings";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";

export interface ApiKeyFormProps {
  id: string;
  buttonLabel: string;
  busyLabel?: string;
  /** resolves once the key is handled (saved or refused) */
  onSave: (key: string) => unknown;
  children?: ReactNode;
}

/** The operator's scraping key: a password field and a save button. */
export function ApiKeyForm({ id, buttonLabel, busyLabel, onSave, children }: ApiKeyFormProps) {
  const [key, setKey] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave(key);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      {children}
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-night-900">
        <Icon drawing={keyIcon} className="size-4" /> Firecrawl API key
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          type="password"
          autoComplete="off"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          disabled={busy}
          placeholder="fc-..."
          className="min-w-0 flex-1 rounded-xl border border-border bg-white px-4 py-2.5"
        />
        <Button type="submit" disabled={busy}>
          {busy && busyLabel ? busyLabel : buttonLabel}
        </Button>
      </div>
    </form>
  );
}
