import type { ReactNode } from "react";
import { prerendered } from "~/components/common/prerendered";
import { cn } from "~/lib/browser/cn";
import type { Crumb } from "./page-heading";

export type { Crumb } from "./page-heading";

const PageHeading = prerendered("page-heading", () => import("./page-heading").then((module) => module.PageHeading));

export interface PageHeaderProps {
  crumbs: Crumb[];
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * The dark hero band every inner page opens with: breadcrumb, one h1, an intro. The trail and the
 * heading are plain links and text, kept as pre-rendered; the intro and children may be interactive.
 */
export function PageHeader({ crumbs, title, intro, children, className }: PageHeaderProps) {
  const version = [...crumbs.map((crumb) => crumb.name), typeof title === "string" ? title : ""].join("\n");
  return (
    <section className={cn("bg-aurora text-white", className)}>
      <div className="mx-auto max-w-7xl px-4 pb-14 pt-8 sm:px-6">
        <PageHeading version={version} props={{ crumbs, title }} />
        {intro && <div className="mt-4 max-w-2xl text-lg text-glacier-100">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
