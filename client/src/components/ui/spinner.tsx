import { cn } from "@/components/ui/cn";

export type SpinnerProps = {
  /** Screen-reader text. */
  label?: string;
  className?: string;
};

export function Spinner({ label = "جارٍ التحميل...", className }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center justify-center", className)}>
      <span
        aria-hidden="true"
        className="block size-6 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
