import { useQuery } from "@tanstack/react-query";
import { ordersRoutes } from "@shared/api/orders.routes";
import { Button } from "@/components/ui/button";
import { useApiMutation } from "@/lib/api-mutation";
import { blockedPhonesQuery, phoneRecordsQuery } from "../api/order-board-queries";

/** Phones that missed a pickup, with their counts, and the block list (a manager's and the owner's). */
export function PhonesPanel() {
  const records = useQuery(phoneRecordsQuery());
  const blocked = useQuery(blockedPhonesQuery());
  const block = useApiMutation(ordersRoutes, "blockPhone", {
    failure: "تعذر حظر الرقم",
    success: "تم حظر الرقم",
    invalidates: ["orders", "order-board"],
  });
  const unblock = useApiMutation(ordersRoutes, "unblockPhone", {
    failure: "تعذر إلغاء الحظر",
    success: "تم إلغاء حظر الرقم",
    invalidates: ["orders", "order-board"],
  });
  const blockedId = new Map((blocked.data ?? []).map((row) => [row.phoneNumber, row.id]));
  const phones = [
    ...(records.data ?? []),
    ...(blocked.data ?? [])
      .filter((row) => !(records.data ?? []).some((r) => r.phoneNumber === row.phoneNumber))
      .map((row) => ({ phoneNumber: row.phoneNumber, orders: 0, noShows: 0 })),
  ];
  return (
    <section aria-labelledby="order-phones" className="space-y-3">
      <h2 id="order-phones" className="text-lg font-bold">
        أرقام لم تحضر والأرقام المحظورة
      </h2>
      {phones.length === 0 ? (
        <p className="text-sm text-neutral-600">لا توجد أرقام.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-neutral-600">
              <th className="p-2 text-start">الرقم</th>
              <th className="p-2 text-start">الطلبات</th>
              <th className="p-2 text-start">لم يحضر</th>
              <th className="p-2 text-start">الحالة</th>
            </tr>
          </thead>
          <tbody>
            {phones.map((row) => (
              <tr key={row.phoneNumber} className="border-t border-neutral-100">
                <td className="p-2 tabular-nums" dir="ltr">
                  {row.phoneNumber}
                </td>
                <td className="p-2 tabular-nums">{row.orders}</td>
                <td className="p-2 tabular-nums">{row.noShows}</td>
                <td className="p-2">
                  {blockedId.has(row.phoneNumber) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`إلغاء حظر ${row.phoneNumber}`}
                      onClick={() => unblock.mutate({ params: { id: blockedId.get(row.phoneNumber)! } })}
                    >
                      إلغاء الحظر
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`حظر ${row.phoneNumber}`}
                      onClick={() => block.mutate({ body: { phoneNumber: row.phoneNumber } })}
                    >
                      حظر
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
