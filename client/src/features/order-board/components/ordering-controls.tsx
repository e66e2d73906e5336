import { useQuery } from "@tanstack/react-query";
import { ordersRoutes } from "@shared/api/orders.routes";
import type { OrderingPause } from "@shared/schema/orders-forms";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useApiMutation } from "@/lib/api-mutation";
import { formatTime } from "@/lib/format";
import { orderingSettingsQuery } from "../api/order-board-queries";

const PAUSES: { value: OrderingPause; label: string }[] = [
  { value: "15", label: "15 د" },
  { value: "30", label: "30 د" },
  { value: "60", label: "ساعة" },
  { value: "tomorrow", label: "حتى الغد" },
];
const PREP_CHOICES = [10, 15, 20, 25, 30, 40, 45, 60, 90];

/**
 * The branch's ordering on the board (its manager and the owner): taking orders on or off, a pause
 * that ends by itself (shown with when it ends), and the preparation time.
 */
export function OrderingControls({ branch, now }: { branch?: string; now: number }) {
  const settings = useQuery(orderingSettingsQuery());
  const update = useApiMutation(ordersRoutes, "updateBranchSettings", {
    failure: "تعذر حفظ إعدادات الطلب",
    success: "تم حفظ إعدادات الطلب",
  });
  const rows = (settings.data ?? []).filter((row) => !branch || row.branch === branch);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="ordering-controls" className="space-y-3">
      <h2 id="ordering-controls" className="text-lg font-bold">
        استقبال الطلبات
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {rows.map((row) => {
          const paused = row.pausedUntil && new Date(row.pausedUntil).getTime() > now;
          const save = (body: Parameters<typeof update.mutate>[0]["body"]) =>
            update.mutate({ params: { slug: row.branch }, body });
          return (
            <div key={row.branch} className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
              <div className="flex items-center justify-between gap-3">
                <label className="flex items-center gap-3 font-semibold" htmlFor={`taking-${row.branch}`}>
                  <Switch
                    id={`taking-${row.branch}`}
                    checked={row.enabled}
                    disabled={update.isPending}
                    onCheckedChange={(enabled) => save({ enabled })}
                  />
                  {row.name}: {row.enabled ? "يستقبل الطلبات" : "لا يستقبل الطلبات"}
                </label>
              </div>
              {paused ? (
                <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-2 text-amber-900">
                  <span>متوقف مؤقتاً حتى {formatTime(row.pausedUntil!)}</span>
                  <Button size="sm" variant="outline" onClick={() => save({ pause: null })}>
                    استئناف الآن
                  </Button>
                </div>
              ) : (
                <fieldset className="flex flex-wrap items-center gap-2" disabled={!row.enabled || update.isPending}>
                  <legend className="mb-1 text-sm text-neutral-600">إيقاف مؤقت</legend>
                  {PAUSES.map((pause) => (
                    <Button
                      key={pause.value}
                      size="sm"
                      variant="outline"
                      aria-label={`إيقاف ${row.name} ${pause.label}`}
                      onClick={() => save({ pause: pause.value })}
                    >
                      {pause.label}
                    </Button>
                  ))}
                </fieldset>
              )}
              <label className="flex items-center gap-2 text-sm">
                وقت التحضير
                <select
                  className="h-11 rounded-lg border border-neutral-300 px-2"
                  value={row.prepMinutes}
                  disabled={update.isPending}
                  onChange={(event) => save({ prepMinutes: Number(event.target.value) })}
                >
                  {[...new Set([...PREP_CHOICES, row.prepMinutes])]
                    .sort((a, b) => a - b)
                    .map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {minutes} دقيقة
                      </option>
                    ))}
                </select>
              </label>
            </div>
          );
        })}
      </div>
    </section>
  );
}
