import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ShoppingBag, X } from "lucide-react";
import { Link } from "wouter";
import { fromFils } from "@shared/money";
import { cn } from "@/components/ui/cn";
import { closeButtonClasses, DialogDescription, DialogTitle, overlayClasses } from "@/components/ui/dialog";
import { useReturnFocus } from "@/components/ui/return-focus";
import { formatPrice } from "@/lib/format";
import { CartLines } from "./cart-lines";
import { cartSummary, useCart } from "./cart-store";

const PANEL =
  "fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[88vh] w-full overflow-y-auto rounded-t-3xl bg-white p-5 text-ink shadow-xl " +
  "focus:outline-none sm:max-w-lg";

/** The cart at the bottom of the screen: its count and total; a tap opens its lines as a sheet. */
export function CartBar() {
  const cart = useCart();
  const focus = useReturnFocus(undefined, undefined);
  const { count, totalFils } = cartSummary(cart);
  if (cart.length === 0) return null;
  const total = formatPrice(fromFils(totalFils));
  return (
    <DialogPrimitive.Root>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white/95 p-3 shadow-lg backdrop-blur">
        <DialogPrimitive.Trigger className="btn btn-primary btn-lg mx-auto flex w-full max-w-lg justify-between">
          <span className="flex items-center gap-2">
            <ShoppingBag className="size-5" aria-hidden="true" />
            {`السلة: ${count} ${count === 1 ? "صنف" : "أصناف"}`}
          </span>
          <span>{total}</span>
        </DialogPrimitive.Trigger>
      </div>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content className={PANEL} {...focus}>
          <DialogTitle>سلة الطلب</DialogTitle>
          <DialogDescription className="text-sm text-neutral-600">
            الأسعار النهائية من القائمة عند إرسال الطلب، والدفع عند الاستلام.
          </DialogDescription>
          <CartLines cart={cart} />
          <div className="mt-3 flex items-center justify-between border-t border-neutral-200 pt-3 text-lg font-bold">
            <span>المجموع</span>
            <span>{total}</span>
          </div>
          <DialogPrimitive.Close asChild>
            <Link href="/order" className="btn btn-primary btn-lg mt-4 w-full">
              متابعة الطلب
            </Link>
          </DialogPrimitive.Close>
          <DialogPrimitive.Close className={cn(closeButtonClasses, "text-ink")} aria-label="إغلاق">
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
