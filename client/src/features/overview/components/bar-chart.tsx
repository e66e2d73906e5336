import { useId } from "react";
import { formatNumber } from "@/lib/format";

export type Bar = { label: string; count: number };

type Props = {
  title: string;
  /** Heading of the table's first column ("اليوم", "الأسبوع", "التقييم"). */
  keyHeader: string;
  bars: Bar[];
  /** Wider charts get shorter bars so a 90-day chart stays one screen high. */
  height?: number;
};

const STEP = 10;
const GAP = 2;

/**
 * Hand-drawn SVG bars, oldest at the right as Arabic reads; the numbers behind them are in a
 * table under the chart (a native disclosure), and a one-line summary describes the chart.
 */
export function BarChart({ title, keyHeader, bars, height = 120 }: Props) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  const top = bars.reduce<Bar | undefined>((best, bar) => (bar.count > (best?.count ?? 0) ? bar : best), undefined);
  const width = bars.length * STEP;
  const summary = top
    ? `المجموع ${formatNumber(total)}، والأعلى ${formatNumber(top.count)} (${top.label}).`
    : "لا توجد بيانات في هذه الفترة.";

  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <figcaption className="space-y-1">
        <h2 id={`${id}-title`} className="font-bold text-ink">
          {title}
        </h2>
        <p id={`${id}-summary`} className="text-sm text-neutral-600">
          {summary}
        </p>
      </figcaption>
      <div className="flex items-stretch gap-2">
        <div className="flex flex-col justify-between text-xs text-neutral-500" aria-hidden="true">
          <span>{formatNumber(max)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={title}
          aria-describedby={`${id}-summary`}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-32 w-full min-w-0 flex-1 border-b border-neutral-300"
        >
          {bars.map((bar, index) => {
            const barHeight = (bar.count / max) * (height - 4);
            return (
              <rect
                key={bar.label}
                // Right to left: the first (oldest) bar sits at the right edge.
                x={width - (index + 1) * STEP + GAP / 2}
                y={height - barHeight}
                width={STEP - GAP}
                height={barHeight}
                rx={1}
                className="fill-brand-600"
              >
                <title>{`${bar.label}: ${formatNumber(bar.count)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {bars.length > 0 && (
        <div className="flex justify-between text-xs text-neutral-500" aria-hidden="true">
          <span>{bars[0].label}</span>
          <span>{bars.at(-1)?.label}</span>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">عرض البيانات كجدول</summary>
        {/* A long table scrolls in place; focusable so the keyboard can scroll it too. */}
        <section
          aria-label={`جدول: ${title}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
          tabIndex={0}
          className="mt-2 max-h-64 overflow-y-auto rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <table className="w-full text-start">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-neutral-200">
                <th scope="col" className="py-1 text-start">
                  {keyHeader}
                </th>
                <th scope="col" className="py-1 text-start">
                  العدد
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.label} className="border-b border-neutral-100">
                  <th scope="row" className="py-1 text-start font-normal">
                    {bar.label}
                  </th>
                  <td className="py-1">{formatNumber(bar.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
