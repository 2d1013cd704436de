import { cn } from "~/lib/browser/cn";

/** Said before the click, beside a page's first Buy Now: the link is an advertisement (affiliate). A plain
 * anchor, opened through the router by the page's delegated handler (client-links.ts). */
export function AdNote({ className }: { className?: string }) {
  return (
    <p className={cn("text-xs text-slate-600", className)}>
      <a href="/affiliate-disclosure" className="underline underline-offset-2 hover:text-night-900">
        Ad: we may earn a commission
      </a>
    </p>
  );
}
