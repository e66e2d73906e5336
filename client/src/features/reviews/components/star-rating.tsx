import { cn } from "@/components/ui/cn";

// One five-pointed star in a 20×20 cell; five of them share one small SVG (a page of reviews
// would otherwise carry a hundred icon SVGs).
const STAR = "10,1 12.6,7 19,7.3 14,11.4 15.6,17.8 10,14.2 4.4,17.8 6,11.4 1,7.3 7.4,7";

/** Read-only stars, filled from the right as Arabic reads; screen readers get the number instead. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={`التقييم ${value} من 5`}
      viewBox="0 0 100 20"
      width={84}
      height={16}
      className={cn("inline-block", className)}
    >
      {[0, 1, 2, 3, 4].map((n) => (
        <polygon
          key={n}
          points={STAR}
          transform={`translate(${(4 - n) * 20} 0)`}
          className={n < value ? "fill-amber-400" : "fill-neutral-200"}
        />
      ))}
    </svg>
  );
}
