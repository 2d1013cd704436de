import type { ComponentProps } from "react";

export interface ExternalLinkProps extends ComponentProps<"a"> {
  href: string;
  /** a paid (affiliate) link: rel carries `sponsored` */
  sponsored?: boolean;
}

/** A link to another site, opened in a new tab, announced as such to screen readers. */
export function ExternalLink({ sponsored = false, children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel={sponsored ? "sponsored noopener noreferrer" : "noopener noreferrer"} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
