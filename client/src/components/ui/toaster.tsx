import { lazy, Suspense } from "react";
import { useCurrentToast } from "@/lib/toast-store";

// Radix Toast stays out of the first download: most visits never show a toast.
const ToastList = lazy(() => import("./toast-list").then((m) => ({ default: m.ToastList })));

/** Mount once near the app root; shows toasts created with `toast(...)` from lib/toast-store. */
export function Toaster() {
  // A closed toast stays in the store until the next replaces it, so the list, once loaded, stays.
  if (!useCurrentToast()) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
