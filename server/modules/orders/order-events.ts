import { sql } from "drizzle-orm";
import type { OrderStatus } from "@shared/order-status";
import type { Db } from "../../db/client";

/** The channel every insert and status change of an order is announced on (the branch's live board listens). */
export const ORDER_CHANNEL = "order_changes";

export interface OrderChange {
  id: string;
  token: string;
  branch: string;
  status: OrderStatus;
}

/**
 * Announces an order's change inside the transaction that makes it: PostgreSQL delivers the
 * notification only if that transaction commits, so a listener never hears of a change that was
 * rolled back. No personal data travels (id, token, branch slug, status).
 */
export async function publishOrderChange(tx: Db, change: OrderChange): Promise<void> {
  const payload = JSON.stringify({ id: change.id, token: change.token, branch: change.branch, status: change.status });
  await tx.execute(sql`select pg_notify(${ORDER_CHANNEL}, ${payload})`);
}
