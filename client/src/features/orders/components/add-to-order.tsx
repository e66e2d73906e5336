import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { ORDER_SIZE_LABELS, ORDER_SIZES, type OrderSize, sizePrice } from "@shared/order-status";
import type { DishActionProps } from "@/components/public/dish-actions";
import { formatPrice } from "@/lib/format";
import { useOrderingOpen } from "../api/orders-queries";
import { addToCart } from "./cart-store";

/**
 * «أضف للطلب» for each size that has a price (a dish with only a plain price: the dish alone): one tap
 * in the dish's row, quantity and a note in its sheet. Shown only while a branch takes orders; a dish
 * sold out today says it cannot be added.
 */
export function AddToOrder({ dish, soldOut, where }: DishActionProps) {
  const open = useOrderingOpen();
  const sizes = ORDER_SIZES.filter((size) => sizePrice(dish, size));
  if (!open || sizes.length === 0) return null;
  if (soldOut) {
    return where === "sheet" ? <p className="text-sm text-neutral-700">نفد اليوم، لا يمكن إضافته للطلب</p> : null;
  }
  if (where === "row") {
    return (
      <span className="relative z-10 flex shrink-0 flex-col gap-1.5">
        {sizes.map((size) => {
          const label = ORDER_SIZE_LABELS[size];
          return (
            <button
              key={size}
              type="button"
              className="btn btn-outline btn-sm dish-action"
              aria-label={label ? `أضف ${label} ${dish.name} للطلب` : `أضف ${dish.name} للطلب`}
              onClick={() => add(dish, size, 1, null)}
            >
              <Plus className="size-4" aria-hidden="true" />
              {label ?? "أضف"}
            </button>
          );
        })}
      </span>
    );
  }
  return (
    <div className="space-y-3 rounded-xl border border-neutral-200 p-3">
      {sizes.map((size) => (
        <SheetLine key={size} dish={dish} size={size} />
      ))}
    </div>
  );
}

function add(dish: DishActionProps["dish"], size: OrderSize, quantity: number, note: string | null) {
  return addToCart({
    menuItemId: dish.id,
    name: dish.name,
    size,
    quantity,
    note,
    unitPrice: sizePrice(dish, size) ?? "0",
  });
}

function SheetLine({ dish, size }: { dish: DishActionProps["dish"]; size: OrderSize }) {
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState("");
  const [added, setAdded] = useState(false);
  const noteId = useId();
  // The dish alone is named by the dish itself («كمية بطاطا»); its legend reads «السعر» as the menu does.
  const label = ORDER_SIZE_LABELS[size] ?? dish.name;
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">
        {ORDER_SIZE_LABELS[size] ?? "السعر"}{" "}
        <span className="text-brand-700">{formatPrice(sizePrice(dish, size))}</span>
      </legend>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn btn-outline btn-icon"
          aria-label={`إنقاص كمية ${label}`}
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => Math.max(1, q - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output className="w-8 text-center font-bold" aria-label={`كمية ${label}`}>
          {quantity}
        </output>
        <button
          type="button"
          className="btn btn-outline btn-icon"
          aria-label={`زيادة كمية ${label}`}
          disabled={quantity >= 20}
          onClick={() => setQuantity((q) => Math.min(20, q + 1))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-primary btn-md ms-auto"
          aria-label={`أضف ${label} للطلب`}
          onClick={() => {
            if (add(dish, size, quantity, note.trim() || null)) {
              setAdded(true);
              setQuantity(1);
              setNote("");
            }
          }}
        >
          أضف للطلب
        </button>
      </div>
      <label htmlFor={noteId} className="block text-sm text-neutral-700">
        ملاحظة على {label} (اختياري)
      </label>
      <input
        id={noteId}
        className="w-full rounded-lg border border-neutral-300 px-3 py-2"
        maxLength={140}
        placeholder="بدون مخلل"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <p role="status" className="text-sm text-green-800">
        {added ? `أُضيف ${label} إلى السلة` : ""}
      </p>
    </fieldset>
  );
}
