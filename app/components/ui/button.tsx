import type { ComponentProps } from "react";
import { cn } from "~/lib/browser/cn";

const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variantClasses = {
  primary: "bg-primary text-primary-foreground hover:bg-night-800",
  secondary: "bg-white text-night-900 ring-1 ring-border hover:bg-glacier-50",
  outline: "border border-current text-current hover:bg-white/10",
  aurora: "bg-aurora-300 text-night-950 hover:bg-aurora-400",
  ghost: "text-night-900 hover:bg-muted",
  link: "rounded-none text-primary underline-offset-4 hover:underline",
} as const;

const sizeClasses = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  /** as md, growing to a second line for a long label (put the label in a span with `whitespace-normal`) */
  "md-wrap": "min-h-11 px-5 py-2 text-sm text-center",
  lg: "h-12 px-7 text-base",
  /** as lg, growing to a second line for a long label (put the label in a span with `whitespace-normal`) */
  "lg-wrap": "min-h-12 px-7 py-2 text-base text-center",
  icon: "size-11",
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof variantClasses;
  size?: keyof typeof sizeClasses;
  className?: string;
}

/** The button look, also for links that act as buttons (a link is never nested in a button). */
export function buttonVariants({ variant = "primary", size = "md", className }: ButtonVariantProps = {}): string {
  return cn(base, variantClasses[variant], sizeClasses[size], className);
}

export type ButtonProps = ComponentProps<"button"> & Omit<ButtonVariantProps, "className">;

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
