import { Minus, Plus, Trash2 } from "lucide-react";
import { fromFils, toFils } from "@shared/money";
import { orderLineName } from "@shared/order-status";
import { formatPrice } from "@/lib/format";
import { type CartLine, removeLine, setQuantity } from "./cart-store";

/** The cart's lines with their quantities and remove buttons; `problems` marks lines the server refused. */
export function CartLines({ cart, problems = {} }: { cart: CartLine[]; problems?: Record<number, string> }) {
  return (
    <ul className="divide-y divide-neutral-200">
      {cart.map((line, index) => {
        const label = orderLineName(line.name, line.size);
        return (
          <li key={`${line.menuItemId}-${line.size}-${line.note ?? ""}`} className="space-y-1 py-3">
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-semibold">{label}</p>
                {line.note ? <p className="text-sm text-neutral-600">ملاحظة: {line.note}</p> : null}
              </div>
              <span className="font-bold whitespace-nowrap">
                {formatPrice(fromFils(toFils(line.unitPrice) * line.quantity))}
              </span>
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className="btn btn-outline btn-icon"
                aria-label={`إنقاص كمية ${label}`}
                disabled={line.quantity <= 1}
                onClick={() => setQuantity(index, line.quantity - 1)}
              >
                <Minus className="size-4" aria-hidden="true" />
              </button>
              <output className="w-8 text-center font-bold" aria-label={`كمية ${label}`}>
                {line.quantity}
              </output>
              <button
                type="button"
                className="btn btn-outline btn-icon"
                aria-label={`زيادة كمية ${label}`}
                disabled={line.quantity >= 20}
                onClick={() => setQuantity(index, line.quantity + 1)}
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm ms-auto text-red-700"
                aria-label={`احذف ${label} من السلة`}
                onClick={() => removeLine(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                حذف
              </button>
            </div>
            {problems[index] ? (
              <p className="rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-800">{problems[index]}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
