import { prerenderedParts } from "~/components/common/prerendered";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHeader } from "~/components/layout/page-header";

// Everything but the form is plain copy, kept as pre-rendered on a first visit (its text: contact-details.tsx).
const part = prerenderedParts(() => import("./contact-details"));
const ContactDetails = part("contact-details", "ContactDetails");
const ContactIntro = part("contact-intro", "ContactIntro");

export const contactCopy = { title: "Get in Touch" } as const;

export function ContactPage({ email }: { email: string }) {
  return (
    <>
      <PageHeader
        crumbs={[{ name: "Home", href: "/" }, { name: "Contact" }]}
        title={contactCopy.title}
        intro={<ContactIntro />}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <ContactDetails className="space-y-6" version={email} props={{ email }} />
        <section className="rounded-card border border-border bg-white p-6 shadow-sm sm:p-8" aria-labelledby="message-heading">
          <h2 id="message-heading" className="text-2xl font-semibold">
            Send a Message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
