import type * as React from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "@/components/ui/cn";
import type { ToastVariant } from "@/lib/toast-store";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  hotkey = ["F8"],
  label = "الإشعارات ({hotkey})",
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={hotkey}
      label={label}
      className={cn(
        "fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none",
        "sm:start-auto sm:end-0 sm:max-w-sm",
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: "border-neutral-200 bg-white text-ink",
  destructive: "border-red-700 bg-red-600 text-white",
};

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 text-start shadow-lg",
        "transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-bold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("mt-1 text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="إغلاق"
      className={cn(
        "absolute end-2 top-2 inline-flex size-7 items-center justify-center rounded-full opacity-70 transition-opacity",
        "hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        "group-data-[variant=destructive]:focus-visible:ring-white",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
