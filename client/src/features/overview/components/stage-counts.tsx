import type { ChartBucket } from "@shared/api/overview.contract";
import { STAGE_LABELS } from "@shared/schema/recruitment-pipeline-forms";
import { formatNumber } from "@/lib/format";

const labelOf = (key: string) => Object.entries(STAGE_LABELS).find(([stage]) => stage === key)?.[1] ?? key;

/** How many applications stand at each hiring stage now, in pipeline order. */
export function StageCounts({ buckets }: { buckets: ChartBucket[] }) {
  return (
    <section
      aria-labelledby="stage-counts-title"
      aria-describedby="stage-counts-meaning"
      className="rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="stage-counts-title" className="font-bold text-ink">
        كل طلبات التوظيف حسب مرحلتها الآن
      </h2>
      {/* Beside "arrived since the list was last opened", "new" counts something else: say what. */}
      <p id="stage-counts-meaning" className="mb-3 text-sm text-neutral-600">
        «جديد» هنا: الطلبات التي لم تنتقل بعد إلى مرحلة أخرى، مهما كان وقت وصولها.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {buckets.map((bucket) => (
          <li key={bucket.key} className="flex flex-col gap-0.5 rounded-lg bg-neutral-50 p-3">
            <span className="text-2xl font-bold text-brand-800" data-testid={`stage-count-${bucket.key}`}>
              {formatNumber(bucket.count)}
            </span>
            <span className="text-sm text-neutral-700">{labelOf(bucket.key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
