import { useState } from "react";
import { formatDateTime } from "@/lib/format";
import { useApplicationExports } from "../../api/applications-queries";
import { countOf } from "@/lib/arabic-count";

const APPLICATIONS = {
  zero: "لا طلبات",
  one: "طلب واحد",
  two: "طلبان",
  few: "{n} طلبات",
  many: "{n} طلباً",
  other: "{n} طلب",
};

/** Who downloaded the applicants' data and when: the last downloads, under a disclosure. */
export function ExportHistory() {
  const [open, setOpen] = useState(false);
  const exports = useApplicationExports(open);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-brand-800">سجل تصدير الطلبات</summary>
      <div className="mt-2 rounded-xl border border-neutral-200 bg-white p-3">
        {exports.isPending ? (
          <p className="text-neutral-500">جارٍ التحميل...</p>
        ) : exports.isError ? (
          <p role="alert" className="text-red-700">
            تعذر تحميل سجل التصدير
          </p>
        ) : exports.data.length === 0 ? (
          <p className="text-neutral-500">لم يُصدَّر أي ملف بعد</p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {exports.data.map((row) => (
              <li key={row.id} className="flex flex-wrap gap-x-3 py-1.5">
                <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                <span className="font-semibold">{row.username}</span>
                <span className="text-neutral-600">
                  {countOf(row.rowCount, APPLICATIONS)}
                  {row.filtered ? " (بعد التصفية)" : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
