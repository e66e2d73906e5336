import { useEffect } from "react";
import type { BoardOrderDto } from "@shared/api/order-board.contract";
import { useBranchLabel } from "@/hooks/use-branches";
import { orderLineName } from "@shared/order-status";
import { formatTime } from "@/lib/format";

// Printing shows the ticket alone, on an 80 mm roll: everything else on the page is hidden.
const PRINT_CSS = `
.kitchen-ticket { display: none; }
@media print {
  @page { size: 80mm auto; margin: 3mm; }
  body * { visibility: hidden; }
  .kitchen-ticket, .kitchen-ticket * { visibility: visible; }
  .kitchen-ticket { display: block; position: absolute; inset-inline-start: 0; top: 0; width: 74mm;
    font-size: 12pt; line-height: 1.35; color: #000; }
  .kitchen-ticket .number { font-size: 28pt; font-weight: 800; }
  .kitchen-ticket li { border-bottom: 1px dashed #000; padding: 1mm 0; }
}`;

/** The kitchen ticket of one order (number, time, lines, notes), printed, then gone. */
export function KitchenTicket({ order, onDone }: { order: BoardOrderDto | null; onDone: () => void }) {
  const branchLabel = useBranchLabel();
  useEffect(() => {
    if (!order) return;
    window.addEventListener("afterprint", onDone, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", onDone);
  }, [order, onDone]);
  return (
    <>
      <style>{PRINT_CSS}</style>
      {order ? (
        <div className="kitchen-ticket" dir="rtl">
          <p className="number">#{order.number}</p>
          <p>
            {branchLabel(order.branch)} – استلام {formatTime(order.pickupAt)}
          </p>
          <p>{order.customerName}</p>
          <ul>
            {order.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
              <li key={index}>
                {item.quantity} × {orderLineName(item.name, item.size)}
                {item.note ? <div>— {item.note}</div> : null}
              </li>
            ))}
          </ul>
          {order.note ? <p>ملاحظة: {order.note}</p> : null}
        </div>
      ) : null}
    </>
  );
}
