import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ConsentChoice } from "~/lib/browser/consent";
import { storeConsent } from "~/lib/browser/consent-choice";

/** Accept and Reject, equally prominent; fixed at the bottom so nothing on the page moves. */
export default function ConsentBanner({ onClose }: { onClose: () => void }) {
  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    onClose();
  };
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-white/95 shadow-[0_-4px_24px_rgba(0,0,0,0.12)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center">
        <p className="flex-1 text-sm text-slate-800">
          We would like to use Google Analytics cookies to count visits and see which pages help. Nothing is loaded unless you
          accept.{" "}
          <Link to="/cookie-policy" className="font-medium text-primary underline">
            Cookie Policy
          </Link>
        </p>
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1 md:flex-none" onClick={() => choose("rejected")}>
            Reject
          </Button>
          <Button variant="secondary" className="flex-1 md:flex-none" onClick={() => choose("accepted")}>
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}
