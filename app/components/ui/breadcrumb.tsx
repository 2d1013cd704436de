import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/browser/cn";
import { Icon } from "./icons";
import { chevronRightIcon } from "~/components/ui/icon-drawings";

export function Breadcrumb(props: ComponentProps<"nav">) {
  return <nav aria-label="Breadcrumb" {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentProps<"ol">) {
  return <ol className={cn("flex flex-wrap items-center gap-1.5 text-sm", className)} {...props} />;
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<"li">) {
  return <li className={cn("inline-flex items-center gap-1.5", className)} {...props} />;
}

export function BreadcrumbLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn("underline-offset-4 hover:underline", className)} {...props} />;
}

export function BreadcrumbPage({ className, ...props }: ComponentProps<"span">) {
  return <span aria-current="page" className={cn("font-medium", className)} {...props} />;
}

export function BreadcrumbSeparator({ className, ...props }: ComponentProps<"li">) {
  return (
    <li role="presentation" aria-hidden="true" className={cn("opacity-70 [&_svg]:size-3.5", className)} {...props}>
      <Icon drawing={chevronRightIcon} />
    </li>
  );
}
