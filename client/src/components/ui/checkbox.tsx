import type * as React from "react";
import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check, Minus } from "lucide-react";
import { cn } from "@/components/ui/cn";

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer inline-flex size-5 shrink-0 items-center justify-center rounded-md border border-neutral-400 bg-white text-white transition-colors",
        "data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600",
        "data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:bg-brand-600",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check className="size-4 group-data-[state=indeterminate]:hidden" strokeWidth={3} aria-hidden="true" />
        <Minus className="hidden size-4 group-data-[state=indeterminate]:block" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
