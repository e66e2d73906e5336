import { useState } from "react";
import type { BoardOrderDto } from "@shared/api/order-board.contract";
import { orderBoardRoutes } from "@shared/api/order-board.routes";
import { CANCEL_REASONS, CANCEL_REASON_LABELS, type CancelReason } from "@shared/order-status";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useApiMutation } from "@/lib/api-mutation";

/** Cancelling an order asks why: the reason goes to the customer's status page and the day's summary. */
export function CancelDialog({ order, onClose }: { order: BoardOrderDto | null; onClose: () => void }) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const change = useApiMutation(orderBoardRoutes, "changeStatus", {
    failure: "تعذر إلغاء الطلب",
    success: "تم إلغاء الطلب",
  });
  const close = () => {
    setReason(null);
    onClose();
  };
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>إلغاء الطلب {order?.number}</DialogTitle>
          <DialogDescription>اختر سبب الإلغاء، يظهر للزبون في صفحة طلبه.</DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="sr-only">سبب الإلغاء</legend>
          {CANCEL_REASONS.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3">
              <input
                type="radio"
                name="cancel-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-5"
              />
              {CANCEL_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            تراجع
          </Button>
          <Button
            variant="danger"
            disabled={!reason || change.isPending}
            onClick={() =>
              order &&
              reason &&
              change.mutate({ params: { id: order.id }, body: { status: "cancelled", reason } }, { onSettled: close })
            }
          >
            تأكيد الإلغاء
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
