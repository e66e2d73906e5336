import { ShoppingBag } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { useCart } from "./cart-store";

// The form, its fields and the ordering read load once the cart holds a dish (never for an empty cart).
const Checkout = lazy(() => import("./order-checkout").then((m) => ({ default: m.Checkout })));

/**
 * /order: the cart, the branch and pickup time, name and phone; the order is placed with a key
 * that makes a retried tap safe. Drawn on the server with the empty cart (the cart is the browser's).
 */
export function OrderPage() {
  const cart = useCart();
  return (
    <div className="mx-auto max-w-xl px-4 py-8 pb-28 sm:py-12">
      <h1 className="mb-2 text-3xl font-bold">اطلب للاستلام</h1>
      <p className="mb-6 text-neutral-700">اختر الفرع ووقت الاستلام، وادفع عند الاستلام.</p>
      <p className="mb-4 hidden rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900 noscript:block">
        الطلب عبر الموقع يحتاج إلى تفعيل JavaScript في المتصفح. فعّله ثم أعد تحميل الصفحة.
      </p>
      {/* The cart is read once the page's code runs, so the empty cart drawn on the server gives way
          to the checkout: the area keeps most of a phone's screen meanwhile, so the footer below does
          not jump into view and back (a layout shift). */}
      <div className="min-h-[75svh]">
        {cart.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-8 text-center">
            <ShoppingBag className="size-10 text-brand-600" aria-hidden="true" />
            <p className="text-lg font-semibold">سلتك فارغة</p>
            <p className="text-neutral-600">أضف أصنافاً من القائمة ثم عد إلى هنا.</p>
            <Link href="/#menu" className="btn btn-primary btn-md">
              تصفح القائمة
            </Link>
          </Card>
        ) : (
          <Suspense fallback={<p role="status">جارٍ تحميل الطلب…</p>}>
            <Checkout />
          </Suspense>
        )}
      </div>
    </div>
  );
}
