import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "@/components/ui/use-toast";

// Radix Toast stays out of the first download: most visits never show a toast.
const ToastList = lazy(() => import("./toast-list").then((m) => ({ default: m.ToastList })));

/** Mount once near the app root; shows toasts created with `toast(...)` from use-toast. */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
