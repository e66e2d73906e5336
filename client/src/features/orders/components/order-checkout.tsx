import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { ordersRoutes } from "@shared/api/orders.routes";
import { fromFils } from "@shared/money";
import { ORDER_MESSAGES } from "@shared/order-messages";
import { Button } from "@/components/ui/button";
import { ApiError, apiQuery } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { orderingQuery, placeOrder } from "../api/orders-queries";
import { CartLines } from "./cart-lines";
import { cartSummary, clearCart, useCart } from "./cart-store";
import { rememberOrder } from "./placed-orders";
import { FIELD, OrderField } from "./order-field";
import { ASAP, BranchChoice, PickupChoice } from "./pickup-choice";

type Issues = Record<string, string>;

function issuesOf(error: unknown): { message: string; issues: Issues } {
  const fallback = "تعذر إرسال الطلب، حاول مرة أخرى";
  if (!(error instanceof ApiError)) return { message: fallback, issues: {} };
  return {
    message: error.serverMessage ?? fallback,
    issues: Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])),
  };
}

/** The checkout form: the cart, the branch and time, name and phone; loaded once the cart holds a dish. */
export function Checkout() {
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

  // A choice made again takes its own error away; the others stay until the next send.
  const settle = (path: string) =>
    setFailure((shown) => {
      if (!shown?.issues[path]) return shown;
      const { [path]: _settled, ...issues } = shown.issues;
      return Object.keys(issues).length ? { message: Object.values(issues)[0], issues } : null;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // The button stays usable: a visitor who has not chosen a branch or a time is told which, there.
    const missing = !chosen ? "branch" : pickup === "" ? "pickupAt" : null;
    if (missing) {
      const message = missing === "branch" ? ORDER_MESSAGES.branch : ORDER_MESSAGES.notOnSlot;
      setFailure({ message, issues: { [missing]: message } });
      const form = event.currentTarget as HTMLFormElement;
      form.querySelector<HTMLElement>(missing === "branch" ? "input[name=branch]:enabled" : "select")?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const order = await placeOrder(
        {
          branch,
          pickupAt: pickup === ASAP ? null : pickup,
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
      rememberOrder(order);
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
      <div className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
        <h2 className="text-xl font-bold">سلتك</h2>
        <CartLines cart={cart} problems={problems} />
        <p className="flex justify-between border-t border-neutral-200 pt-3 text-lg font-bold">
          <span>المجموع التقريبي</span>
          <span>{formatPrice(fromFils(totalFils))}</span>
        </p>
        <p className="text-sm text-neutral-600">المجموع النهائي من أسعار القائمة لحظة إرسال الطلب.</p>
      </div>
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
            settle("branch");
          }}
          error={failure?.issues.branch}
        />
      )}
      {chosen ? (
        <PickupChoice
          branch={chosen}
          value={pickup}
          onChange={(value) => {
            setPickup(value);
            settle("pickupAt");
          }}
          error={failure?.issues.pickupAt}
        />
      ) : null}
      <OrderField label="الاسم" error={failure?.issues.customerName}>
        <input
          className={`${FIELD} h-11`}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </OrderField>
      <OrderField label="رقم الموبايل" hint="مثال: 0791234567" error={failure?.issues.phoneNumber}>
        <input
          className={`${FIELD} h-11`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </OrderField>
      <OrderField label="ملاحظة على الطلب (اختياري)" error={failure?.issues.note}>
        <textarea
          className={`${FIELD} py-2`}
          rows={2}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </OrderField>
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
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? "جارٍ إرسال الطلب…" : "أرسل الطلب – ادفع عند الاستلام"}
      </Button>
    </form>
  );
}
