import { cn } from "~/lib/browser/cn";

/**
 * A part of a copy page (content/pages/*.md), rendered to HTML at build time with its marks and
 * numbered references. `data-copy` lets the built-pages test find every part; its links to site
 * pages (the unverified mark's) open without a reload through <main>'s handler (client-links.ts).
 */
export function CopyHtml({ html, className, dark = false }: { html: string; className?: string; dark?: boolean }) {
  return (
    <div
      data-copy
      className={cn("prose-copy", dark && "prose-copy-dark", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
