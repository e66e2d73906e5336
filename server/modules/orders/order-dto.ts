import { asc, eq, inArray } from "drizzle-orm";
import type { OrderDto } from "@shared/api/orders.contract";
import { fromFils, toFils } from "@shared/money";
import type { CancelReason, OrderSize, OrderStatus } from "@shared/order-status";
import type { Db } from "../../db/client";
import { type OrderItemRow, type OrderRow, orderItems } from "../../db/schema";
import type { OrderBranch } from "./order-branches";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An order as its visitor sees it: no name or phone. */
export function toOrderDto(order: OrderRow, items: OrderItemRow[], branch: OrderBranch | undefined): OrderDto {
  return {
    number: order.number,
    token: order.token,
    branch: order.branch,
    branchName: branch?.name ?? order.branch,
    branchPhone: branch?.phone ?? null,
    branchMapsUrl: branch?.mapsUrl ?? null,
    status: order.status as OrderStatus,
    pickupAt: order.pickupAt.toISOString(),
    asap: order.asap,
    note: order.note,
    total: order.total,
    delayMinutes: order.delayMinutes,
    cancelReason: (order.cancelReason as CancelReason | null) ?? null,
    acceptedAt: iso(order.acceptedAt),
    preparingAt: iso(order.preparingAt),
    readyAt: iso(order.readyAt),
    collectedAt: iso(order.collectedAt),
    cancelledAt: iso(order.cancelledAt),
    noShowAt: iso(order.noShowAt),
    createdAt: order.createdAt.toISOString(),
    items: items
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        menuItemId: item.menuItemId,
        name: item.name,
        size: item.size as OrderSize,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        note: item.note,
        lineTotal: fromFils(toFils(item.unitPrice) * item.quantity),
      })),
  };
}

export async function itemsOf(db: Db, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(orderIds.length === 1 ? eq(orderItems.orderId, orderIds[0]) : inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}
