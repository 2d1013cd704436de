import { cn } from "~/lib/browser/cn";

const errorId = (fieldId: string) => `${fieldId}-error`;

/**
 * What ties a field to its message: `aria-invalid` while it has one, and `aria-describedby`
 * naming the message after any hint the field already had.
 */
export function fieldErrorProps(fieldId: string, message: string | undefined, hintId?: string) {
  const describedBy = [hintId, message ? errorId(fieldId) : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": message ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

export interface FieldErrorProps {
  fieldId: string;
  message?: string;
  /** `dark` on the footer's night background */
  tone?: "light" | "dark";
}

/** The message right under a field (nothing when the field is fine). */
export function FieldError({ fieldId, message, tone = "light" }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p
      id={errorId(fieldId)}
      className={cn("mt-1.5 text-sm font-medium", tone === "dark" ? "px-4 text-red-200" : "text-destructive")}
    >
      {message}
    </p>
  );
}
