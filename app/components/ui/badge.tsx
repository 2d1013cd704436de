import type { ComponentProps } from "react";
import { cn } from "~/lib/browser/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold leading-none", className)}
      {...props}
    />
  );
}
