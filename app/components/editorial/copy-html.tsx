import { useClientLinks } from "~/components/common/client-links";
import { cn } from "~/lib/browser/cn";

/**
 * A part of a copy page (content/pages/*.md), rendered to HTML at build time with its marks and
 * numbered references. `data-copy` lets the built-pages test find every part; its links to site
 * pages (the unverified mark's) open without a reload.
 */
export function CopyHtml({ html, className, dark = false }: { html: string; className?: string; dark?: boolean }) {
  const onClick = useClientLinks();
  return (
    <div
      data-copy
      className={cn("prose-copy", dark && "prose-copy-dark", className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
