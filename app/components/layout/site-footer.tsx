import { Link } from "react-router";
import { FooterNewsletter } from "~/components/forms/footer-newsletter";
import { Icon } from "~/components/ui/icons";
import { mailIcon, mapPinIcon } from "~/components/ui/icon-drawings";
import { officeLocations, siteConfig } from "~/config/site";
import { analyticsConfigured, consentSettingsTrigger } from "~/lib/browser/consent";

const footerQuickLinks = [
  { name: "Gins", href: "/premium-gins" },
  { name: "Whiskies", href: "/premium-whiskies" },
  { name: "Vodkas", href: "/premium-vodkas" },
  { name: "Distilleries", href: "/distilleries" },
  { name: "Why Icelandic Gin?", href: "/why-icelandic-gin" },
  { name: "Blog", href: "/blog" },
  // Beside the spec's links (docs: cocktails reachable from the menu or the footer).
  { name: "Cocktails", href: "/cocktails" },
] as const;

const footerLegalLinks = [
  { name: "Privacy Policy", href: "/privacy-policy" },
  { name: "Terms of Service", href: "/terms-of-service" },
  { name: "Affiliate Disclosure", href: "/affiliate-disclosure" },
  { name: "Cookie Policy", href: "/cookie-policy" },
  { name: "How We Describe Bottles", href: "/how-we-describe-bottles" },
] as const;

/** Placeholders until the brand's own accounts exist. */
const socialLinks = [
  { name: "Instagram", href: "https://www.instagram.com/" },
  { name: "YouTube", href: "https://www.youtube.com/" },
  { name: "Facebook", href: "https://www.facebook.com/" },
] as const;

const linkClass = "text-glacier-100 hover:text-white hover:underline underline-offset-4";

const headingClass = "mb-4 font-sans text-sm font-semibold uppercase tracking-wider text-glacier-300";

export default function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-night-950 text-glacier-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold text-white">{siteConfig.siteName}</p>
          <p className="mt-3 text-sm leading-relaxed">
            An independent guide to the gins, whiskies, vodkas and brennivín of Iceland, and to the distilleries that make them
            with wild botanicals and glacial water.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Icon drawing={mailIcon} aria-hidden="true" className="size-4 text-glacier-300" />
              <a className={linkClass} href={`mailto:${siteConfig.contactEmail}`}>
                {siteConfig.contactEmail}
              </a>
            </li>
            {officeLocations.map((location) => (
              <li key={location} className="flex items-center gap-2">
                <Icon drawing={mapPinIcon} aria-hidden="true" className="size-4 text-glacier-300" /> {location}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>Stay Updated</h2>
          <p className="mb-4 text-sm">New bottles, distillery stories and tasting events, now and then.</p>
          <FooterNewsletter />
        </div>
        <nav aria-label="Quick Links">
          <h2 className={headingClass}>Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link className={linkClass} to={link.href}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <nav aria-label="Legal">
            <h2 className={headingClass}>Legal</h2>
            <ul className="space-y-2 text-sm">
              {footerLegalLinks.map((link) => (
                <li key={link.href}>
                  <Link className={linkClass} to={link.href}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className={`${headingClass} mt-8`}>Open Data</h2>
          <p className="text-sm">
            The catalogue as{" "}
            <a className={linkClass} href="/data/catalogue.json">
              JSON
            </a>{" "}
            or{" "}
            <a className={linkClass} href="/data/catalogue.csv">
              CSV
            </a>
            , under CC BY 4.0.
          </p>
          <h2 className={`${headingClass} mt-8`}>Follow Us</h2>
          <ul className="flex gap-4 text-sm">
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a className={linkClass} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-8 text-xs leading-relaxed text-glacier-200 sm:px-6">
          <p className="font-semibold text-white">You must be 21+ to purchase alcohol. Please drink responsibly.</p>
          <p>
            Affiliate disclosure: {siteConfig.siteName} is a brand of its parent company and an affiliate partner of Nammi, an
            Icelandic online shop. When you buy through a Buy Now link we may earn a commission on qualifying purchases, at no
            extra cost to you; we may also earn from direct relationships with distilleries. See our{" "}
            <Link className="underline" to="/affiliate-disclosure">
              Affiliate Disclosure
            </Link>
            .
          </p>
          <p>
            © {year} {siteConfig.siteName}. All rights reserved.
            {analyticsConfigured() && (
              <>
                {" · "}
                <button type="button" {...consentSettingsTrigger} className="underline underline-offset-2 hover:text-white">
                  Cookie settings
                </button>
              </>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
