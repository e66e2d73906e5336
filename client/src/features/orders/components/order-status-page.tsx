import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MapPin, Phone } from "lucide-react";
import { useParams } from "wouter";
import { CANCEL_REASON_LABELS, ORDER_STATUS_LABELS, orderLineName, visitorMayCancel } from "@shared/order-status";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime, formatPrice } from "@/lib/format";
import { cancelOrder, orderQuery, useFollowOrder } from "../api/orders-queries";
import { ORDER_STEPS } from "./order-labels";
import { useStatusSignals } from "./use-status-signals";

/** /order/<token>: the number to say at the counter, the branch, the time, the lines; followed live. */
export function OrderStatusPage() {
  const { token = "" } = useParams<{ token: string }>();
  const queryClient = useQueryClient();
  const order = useQuery(orderQuery(token));
  useFollowOrder(token, order.data?.status);
  useStatusSignals(token, order.data?.number, order.data?.status);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(token),
    onSuccess: (data) => queryClient.setQueryData(orderQuery(token).queryKey, data),
  });
  if (order.isPending) {
    return (
      <div className="mx-auto max-w-xl space-y-3 px-4 py-10" aria-busy="true">
        <p role="status">جارٍ تحميل الطلب…</p>
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold">الطلب غير موجود</h1>
        <p className="mt-2 text-neutral-700">{errorMessage(order.error, "تعذر تحميل الطلب")}</p>
      </div>
    );
  }
  const data = order.data;
  const done = ORDER_STEPS.indexOf(data.status);
  return (
    <div className="mx-auto max-w-xl space-y-5 px-4 py-8 sm:py-12">
      <Card className="p-5 text-center">
        <p className="text-neutral-700">رقم طلبك</p>
        <h1 className="text-6xl font-bold text-brand-700" aria-label={`رقم الطلب ${data.number}`}>
          {data.number}
        </h1>
        <p className="mt-2 text-lg font-semibold" role="status" aria-live="polite">
          {`حالة الطلب: ${ORDER_STATUS_LABELS[data.status]}`}
        </p>
        {data.status === "cancelled" && data.cancelReason ? (
          <p className="text-neutral-700">السبب: {CANCEL_REASON_LABELS[data.cancelReason]}</p>
        ) : null}
        <p className="mt-3 rounded-xl bg-amber-50 p-2 font-bold text-amber-900">ادفع عند الاستلام</p>
      </Card>
      {done >= 0 ? (
        <ol className="grid grid-cols-5 gap-1 text-center text-xs">
          {ORDER_STEPS.map((step, index) => (
            <li
              key={step}
              aria-current={index === done ? "step" : undefined}
              className={index <= done ? "rounded-lg bg-brand-600 p-2 text-white" : "rounded-lg bg-neutral-100 p-2"}
            >
              {ORDER_STATUS_LABELS[step]}
            </li>
          ))}
        </ol>
      ) : null}
      <Card className="space-y-2 p-5">
        <h2 className="text-xl font-bold">فرع {data.branchName}</h2>
        <p>
          وقت الاستلام: <b>{formatDateTime(data.pickupAt)}</b>
          {data.delayMinutes > 0 ? ` (تأخير ${data.delayMinutes} دقيقة)` : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          {data.branchMapsUrl ? (
            <a className="btn btn-outline btn-sm" href={data.branchMapsUrl} target="_blank" rel="noreferrer">
              <MapPin className="size-4" aria-hidden="true" />
              الاتجاهات إلى الفرع
            </a>
          ) : null}
          {data.branchPhone ? (
            <a className="btn btn-outline btn-sm" href={`tel:${data.branchPhone}`}>
              <Phone className="size-4" aria-hidden="true" />
              اتصل بالفرع
            </a>
          ) : null}
        </div>
      </Card>
      <Card className="p-5">
        <h2 className="mb-2 text-xl font-bold">الطلب</h2>
        <ul className="divide-y divide-neutral-200">
          {data.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order
            <li key={index} className="flex justify-between gap-2 py-2">
              <span>
                {`${item.quantity} × ${orderLineName(item.name, item.size)}`}
                {item.note ? <span className="block text-sm text-neutral-600">ملاحظة: {item.note}</span> : null}
              </span>
              <span className="font-semibold whitespace-nowrap">{formatPrice(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-neutral-200 pt-2 text-lg font-bold">
          <span>المجموع</span>
          <span>{formatPrice(data.total)}</span>
        </p>
      </Card>
      {visitorMayCancel(data.status) ? (
        <div className="space-y-2">
          <Button variant="outline" className="w-full" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            إلغاء الطلب
          </Button>
          {cancel.isError ? (
            <p role="alert" className="font-semibold text-red-700">
              {errorMessage(cancel.error, "تعذر إلغاء الطلب")}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
