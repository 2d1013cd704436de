import { prerenderedParts } from "~/components/common/prerendered";
import { FooterNewsletter } from "~/components/forms/footer-newsletter";
import { footerHeadingClass } from "./footer-style";

const part = prerenderedParts(() => import("./footer-copy"), { late: true });
const FooterAbout = part("footer-about", "FooterAbout");
const FooterQuickLinks = part("footer-quick-links", "FooterQuickLinks");
const FooterMore = part("footer-more", "FooterMore");
const FooterSmallPrint = part("footer-small-print", "FooterSmallPrint");

/** Only the newsletter form is interactive; the copy and links around it are kept as pre-rendered. */
export default function SiteFooter() {
  return (
    <footer className="bg-night-950 text-glacier-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <FooterAbout />
        <div>
          <h2 className={footerHeadingClass}>Stay Updated</h2>
          <p className="mb-4 text-sm">New bottles, distillery stories and tasting events, now and then.</p>
          <FooterNewsletter />
        </div>
        <FooterQuickLinks as="nav" aria-label="Quick Links" />
        <FooterMore />
      </div>
      <div className="border-t border-white/10">
        <FooterSmallPrint className="mx-auto max-w-7xl space-y-3 px-4 py-8 text-xs leading-relaxed text-glacier-200 sm:px-6" />
      </div>
    </footer>
  );
}
