import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";

/**
 * The browser's own checkbox, in the site's colours: it ticks from the first moment the page is on
 * screen, before the page's code arrives, and phones handle it best. For public forms; the
 * dashboard keeps the Radix one.
 */
export function NativeCheckbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded-md accent-brand-600",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
        "aria-invalid:outline aria-invalid:outline-red-500",
        className,
      )}
      {...props}
    />
  );
}
