import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/browser/notify";

export interface CopyButtonProps {
  text: string;
  label: string;
  /** the toast's line, e.g. "The image URL is on the clipboard." */
  description: string;
  /** a fuller accessible name when several copy buttons share the page */
  ariaLabel?: string;
}

/** Writes text to the clipboard, says so in a toast and reads "Copied!" for two seconds. */
export function CopyButton({ text, label, description, ariaLabel }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    notify({ title: "Copied", description, variant: "success" });
    window.setTimeout(() => setCopied(false), 2000);
  }
  return (
    <Button size="sm" variant="secondary" onClick={copy} aria-label={copied ? undefined : ariaLabel} className="shrink-0">
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied!" : label}
    </Button>
  );
}
