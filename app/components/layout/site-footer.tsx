import { prerendered } from "~/components/common/prerendered";
import { FooterNewsletter } from "~/components/forms/footer-newsletter";
import { footerHeadingClass } from "./footer-style";

const copy = () => import("./footer-copy");
const FooterAbout = prerendered("footer-about", () => copy().then((module) => module.FooterAbout), { late: true });
const FooterQuickLinks = prerendered("footer-quick-links", () => copy().then((module) => module.FooterQuickLinks), {
  late: true,
});
const FooterMore = prerendered("footer-more", () => copy().then((module) => module.FooterMore), { late: true });
const FooterSmallPrint = prerendered("footer-small-print", () => copy().then((module) => module.FooterSmallPrint), {
  late: true,
});

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
