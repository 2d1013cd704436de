import { Icon } from "~/components/ui/icons";
import { checkIcon, copyIcon } from "~/components/ui/icon-drawings";
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
      {copied ? <Icon drawing={checkIcon} /> : <Icon drawing={copyIcon} />}
      {copied ? "Copied!" : label}
    </Button>
  );
}

export interface CommandLineProps {
  command: string;
  /** the npm script it runs: photo, offer or social */
  script: string;
  /** what it is for, when several commands share the page (names the copy button) */
  subject?: string;
  testId?: string;
}

/** A publish command as the operator copies it into a terminal. */
export function CommandLine({ command, script, subject, testId }: CommandLineProps) {
  return (
    <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center">
      <code className="min-w-0 flex-1 break-all rounded-lg bg-night-900 px-3 py-2 text-sm text-glacier-100" data-testid={testId}>
        {command}
      </code>
      <CopyButton
        text={command}
        label="Copy command"
        ariaLabel={subject ? `Copy command for ${subject}` : undefined}
        description={`The npm run ${script} command is on the clipboard.`}
      />
    </div>
  );
}
