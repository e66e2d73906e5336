import { Star } from "lucide-react";
import { cn } from "@/components/ui/cn";

/** Read-only stars; screen readers get the number instead of five icons. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={`التقييم ${value} من 5`} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("size-4", n <= value ? "fill-amber-400 text-amber-400" : "fill-neutral-200 text-neutral-200")}
        />
      ))}
    </span>
  );
}
