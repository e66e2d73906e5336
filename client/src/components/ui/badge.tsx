import type * as React from "react";
import { cn } from "@/components/ui/cn";

export type BadgeVariant = "default" | "success" | "warning" | "danger" | "muted" | "outline";

const variants: Record<BadgeVariant, string> = {
  default: "bg-brand-700 text-white",
  success: "bg-green-100 text-green-800",
  warning: "bg-amber-100 text-amber-800",
  danger: "bg-red-100 text-red-700",
  muted: "bg-neutral-100 text-neutral-600",
  outline: "border border-neutral-300 text-ink",
};

export type BadgeProps = React.ComponentProps<"span"> & { variant?: BadgeVariant };

export function Badge({ variant = "default", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
