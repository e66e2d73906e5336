import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/**
 * A long form's save button, kept at the bottom of the screen while the form is in view, so the
 * admin never has to scroll to its end to save. Says so when there are unsaved changes.
 */
export function SaveBar({ dirty, className, children }: { dirty: boolean; className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        "sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 border-t border-neutral-200 bg-white/95 py-3 backdrop-blur",
        className,
      )}
    >
      {dirty ? <p className="me-auto text-sm font-semibold text-amber-700">لديك تغييرات غير محفوظة</p> : null}
      {children}
    </div>
  );
}
