import type * as React from "react";
import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown, ChevronUp } from "lucide-react";
import { cn, hasUtility } from "@/components/ui/cn";
import { useFieldControl } from "@/components/ui/form-field";

export type SelectProps = React.ComponentProps<typeof SelectPrimitive.Root>;

/** Select root; direction defaults to "rtl" so the popup content (rendered in a portal) is RTL too. */
export function Select({ dir = "rtl", ...props }: SelectProps) {
  return <SelectPrimitive.Root dir={dir} {...props} />;
}

export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  // Inside a FormField: its label, error and hint point at this trigger.
  const field = useFieldControl();
  return (
    <SelectPrimitive.Trigger
      id={field?.id}
      aria-invalid={field?.["aria-invalid"]}
      aria-describedby={field?.["aria-describedby"]}
      className={cn(
        !hasUtility(className, "w-") && "w-full",
        !hasUtility(className, "h-") && "h-11",
        "flex items-center justify-between gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-start text-base text-ink shadow-sm",
        "focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40",
        "data-[placeholder]:text-neutral-400 disabled:cursor-not-allowed disabled:opacity-60",
        "aria-invalid:border-red-500 [&>span]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-neutral-500" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = "popper",
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={sideOffset}
        className={cn(
          "relative z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-32 overflow-hidden rounded-lg border border-neutral-200 bg-white text-ink shadow-lg",
          position === "popper" && "min-w-[var(--radix-select-trigger-width)]",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 cursor-default items-center justify-center text-neutral-500">
          <ChevronUp className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 cursor-default items-center justify-center text-neutral-500">
          <ChevronDown className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default select-none items-center rounded-md py-2 pe-2 ps-8 text-start text-sm outline-none",
        "data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800",
        "data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4 text-brand-600" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
