import type { FormEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, fieldErrorProps } from "./field-error";
import { useHydratedForm } from "./use-hydrated-form";
import { useSubmission } from "./use-submission";

type FieldName = "firstname" | "lastname" | "email" | "company" | "message";

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-border bg-white px-4 py-2.5 text-night-900 placeholder:text-slate-500 disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive";

/** The form's fields, in order: label, required or not, and the browser's autocomplete hint. */
const FIELDS: { name: FieldName; label: string; required: boolean; autoComplete?: string; type?: string }[] = [
  { name: "firstname", label: "First Name", required: true, autoComplete: "given-name" },
  { name: "lastname", label: "Last Name", required: true, autoComplete: "family-name" },
  { name: "email", label: "Email", required: true, autoComplete: "email", type: "email" },
  { name: "company", label: "Company", required: false, autoComplete: "organization" },
  { name: "message", label: "Message", required: true },
];

function Label({ htmlFor, required, children }: { htmlFor: string; required: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-night-900">
      {children} {required ? <span aria-hidden="true">*</span> : <span className="font-normal text-slate-600">(optional)</span>}
    </label>
  );
}

export function ContactForm() {
  const { ref: formRef, interactive } = useHydratedForm();
  const { busy, submit, prepare, errors, recheck } = useSubmission("contact", formRef);

  // The fields are the browser's own (uncontrolled): React leaves what was typed before hydration alone,
  // a failure keeps every value (and puts a message under each field at fault), and success clears them.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map(({ name }) => [name, String(data.get(name) ?? "")]));
    if (await submit(values)) form.reset();
  }

  const field = ({ name, label, required, autoComplete, type }: (typeof FIELDS)[number]) => {
    const id = `contact-${name}`;
    const props = {
      id,
      name,
      required,
      autoComplete,
      disabled: busy,
      ...fieldErrorProps(id, errors[name]),
    };
    return (
      <div key={name} className={name === "firstname" || name === "lastname" ? undefined : "sm:col-span-2"}>
        <Label htmlFor={props.id} required={required}>
          {label}
        </Label>
        {name === "message" ? (
          <textarea {...props} className={`${inputClass} min-h-[120px] resize-y`} />
        ) : (
          <input {...props} type={type} className={inputClass} />
        )}
        <FieldError fieldId={id} message={errors[name]} />
      </div>
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prepare} onInput={recheck} className="space-y-5" aria-label="Send a Message">
      <div className="grid gap-5 sm:grid-cols-2">{FIELDS.map(field)}</div>
      <p className="text-xs text-slate-600">Fields marked * are required.</p>
      <Button type="submit" size="lg" disabled={busy || !interactive} className="w-full sm:w-auto">
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
