import * as React from "react";
import { cn } from "@/components/ui/cn";
import { useColumnLabels } from "./use-column-labels";

export type TableProps = React.ComponentProps<"table"> & {
  /** className for the scrolling wrapper div. */
  containerClassName?: string;
};

/** A table from 768px up; under it each row is a card (see useColumnLabels), so nothing sits off-screen. */
export function Table({ className, containerClassName, ...props }: TableProps) {
  const ref = React.useRef<HTMLTableElement>(null);
  useColumnLabels(ref);
  return (
    <div
      className={cn(
        "relative w-full rounded-xl md:overflow-x-auto md:border md:border-neutral-200",
        containerClassName,
      )}
    >
      <table
        ref={ref}
        className={cn("table-stack w-full caption-bottom border-collapse text-sm text-ink", className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("bg-neutral-50", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&>tr:last-child]:border-b-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "border-b border-neutral-200 transition-colors hover:bg-brand-50/50 data-[state=selected]:bg-brand-50",
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  return (
    <th
      scope={scope}
      className={cn("h-11 px-4 text-start align-middle font-semibold whitespace-nowrap text-neutral-700", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 text-start align-middle", className)} {...props} />;
}
