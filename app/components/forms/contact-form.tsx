import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { isValidEmail } from "~/lib/email";
import { formMessages } from "~/lib/form-messages";
import { reject, useSubmission } from "./use-submission";
import { useHydratedForm } from "./use-hydrated-form";

const EMPTY = { firstname: "", lastname: "", email: "", company: "", message: "" };
type ContactValues = typeof EMPTY;

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-border bg-white px-4 py-2.5 text-night-900 placeholder:text-slate-500 disabled:bg-muted disabled:opacity-70";
const labelClass = "block text-sm font-semibold text-night-900";

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const { busy, submit } = useSubmission("contact");
  const formRef = useHydratedForm();

  const set = (name: keyof ContactValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { firstname, lastname, email, message } = values;
    if (![firstname, lastname, email, message].every((value) => value.trim())) return reject(formMessages.requiredMissing);
    if (!isValidEmail(email)) return reject(formMessages.invalidEmail);
    if (await submit({ ...values, email: email.trim() })) setValues(EMPTY);
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-5" aria-label="Send a Message">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-firstname" className={labelClass}>
            First Name <span aria-hidden="true">*</span>
          </label>
          <input
            id="contact-firstname"
            name="firstname"
            required
            autoComplete="given-name"
            value={values.firstname}
            onChange={set("firstname")}
            disabled={busy}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="contact-lastname" className={labelClass}>
            Last Name <span aria-hidden="true">*</span>
          </label>
          <input
            id="contact-lastname"
            name="lastname"
            required
            autoComplete="family-name"
            value={values.lastname}
            onChange={set("lastname")}
            disabled={busy}
            className={inputClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          disabled={busy}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="contact-company" className={labelClass}>
          Company <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id="contact-company"
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={set("company")}
          disabled={busy}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          value={values.message}
          onChange={set("message")}
          disabled={busy}
          className={`${inputClass} min-h-[120px] resize-y`}
        />
      </div>
      <p className="text-xs text-slate-600">Fields marked * are required.</p>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
