import type * as React from "react";
import { cn, hasUtility } from "@/components/ui/cn";

export const fieldClasses =
  "rounded-lg border border-neutral-300 bg-white px-3 text-base text-ink shadow-sm transition-colors " +
  "placeholder:text-neutral-400 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 " +
  "disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:opacity-60 " +
  "aria-invalid:border-red-500 aria-invalid:focus-visible:border-red-500 aria-invalid:focus-visible:ring-red-500/40";

export type InputProps = React.ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  // Numbers read left to right even on a right-to-left page, so "-1" never shows as "1-".
  const numeric = type === "number";
  return (
    <input
      type={type}
      dir={numeric ? "ltr" : undefined}
      className={cn(
        fieldClasses,
        !hasUtility(className, "w-") && "w-full",
        !hasUtility(className, "h-") && "h-11",
        "file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold",
        numeric && "text-end",
        className,
      )}
      {...props}
    />
  );
}
