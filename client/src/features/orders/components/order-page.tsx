import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { ordersRoutes } from "@shared/api/orders.routes";
import { fromFils } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiQuery } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { orderingQuery, placeOrder } from "../api/orders-queries";
import { CartLines } from "./cart-lines";
import { cartSummary, clearCart, useCart } from "./cart-store";
import { ASAP, BranchChoice, PickupChoice } from "./pickup-choice";

type Issues = Record<string, string>;

function issuesOf(error: unknown): { message: string; issues: Issues } {
  const fallback = "تعذر إرسال الطلب، حاول مرة أخرى";
  if (!(error instanceof ApiError)) return { message: fallback, issues: {} };
  try {
    const body = JSON.parse(error.body) as { message?: string; issues?: { path: string; message: string }[] };
    return {
      message: body.message ?? fallback,
      issues: Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.message])),
    };
  } catch {
    return { message: fallback, issues: {} };
  }
}

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
        <Checkout />
      )}
    </div>
  );
}

function Checkout() {
  const cart = useCart();
  const ordering = useQuery({ ...orderingQuery(), retry: false });
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [branch, setBranch] = useState("");
  const [pickup, setPickup] = useState("");
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [note, setNote] = useState("");
  const [trap, setTrap] = useState("");
  const [key] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; issues: Issues } | null>(null);
  const branches = ordering.data ?? [];
  const chosen = branches.find((b) => b.branch === branch && b.takesOrders);
  const { totalFils } = cartSummary(cart);
  const problems = Object.fromEntries(
    Object.entries(failure?.issues ?? {}).flatMap(([path, message]) =>
      path.startsWith("items.") ? [[Number(path.slice(6)), message]] : [],
    ),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const order = await placeOrder(
        {
          branch,
          pickupAt: pickup === ASAP || pickup === "" ? null : pickup,
          items: cart.map(({ menuItemId, size, quantity, note: lineNote }) => ({
            menuItemId,
            size,
            quantity,
            note: lineNote,
          })),
          customerName: name,
          phoneNumber: phone,
          note,
          website: trap,
        },
        key,
      );
      queryClient.setQueryData(apiQuery(ordersRoutes, "get", { params: { token: order.token } }).queryKey, order);
      clearCart();
      navigate(`/order/${order.token}`);
    } catch (error) {
      setFailure(issuesOf(error));
      void queryClient.invalidateQueries({ queryKey: orderingQuery().queryKey });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="space-y-6" onSubmit={submit} noValidate>
      <Card className="p-4">
        <h2 className="text-xl font-bold">سلتك</h2>
        <CartLines cart={cart} problems={problems} />
        <p className="flex justify-between border-t border-neutral-200 pt-3 text-lg font-bold">
          <span>المجموع التقريبي</span>
          <span>{formatPrice(fromFils(totalFils))}</span>
        </p>
        <p className="text-sm text-neutral-600">المجموع النهائي من أسعار القائمة لحظة إرسال الطلب.</p>
      </Card>
      {ordering.isPending ? (
        <p role="status">جارٍ تحميل الفروع…</p>
      ) : ordering.isError ? (
        <p role="alert" className="font-semibold text-red-700">
          الطلب المسبق غير متاح حالياً
        </p>
      ) : (
        <BranchChoice
          branches={branches}
          value={branch}
          onChange={(slug) => {
            setBranch(slug);
            setPickup("");
          }}
          error={failure?.issues.branch}
        />
      )}
      {chosen ? (
        <PickupChoice branch={chosen} value={pickup} onChange={setPickup} error={failure?.issues.pickupAt} />
      ) : null}
      <FormField label="الاسم" error={failure?.issues.customerName}>
        <Input autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label="رقم الموبايل" hint="مثال: 0791234567" error={failure?.issues.phoneNumber}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <FormField label="ملاحظة على الطلب (اختياري)" error={failure?.issues.note}>
        <Textarea rows={2} maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="order-website">اترك هذا الحقل فارغاً</label>
        <input
          id="order-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(event) => setTrap(event.target.value)}
        />
      </div>
      <p className="text-sm text-neutral-600">
        نستخدم الاسم والرقم لتجهيز طلبك والاتصال بك بشأنه فقط، ونحذفهما بعد مدة الاحتفاظ بالبيانات.
      </p>
      {failure ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {failure.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={sending || !chosen || pickup === ""}>
        {sending ? "جارٍ إرسال الطلب…" : "أرسل الطلب – ادفع عند الاستلام"}
      </Button>
    </form>
  );
}
