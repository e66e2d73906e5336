import type * as React from "react";
import * as SwitchPrimitive from "@radix-ui/react-switch";
import { cn } from "@/components/ui/cn";

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root>;

/** Toggle; the thumb sits at the start edge when off and moves to the end edge when on (the left edge in RTL). */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors",
        "bg-neutral-300 data-[state=checked]:bg-brand-600",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          "pointer-events-none block size-5 rounded-full bg-white shadow-md transition-[margin] duration-150",
          // Logical margin follows the nearest dir (even a nested dir="ltr" inside the RTL page),
          // unlike Tailwind's rtl:/ltr: variants, which both match there.
          "ms-0 data-[state=checked]:ms-5",
        )}
      />
    </SwitchPrimitive.Root>
  );
}
