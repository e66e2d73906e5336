import { Phone, Printer } from "lucide-react";
import { addDays, ammanParts } from "@shared/amman-time";
import type { BoardOrderDto } from "@shared/api/order-board.contract";
import { orderBoardRoutes } from "@shared/api/order-board.routes";
import { useBranchLabel } from "@/hooks/use-branches";
import { FIRST_ORDER_LABEL, ORDER_SIZE_LABELS, type OrderStatus } from "@shared/order-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useApiMutation } from "@/lib/api-mutation";
import { formatPrice, formatTime } from "@/lib/format";

/** "بعد 12 د" before the pickup time, "متأخر 3 د" after it; «غداً» for an order placed ahead for tomorrow. */
function countdown(pickupAt: string, now: number): { text: string; late: boolean } {
  const day = ammanParts(new Date(pickupAt)).date;
  const today = ammanParts(now).date;
  if (day > today) return { text: day === addDays(today, 1) ? "غداً" : day, late: false };
  const minutes = Math.round((new Date(pickupAt).getTime() - now) / 60_000);
  if (minutes >= 0) return { text: minutes === 0 ? "الآن" : `بعد ${minutes} د`, late: false };
  return { text: `متأخر ${-minutes} د`, late: true };
}

type Move = { status: OrderStatus; label: string; delayMinutes?: number; variant?: "primary" | "outline" };

/** The one-tap moves offered from each status on the board. */
const MOVES: Partial<Record<OrderStatus, Move[]>> = {
  received: [
    { status: "accepted", label: "قبول" },
    { status: "accepted", label: "قبول +10 دقائق", delayMinutes: 10, variant: "outline" },
  ],
  accepted: [
    { status: "preparing", label: "بدء التحضير" },
    { status: "ready", label: "جاهز", variant: "outline" },
  ],
  preparing: [{ status: "ready", label: "جاهز" }],
  ready: [{ status: "collected", label: "تم التسليم" }],
};

export function OrderCard({
  order,
  now,
  showBranch,
  onCancel,
  onPrint,
}: {
  order: BoardOrderDto;
  now: number;
  showBranch: boolean;
  onCancel: (order: BoardOrderDto) => void;
  onPrint: (order: BoardOrderDto) => void;
}) {
  const branchLabel = useBranchLabel();
  const change = useApiMutation(orderBoardRoutes, "changeStatus", { failure: "تعذر تحديث الطلب" });
  const due = countdown(order.pickupAt, now);
  const late = due.late && order.status !== "ready";
  const headingId = `order-${order.id}`;
  const move = (status: OrderStatus, delayMinutes?: number) =>
    change.mutate({ params: { id: order.id }, body: delayMinutes ? { status, delayMinutes } : { status } });

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "space-y-3 rounded-2xl border bg-white p-4 shadow-sm",
        late ? "border-red-500 ring-2 ring-red-200" : "border-neutral-200",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-4xl font-extrabold text-ink tabular-nums">
          <span className="sr-only">طلب رقم </span>
          {order.number}
        </h3>
        <div className="text-end">
          <p className="text-lg font-bold tabular-nums">{formatTime(order.pickupAt)}</p>
          <p className={cn("text-sm font-semibold", late ? "text-red-700" : "text-neutral-600")}>{due.text}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {showBranch ? <Badge variant="outline">{branchLabel(order.branch)}</Badge> : null}
        {order.asap ? <Badge variant="muted">أقرب وقت</Badge> : null}
        {order.delayMinutes > 0 ? <Badge variant="muted">+{order.delayMinutes} د</Badge> : null}
        {order.firstOrder ? <Badge variant="warning">أول طلب – {FIRST_ORDER_LABEL}</Badge> : null}
      </div>
      <ul className="space-y-1 text-base">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
          <li key={index}>
            <span className="font-bold tabular-nums">{item.quantity} ×</span> {item.name}
            {ORDER_SIZE_LABELS[item.size] ? (
              <span className="text-neutral-600"> ({ORDER_SIZE_LABELS[item.size]})</span>
            ) : null}
            {item.note ? <span className="block ps-6 text-sm text-amber-800">{item.note}</span> : null}
          </li>
        ))}
      </ul>
      {order.note ? <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">ملاحظة: {order.note}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-neutral-100 pt-2">
        <div>
          <p className="font-semibold">{order.customerName ?? "—"}</p>
          {order.phoneNumber ? (
            <a
              href={`tel:${order.phoneNumber}`}
              className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline tabular-nums"
            >
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">اتصال بالزبون </span>
              {order.phoneNumber}
            </a>
          ) : null}
        </div>
        <p className="text-lg font-bold">
          نقداً: <span className="tabular-nums">{formatPrice(order.total)}</span>
        </p>
      </div>
      <div className="grid gap-2">
        {(MOVES[order.status] ?? []).map((m, index) => (
          <Button
            key={m.label}
            size={index === 0 ? "lg" : "md"}
            variant={m.variant ?? "primary"}
            className="w-full"
            disabled={change.isPending}
            onClick={() => move(m.status, m.delayMinutes)}
          >
            {m.label}
          </Button>
        ))}
        {order.status === "ready" && due.late ? (
          <Button className="w-full" variant="outline" disabled={change.isPending} onClick={() => move("no_show")}>
            لم يحضر
          </Button>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => onCancel(order)}>
          إلغاء
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onPrint(order)}>
          <Printer className="size-4" aria-hidden="true" />
          طباعة
        </Button>
      </div>
    </article>
  );
}
