import type * as React from "react";
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { cn, hasUtility } from "@/components/ui/cn";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { centeredPanelClasses, overlayClasses } from "@/components/ui/dialog";
import { useReturnFocus } from "@/components/ui/return-focus";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content
        className={cn(centeredPanelClasses, !hasUtility(className, "max-w-") && "max-w-md", className)}
        {...props}
        {...focus}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mb-4 flex flex-col gap-1.5 text-start", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title className={cn("text-xl font-bold leading-tight text-ink", className)} {...props} />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn("text-sm text-neutral-600", className)} {...props} />;
}

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize };

/** Confirm button; default look is "danger" since alert dialogs usually confirm destructive actions. */
export function AlertDialogAction({
  className,
  variant = "danger",
  size = "md",
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Action> & ButtonLook) {
  return <AlertDialogPrimitive.Action className={cn(buttonClasses(variant, size), className)} {...props} />;
}

export function AlertDialogCancel({
  className,
  variant = "outline",
  size = "md",
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Cancel> & ButtonLook) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonClasses(variant, size), className)} {...props} />;
}
