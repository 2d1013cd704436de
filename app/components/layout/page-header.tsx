import { Fragment, type ReactNode } from "react";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "~/components/ui/breadcrumb";
import { cn } from "~/lib/browser/cn";

export interface Crumb {
  name: string;
  /** absent on the current page */
  href?: string;
}

export function BreadcrumbTrail({ crumbs, className }: { crumbs: Crumb[]; className?: string }) {
  return (
    <Breadcrumb className={className}>
      <BreadcrumbList>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.name}-${index}`}>
            {index > 0 && <BreadcrumbSeparator />}
            <BreadcrumbItem>
              {crumb.href ? (
                <BreadcrumbLink to={crumb.href}>{crumb.name}</BreadcrumbLink>
              ) : (
                <BreadcrumbPage>{crumb.name}</BreadcrumbPage>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
    </Breadcrumb>
  );
}

export interface PageHeaderProps {
  crumbs: Crumb[];
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The dark hero band every inner page opens with: breadcrumb, one h1, an intro. */
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
