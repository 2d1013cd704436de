import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "~/components/ui/icons";
import { closeIcon, mailIcon } from "~/components/ui/icon-drawings";
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { FieldError, fieldErrorProps } from "~/components/forms/field-error";
import { useSubmission } from "~/components/forms/use-submission";
import { Button } from "~/components/ui/button";
import { rememberPopupDismissed } from "~/lib/browser/newsletter-popup";

export const popupCopy = {
  title: "Discover Premium Icelandic Gin",
  description: "New bottles, distillery stories, exclusive offers and tasting events from Iceland, now and then.",
  consent:
    "I agree to receive newsletter updates about premium Icelandic spirits, exclusive offers and tasting events. I can unsubscribe at any time.",
  maybeLater: "Maybe Later",
  subscribe: "Subscribe",
  subscribing: "Subscribing...",
  /** beside Subscribe while it is disabled for want of consent */
  consentHint: "Tick the box above to subscribe.",
} as const;

export interface NewsletterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the element focused before the dialog opened */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Escape and an overlay click close it for now; Maybe Later, the close button and a subscription close it for good. */
export default function NewsletterDialog({ open, onOpenChange, returnFocus }: NewsletterDialogProps) {
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, submit, prepare, errors, recheck } = useSubmission("popup", formRef);

  const dismiss = () => {
    rememberPopupDismissed();
    onOpenChange(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Only the address is sent; the consent box is the visitor's confirmation, not a field.
    if (await submit({ email }, { consent })) {
      setEmail("");
      setConsent(false);
      dismiss();
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/70" />
        <Dialog.Content
          // The dialog itself takes focus (its name and description are read out), not the email
          // field: focusing a field would open a phone's keyboard over the popup before anyone asked.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).focus();
          }}
          // A tap on a toast (its close button, say) is not a tap beside the dialog: the popup stays.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current?.isConnected) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] outline-none max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl sm:p-8"
        >
          <Dialog.Close asChild>
            <button
              type="button"
              onClick={(event) => {
                event.preventDefault();
                dismiss();
              }}
              disabled={busy}
              aria-label="Close"
              className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-muted"
            >
              <Icon drawing={closeIcon} className="size-5" />
            </button>
          </Dialog.Close>
          <Icon drawing={mailIcon} className="size-8 text-primary" />
          <Dialog.Title className="mt-3 font-serif text-2xl font-semibold text-night-900">{popupCopy.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{popupCopy.description}</Dialog.Description>
          <form ref={formRef} onSubmit={onSubmit} onFocus={prepare} onInput={recheck} noValidate className="mt-6 space-y-4">
            <div>
              <label htmlFor="popup-email" className="block text-sm font-semibold text-night-900">
                Email address
              </label>
              <input
                id="popup-email"
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                disabled={busy}
                {...fieldErrorProps("popup-email", errors.email)}
                className="mt-1.5 block w-full rounded-xl border border-border px-4 py-2.5 disabled:bg-muted aria-invalid:border-destructive"
              />
              <FieldError fieldId="popup-email" message={errors.email} />
            </div>
            <div className="flex gap-3">
              <input
                id="popup-consent"
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                disabled={busy}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <label htmlFor="popup-consent" className="text-sm text-slate-700">
                {popupCopy.consent}
              </label>
            </div>
            {/* A grey button alone does not say why: the reason shows beside it (above it on a phone, under
                it from sm) until the box is ticked. */}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
              <Button variant="secondary" onClick={dismiss} disabled={busy}>
                {popupCopy.maybeLater}
              </Button>
              <Button type="submit" disabled={busy || !consent} aria-describedby={consent ? undefined : "popup-consent-hint"}>
                {busy ? popupCopy.subscribing : popupCopy.subscribe}
              </Button>
              {!consent && (
                <p id="popup-consent-hint" className="text-center text-sm text-slate-700 sm:basis-full sm:text-right">
                  {popupCopy.consentHint}
                </p>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
