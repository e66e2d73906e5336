import type * as React from "react";
import { cn } from "@/components/ui/cn";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

/**
 * Class string for a button look; usable on links and other elements. The look is `.btn` with a
 * variant's and a size's class (styles/index.css), so a button costs the page three short classes.
 */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `btn btn-${variant} btn-${size}`;
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant = "primary", size = "md", className, type, ...props }: ButtonProps) {
  // A link that looks like a button uses buttonClasses() on the link itself.
  return <button type={type ?? "button"} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
