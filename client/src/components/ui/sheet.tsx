import type * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn, hasUtility } from "@/components/ui/cn";
import { closeButtonClasses, overlayClasses } from "@/components/ui/dialog";
import { useReturnFocus } from "@/components/ui/return-focus";

export const Sheet = DialogPrimitive.Root;

export type SheetSide = "start" | "end";

// "start" is the right edge in RTL and the left edge in LTR; the panel slides in from its own edge.
const sideClasses: Record<SheetSide, string> = {
  start: "start-0 border-e starting:ltr:-translate-x-full starting:rtl:translate-x-full",
  end: "end-0 border-s starting:ltr:translate-x-full starting:rtl:-translate-x-full",
};

export type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  side?: SheetSide;
  /** Hide the X close button at the top end corner. */
  hideClose?: boolean;
};

export function SheetContent({
  side = "start",
  hideClose = false,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 z-50 flex h-full flex-col gap-4 overflow-y-auto border-neutral-200 bg-white p-6 text-ink shadow-xl",
          "transition-transform duration-300 ease-out focus:outline-none",
          !hasUtility(className, "w-") && "w-72",
          !hasUtility(className, "max-w-") && "max-w-[calc(100%-2rem)]",
          sideClasses[side],
          className,
        )}
        {...props}
        {...focus}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close className={closeButtonClasses} aria-label="إغلاق">
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-bold text-ink", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-neutral-600", className)} {...props} />;
}
