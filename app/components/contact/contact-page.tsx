import { prerendered } from "~/components/common/prerendered";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHeader } from "~/components/layout/page-header";

const ContactDetails = prerendered("contact-details", () => import("./contact-details").then((module) => module.ContactDetails));

export const contactCopy = {
  title: "Get in Touch",
  intro: "Questions about a bottle, a distillery, a partnership or the site? Send a message and the curator will reply.",
  metaDescription:
    "Contact The Gins of Iceland: questions about Icelandic spirits, distillery partnerships or the site. We reply within a few days.",
} as const;

export function ContactPage({ email }: { email: string }) {
  return (
    <>
      <PageHeader
        crumbs={[{ name: "Home", href: "/" }, { name: "Contact" }]}
        title={contactCopy.title}
        intro={contactCopy.intro}
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
