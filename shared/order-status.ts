// The life of an order placed ahead for pickup: its statuses, their Arabic labels, which change may
// follow which, and why the branch may cancel. No zod here: the public pages and the board load it.

export const ORDER_STATUSES = [
  "received",
  "accepted",
  "preparing",
  "ready",
  "collected",
  "cancelled",
  "no_show",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A pickup customer reads «استلام» as their own collecting of the order, so only "ready" says it: a
 * new order awaits the branch's acceptance, and a collected one was handed over («تم التسليم»).
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  received: "بانتظار القبول",
  accepted: "تم القبول",
  preparing: "قيد التحضير",
  ready: "جاهز للاستلام",
  collected: "تم التسليم",
  cancelled: "ملغى",
  no_show: "لم يحضر",
};

/** The statuses the branch may move an order to from each status; collected, cancelled and no_show are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ["accepted", "cancelled"],
  accepted: ["preparing", "ready", "cancelled"],
  preparing: ["ready", "cancelled"],
  ready: ["collected", "no_show", "cancelled"],
  collected: [],
  cancelled: [],
  no_show: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** The visitor may cancel only before the branch has accepted. */
export const VISITOR_CANCELLABLE: readonly OrderStatus[] = ["received"];
export const visitorMayCancel = (status: OrderStatus) => VISITOR_CANCELLABLE.includes(status);

/** Orders still to be handed over: they count against the phone's open orders. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ["received", "accepted", "preparing", "ready"];

export const CANCEL_REASONS = ["sold_out", "busy", "customer_asked", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  sold_out: "نفد الصنف",
  busy: "الفرع مزدحم",
  customer_asked: "طلب الزبون",
  other: "أخرى",
};

/** The reason stored when the visitor cancels from the status page. */
export const VISITOR_CANCEL_REASON: CancelReason = "customer_asked";

/**
 * The sizes a dish is ordered in, each with its menu price column: a sandwich, a meal, or the dish
 * alone at its plain price ("single": a drink, a side of fries).
 */
export const ORDER_SIZES = ["sandwich", "meal", "single"] as const;
export type OrderSize = (typeof ORDER_SIZES)[number];
/** The size's word on a line; the dish alone has none (its line is just the dish's name). */
export const ORDER_SIZE_LABELS: Record<OrderSize, string | null> = { sandwich: "ساندويش", meal: "وجبة", single: null };

/** An order line's name as people read it: «زنجر (وجبة)», or only «بطاطا» for the dish alone. */
export function orderLineName(name: string, size: OrderSize): string {
  const label = ORDER_SIZE_LABELS[size];
  return label ? `${name} (${label})` : name;
}

export interface DishPrices {
  price: string | null;
  sandwichPrice: string | null;
  mealPrice: string | null;
}

/**
 * A dish's menu price in a size, or null when it is not sold in that size. The plain price is the
 * dish alone's only when the dish has neither a sandwich nor a meal price: the menu shows it only
 * then, so a dish with sizes is ordered in those sizes.
 */
export function sizePrice(dish: DishPrices, size: OrderSize): string | null {
  if (size === "sandwich") return dish.sandwichPrice || null;
  if (size === "meal") return dish.mealPrice || null;
  return dish.sandwichPrice || dish.mealPrice ? null : dish.price || null;
}

/** The staff's mark on a phone's first order. */
export const FIRST_ORDER_LABEL = "اتصل للتأكيد";
