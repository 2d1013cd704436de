import { ContactForm } from "~/components/forms/contact-form";
import { PageHeader } from "~/components/layout/page-header";
import { Icon } from "~/components/ui/icons";
import { mailIcon, mapPinIcon } from "~/components/ui/icon-drawings";
import { officeLocations } from "~/config/site";
import { Card } from "~/components/ui/card";

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
        <div className="space-y-6">
          <Card as="section" className="p-6" aria-labelledby="contact-info-heading">
            <h2 id="contact-info-heading" className="text-2xl font-semibold">
              Contact Information
            </h2>
            <ul className="mt-5 space-y-4 text-slate-700">
              <li className="flex gap-3">
                <Icon drawing={mailIcon} aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
                  {email}
                </a>
              </li>
              {officeLocations.map((location) => (
                <li key={location} className="flex gap-3">
                  <Icon drawing={mapPinIcon} aria-hidden="true" className="mt-0.5 size-5 text-primary" /> {location}
                </li>
              ))}
            </ul>
          </Card>
          <Card as="section" className="p-6" aria-labelledby="curator-heading">
            <h2 id="curator-heading" className="text-2xl font-semibold">
              About the Curator
            </h2>
            <div className="mt-5 flex gap-5">
              <img
                src="/images/curator.svg"
                alt="Portrait of the curator"
                width={400}
                height={400}
                className="size-24 shrink-0 rounded-full"
              />
              <p className="text-sm leading-relaxed text-slate-700">
                The Gins of Iceland is curated by one person with a long love of Iceland and its spirits, splitting time between
                Reykjavik and Littleton, Colorado. Every bottle on the site has been researched from its producer's own words and
                independent sources; when something cannot be confirmed, the site says so.
              </p>
            </div>
          </Card>
        </div>
        <Card as="section" className="p-6 sm:p-8" aria-labelledby="message-heading">
          <h2 id="message-heading" className="text-2xl font-semibold">
            Send a Message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </Card>
      </div>
    </>
  );
}
