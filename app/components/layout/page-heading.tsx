import { Fragment, type ReactNode } from "react";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "~/components/ui/breadcrumb";

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

/** The page header's trail and its one h1 (page-header.tsx keeps them as pre-rendered). */
export function PageHeading({ crumbs, title }: { crumbs: Crumb[]; title: ReactNode }) {
  return (
    <>
      <BreadcrumbTrail crumbs={crumbs} className="text-glacier-100" />
      <h1 className="mt-8 max-w-3xl text-4xl font-semibold sm:text-5xl">{title}</h1>
    </>
  );
}
