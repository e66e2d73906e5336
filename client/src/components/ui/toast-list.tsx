import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";
import { dismiss, useCurrentToast } from "@/lib/toast-store";

/** Display time of a toast in ms. */
export const TOAST_DURATION = 5000;

/** The toast itself (Radix Toast), loaded by Toaster the first time a toast is shown. */
export function ToastList() {
  const item = useCurrentToast();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="إشعار">
      {item ? (
        // A new toast is a new element (its own key), so it replaces the previous one outright.
        <Toast
          key={item.id}
          variant={item.variant}
          open={item.open}
          onOpenChange={(next) => {
            if (!next) dismiss(item.id);
          }}
        >
          <div className="grid min-w-0 flex-1 gap-0.5">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ) : null}
      <ToastViewport />
    </ToastProvider>
  );
}
