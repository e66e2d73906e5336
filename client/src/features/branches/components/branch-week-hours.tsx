import { ChevronDown } from "lucide-react";
import type { BranchHours } from "@shared/branch-hours";
import { weekHours } from "@shared/branch-hours-text";
import type { DateKey } from "@shared/amman-time";
import { cn } from "@/components/ui/cn";

/**
 * The whole week's hours, Saturday to Friday, behind a native disclosure: it renders the same on the
 * server, opens without script, and the browser gives it its keyboard and screen-reader behaviour.
 */
export function BranchWeekHours({ branch, today }: { branch: BranchHours; today: DateKey }) {
  return (
    <details className="group w-full text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        ساعات العمل خلال الأسبوع
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <table className="mt-1 w-full border-collapse">
        <caption className="sr-only">ساعات العمل من السبت إلى الجمعة</caption>
        <tbody>
          {weekHours(branch, today).map((row) => (
            <tr
              key={row.day}
              aria-current={row.today ? "date" : undefined}
              className={cn("border-b border-neutral-100 last:border-0", row.today && "bg-amber-50 font-semibold")}
            >
              <th scope="row" className="py-1.5 pe-3 text-start align-top font-semibold text-ink">
                {row.day}
                {row.today ? <span className="font-normal text-neutral-600"> (اليوم)</span> : null}
              </th>
              <td className="py-1.5 text-neutral-700">
                {row.exception ? <span className="text-amber-800">{row.exception}: </span> : null}
                {row.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
