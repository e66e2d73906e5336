import { cn } from "@/components/ui/cn";

/**
 * Read-only stars, filled from the right as Arabic reads; screen readers get the number instead.
 * The star picture is in the stylesheet once (`.star-rating` in styles/index.css), tiled: a page of
 * twenty reviews carries twenty short tags, not a hundred SVG polygons.
 */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(value)));
  return (
    <span role="img" aria-label={`التقييم ${value} من 5`} className={cn("star-rating", className)}>
      <span style={{ width: `${filled * 20}%` }} />
    </span>
  );
}
