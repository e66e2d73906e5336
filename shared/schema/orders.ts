import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, price } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An order placed ahead for pickup, paid at the counter. The branch is its slug (text, no foreign key:
 * branches become data the owner manages). The visitor follows it by `token` (unguessable); the staff
 * call it by `number`, short and counted per branch and Amman day (`day`, the date it was placed).
 * Name and phone are personal data: erased after the retention period (set null), the row and its
 * counts kept. Every status change stamps its own time.
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    token: text("token").notNull().unique(),
    branch: text("branch").notNull(),
    day: text("day").notNull(),
    number: integer("number").notNull(),
    status: text("status").notNull().default("received"),
    pickupAt: at("pickup_at").notNull(),
    asap: boolean("asap").notNull().default(false),
    customerName: text("customer_name"),
    phoneNumber: text("phone_number"),
    note: text("note"),
    total: price("total").notNull(),
    // The phone's first order: the staff call to confirm it («اتصل للتأكيد»).
    firstOrder: boolean("first_order").notNull().default(false),
    // Minutes the branch added to the pickup time after accepting.
    delayMinutes: integer("delay_minutes").notNull().default(0),
    cancelReason: text("cancel_reason"),
    // Who cancelled: the visitor or the staff (null while not cancelled).
    cancelledBy: text("cancelled_by"),
    acceptedAt: at("accepted_at"),
    preparingAt: at("preparing_at"),
    readyAt: at("ready_at"),
    collectedAt: at("collected_at"),
    cancelledAt: at("cancelled_at"),
    noShowAt: at("no_show_at"),
    // A retried POST with the same Idempotency-Key before this time answers with this order.
    idempotencyKey: text("idempotency_key"),
    idempotencyExpiresAt: at("idempotency_expires_at"),
    // When the name and phone were erased (retention or a request); null while kept.
    erasedAt: at("erased_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_branch_day_number_key").on(t.branch, t.day, t.number),
    uniqueIndex("orders_idempotency_key").on(t.idempotencyKey),
    index("orders_branch_pickup_idx").on(t.branch, t.pickupAt),
    index("orders_phone_idx").on(t.phoneNumber).where(sql`${t.phoneNumber} is not null`),
    index("orders_created_idx").on(t.createdAt),
  ],
);

/** The lines of an order, with the dish's name and unit price as they were when it was placed. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    // A plain id: deleting a dish never touches the orders that had it.
    menuItemId: uuid("menu_item_id").notNull(),
    name: text("name").notNull(),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: price("unit_price").notNull(),
    note: text("note"),
  },
  (t) => [index("order_items_order_idx").on(t.orderId, t.position)],
);

/**
 * How each branch takes orders, by branch slug; a branch without a row takes none (the defaults below,
 * ordering off). The row is also the lock every order at the branch takes, so capacity is exact.
 */
export const branchOrdering = pgTable("branch_ordering", {
  branch: text("branch").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  prepMinutes: integer("prep_minutes").notNull().default(20),
  slotMinutes: integer("slot_minutes").notNull().default(15),
  capacity: integer("capacity").notNull().default(10),
  lastOrderMinutes: integer("last_order_minutes").notNull().default(15),
  // A pause ends by itself at this time.
  pausedUntil: at("paused_until"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Phones refused for ordering, kept by the owner and the managers. */
export const blockedPhones = pgTable("blocked_phones", {
  // The audit log names a row by this id, never by the phone.
  id: id(),
  phoneNumber: text("phone_number").notNull().unique(),
  reason: text("reason"),
  createdAt: createdAt(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type BranchOrderingRow = typeof branchOrdering.$inferSelect;
