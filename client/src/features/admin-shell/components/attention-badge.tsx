import { cn } from "@/components/ui/cn";
import { formatNumber } from "@/lib/format";

type Props = { count: number; label: string; collapsed: boolean; active: boolean };

/** A count as a badge shows it: at most two digits, "99+" beyond. */
export const badgeFigure = (count: number) => (count > 99 ? "99+" : formatNumber(count));

/** The number beside a sidebar link; screen readers hear it with its meaning. Nothing at zero. */
export function AttentionBadge({ count, label, collapsed, active }: Props) {
  if (count <= 0) return null;
  const shown = badgeFigure(count);
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold",
          active ? "bg-white text-brand-800" : "bg-brand-700 text-white",
          collapsed ? "absolute -top-1 -end-1 min-w-4 px-1 text-[10px] leading-4" : "ms-auto",
        )}
      >
        {shown}
      </span>
      <span className="sr-only">
        {" "}
        ({formatNumber(count)} {label})
      </span>
    </>
  );
}
