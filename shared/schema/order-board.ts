import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id } from "./columns";
import { orders } from "./orders";

/**
 * Every status change the staff make on an order: who, when, from which status to which, and the
 * reason or the minutes added. The order itself keeps the time of each status too.
 */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    reason: text("reason"),
    delayMinutes: integer("delay_minutes"),
    // The staff account; null once that account is deleted (the name stays).
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_changes_order_idx").on(t.orderId, t.at)],
);

export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;
