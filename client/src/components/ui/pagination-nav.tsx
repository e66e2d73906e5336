import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

type Props = {
  /** 1-based page on screen. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The nav's accessible name, e.g. "صفحات الطلبات". */
  label: string;
  className?: string;
};

/**
 * Previous / next buttons with "صفحة x من y" between them; nothing when everything fits on one page.
 * In RTL "السابق" sits on the right and points right, "التالي" on the left and points left.
 */
export function PaginationNav({ page, pages, onPageChange, label, className }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={cn("flex items-center justify-center gap-3", className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronRight aria-hidden /> السابق
      </Button>
      <span className="text-sm text-neutral-600 tabular-nums" aria-live="polite">
        صفحة {page} من {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        التالي <ChevronLeft aria-hidden />
      </Button>
    </nav>
  );
}
