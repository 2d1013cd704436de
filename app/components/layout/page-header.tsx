import type { ReactNode } from "react";
import { cn } from "~/lib/browser/cn";
import { BreadcrumbTrail, type Crumb } from "./page-heading";

export type { Crumb } from "./page-heading";

export interface PageHeaderProps {
  crumbs: Crumb[];
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * The dark hero band every inner page opens with: breadcrumb, one h1, an intro (which, like the
 * children, may be interactive).
 */
export function PageHeader({ crumbs, title, intro, children, className }: PageHeaderProps) {
  return (
    <section className={cn("bg-aurora text-white", className)}>
      <div className="mx-auto max-w-7xl px-4 pb-14 pt-8 sm:px-6">
        <BreadcrumbTrail crumbs={crumbs} className="text-glacier-100" />
        <h1 className="mt-8 max-w-3xl text-4xl font-semibold sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-lg text-glacier-100">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
