import type * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn, hasUtility } from "@/components/ui/cn";
import { useReturnFocus } from "@/components/ui/return-focus";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses = "fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0";

export const centeredPanelClasses =
  "fixed inset-x-0 top-1/2 z-50 mx-auto w-[calc(100%-2rem)] -translate-y-1/2 max-h-[90vh] overflow-y-auto " +
  "rounded-2xl bg-white p-6 text-ink shadow-xl focus:outline-none " +
  "transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0";

export const closeButtonClasses =
  "absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-neutral-500 transition-colors " +
  "hover:bg-neutral-100 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the X close button at the top end corner. */
  hideClose?: boolean;
};

export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(centeredPanelClasses, !hasUtility(className, "max-w-") && "max-w-lg", className)}
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

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mb-4 flex flex-col gap-1.5 pe-8 text-start", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-xl font-bold leading-tight text-ink", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-neutral-600", className)} {...props} />;
}
