import * as React from "react";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { cn } from "@/components/ui/cn";

export type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider>;

/** Mount once near the app root. Delays follow the product spec (700 ms open, 300 ms skip). */
export function TooltipProvider({ delayDuration = 700, skipDelayDuration = 300, ...props }: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-xs rounded-lg bg-ink px-3 py-1.5 text-start text-sm text-white shadow-md",
          "transition-opacity duration-150 starting:opacity-0",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
