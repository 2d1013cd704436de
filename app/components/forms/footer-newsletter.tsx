import type { FormEvent } from "react";
import { FieldError, fieldErrorProps } from "./field-error";
import { useHydratedForm } from "./use-hydrated-form";
import { useSubmission } from "./use-submission";

/** The footer's Stay Updated form. */
export function FooterNewsletter() {
  const { ref: formRef, interactive } = useHydratedForm();
  const { busy, submit, prepare, errors, recheck } = useSubmission("footer", formRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await submit({ email: String(new FormData(form).get("email") ?? "") })) form.reset();
  }

  return (
    <form
      ref={formRef}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={onSubmit}
      onFocus={prepare}
      onInput={recheck}
      aria-label="Stay Updated"
    >
      <label htmlFor="footer-newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="min-w-0 sm:flex-1">
        <input
          id="footer-newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email"
          disabled={busy}
          {...fieldErrorProps("footer-newsletter-email", errors.email)}
          className="h-11 w-full min-w-0 rounded-full border border-white/20 bg-white/10 px-4 text-sm text-white placeholder:text-glacier-200 disabled:opacity-70 aria-invalid:border-red-300"
        />
        <FieldError fieldId="footer-newsletter-email" message={errors.email} tone="dark" />
      </div>
      <button
        type="submit"
        disabled={busy || !interactive}
        className="h-11 rounded-full bg-aurora-300 px-5 text-sm font-semibold text-night-950 hover:bg-aurora-400 disabled:opacity-70"
      >
        {busy ? "Subscribing..." : "Subscribe"}
      </button>
    </form>
  );
}
