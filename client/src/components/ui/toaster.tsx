import { lazy, Suspense } from "react";
import { useToastShown } from "@/lib/toast-signal";

// Radix Toast and the toast store stay out of the first download: most visits never show a toast.
const ToastList = lazy(() => import("./toast-list").then((m) => ({ default: m.ToastList })));

/** Mount once near the app root; shows toasts created with `toast(...)` from lib/toast-store. */
export function Toaster() {
  const needed = useToastShown();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
