import { useCallback, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Bell, BellRing } from "lucide-react";
import type { BoardOrderDto } from "@shared/api/order-board.contract";
import { orderBoardRoutes } from "@shared/api/order-board.routes";
import { ordersRoutes } from "@shared/api/orders.routes";
import { useBranchLabel, useBranches } from "@/hooks/use-branches";
import type { OrderStatus } from "@shared/order-status";
import { AdminPage } from "@/components/admin/admin-page";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMayCall, useStaffAccess } from "@/lib/staff-access";
import { boardOrdersQuery } from "../api/order-board-queries";
import { useBoardSound } from "./board-sound";
import { CancelDialog } from "./cancel-dialog";
import { DaySummary } from "./day-summary";
import { KitchenTicket } from "./kitchen-ticket";
import { OrderCard } from "./order-card";
import { OrderingControls } from "./ordering-controls";
import { PhonesPanel } from "./phones-panel";
import { useLiveOrders } from "./use-live-orders";
import { useNow } from "./use-now";

const COLUMNS: { title: string; statuses: OrderStatus[] }[] = [
  { title: "جديد", statuses: ["received"] },
  { title: "قيد التحضير", statuses: ["accepted", "preparing"] },
  { title: "جاهز", statuses: ["ready"] },
];

/**
 * The branch's order board, a tablet on the counter first: today's orders in three columns, each
 * moved on with one tap; new orders arrive live, a chime repeats while any waits in «جديد», and the
 * tab's title counts them.
 */
export function AdminOrdersPage() {
  const branchLabel = useBranchLabel();
  const openSlugs = useBranches().map((entry) => entry.slug);
  const access = useStaffAccess();
  const owner = access?.role === "owner";
  const branches = owner ? openSlugs : (access?.branches ?? []);
  const [branch, setBranch] = useState<string | undefined>(undefined);
  const [cancelling, setCancelling] = useState<BoardOrderDto | null>(null);
  const [printing, setPrinting] = useState<BoardOrderDto | null>(null);
  const now = useNow();
  const orders = useQuery(boardOrdersQuery(branch));
  const list = orders.data ?? [];
  const waiting = list.filter((order) => order.status === "received").length;
  const sound = useBoardSound(waiting);
  const onChange = useCallback(
    (order: BoardOrderDto, before: BoardOrderDto | undefined) => {
      if (order.status === "cancelled" && before?.status !== "cancelled" && order.cancelledBy !== "staff")
        sound.cancelled();
    },
    [sound.cancelled],
  );
  const connected = useLiveOrders(onChange);
  const mayControl = useMayCall(ordersRoutes.updateBranchSettings);
  const mayPhones = useMayCall(orderBoardRoutes.phones);
  useDocumentTitle(waiting > 0 ? `(${waiting}) الطلبات` : "الطلبات");
  const donePrinting = useCallback(() => setPrinting(null), []);

  return (
    <AdminPage
      title="الطلبات"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <span role="status" className={cn("text-sm font-semibold", connected ? "text-green-700" : "text-amber-700")}>
            {connected ? "متصل" : "جارٍ الاتصال…"}
          </span>
          <Button variant={sound.armed ? "outline" : "primary"} onClick={sound.arm} aria-pressed={sound.armed}>
            {sound.armed ? (
              <BellRing className="size-4" aria-hidden="true" />
            ) : (
              <Bell className="size-4" aria-hidden="true" />
            )}
            {sound.armed ? "الصوت مفعّل" : "تفعيل الصوت"}
          </Button>
        </div>
      }
    >
      {branches.length > 1 ? (
        <nav aria-label="الفرع" className="flex flex-wrap gap-2">
          {[undefined, ...branches].map((slug) => (
            <Button
              key={slug ?? "all"}
              size="sm"
              variant={branch === slug ? "primary" : "outline"}
              aria-pressed={branch === slug}
              onClick={() => setBranch(slug)}
            >
              {slug ? branchLabel(slug) : "كل الفروع"}
            </Button>
          ))}
        </nav>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {COLUMNS.map((column) => {
          const cards = list.filter((order) => column.statuses.includes(order.status));
          return (
            <section key={column.title} aria-label={column.title} className="space-y-3 rounded-2xl bg-neutral-100 p-3">
              <h2 className="flex items-center justify-between text-xl font-bold">
                {column.title}
                <span className="rounded-full bg-white px-3 text-base tabular-nums">{cards.length}</span>
              </h2>
              {cards.length === 0 ? <p className="py-6 text-center text-neutral-500">لا طلبات</p> : null}
              {cards.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  now={now}
                  showBranch={!branch && branches.length > 1}
                  onCancel={setCancelling}
                  onPrint={setPrinting}
                />
              ))}
            </section>
          );
        })}
      </div>
      {mayControl ? <OrderingControls branch={branch} now={now} /> : null}
      <DaySummary branch={branch} />
      {mayPhones ? <PhonesPanel /> : null}
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />
      <KitchenTicket order={printing} onDone={donePrinting} />
    </AdminPage>
  );
}
