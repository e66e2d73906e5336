import type * as React from "react";
import { cn } from "@/components/ui/cn";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

// The shape, the disabled look and the icons' size are `.btn` (styles/index.css), one class instead of
// fifteen on every button of every page; the focus ring stays utilities, so it composes with a
// variant's shadow and a danger button's red ring.
const base =
  "btn focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2";

const variants: Record<ButtonVariant, string> = {
  // brand-700 keeps white text above 4.5:1 (brand-600 is 3.9:1).
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
  secondary: "bg-brand-100 text-brand-800 hover:bg-brand-200",
  outline: "border border-neutral-300 bg-white text-ink hover:border-brand-400 hover:bg-brand-50",
  ghost: "bg-transparent text-ink hover:bg-brand-50 hover:text-brand-800",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:ring-red-500",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-12 px-7 text-lg",
  icon: "size-10 p-0",
};

/** Class string for a button look; usable on links and other elements. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return cn(base, variants[variant], sizes[size]);
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant = "primary", size = "md", className, type, ...props }: ButtonProps) {
  // A link that looks like a button uses buttonClasses() on the link itself.
  return <button type={type ?? "button"} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
