import { describe, expect, it } from "vitest";
import {
  CANCEL_REASON_LABELS,
  canMoveOrder,
  FIRST_ORDER_LABEL,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderLineName,
  sizePrice,
  visitorMayCancel,
} from "../../shared/order-status";

describe("an order's statuses", () => {
  it("moves only along the allowed changes", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "received→accepted",
      "received→cancelled",
      "accepted→preparing",
      "accepted→ready",
      "accepted→cancelled",
      "preparing→ready",
      "preparing→cancelled",
      "ready→collected",
      "ready→cancelled",
      "ready→no_show",
    ]);
  });

  it("lets the visitor cancel only before the branch accepts", () => {
    expect(ORDER_STATUSES.filter(visitorMayCancel)).toEqual(["received"]);
  });

  it("has an Arabic label for every status and cancel reason", () => {
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
    expect(Object.values(CANCEL_REASON_LABELS)).toEqual(["نفد الصنف", "الفرع مزدحم", "طلب الزبون", "أخرى"]);
    expect(FIRST_ORDER_LABEL).toBe("اتصل للتأكيد");
  });

  it("speaks of pickup only once the order is ready, so a new order never reads as collected", () => {
    expect(ORDER_STATUS_LABELS.received).toBe("بانتظار القبول");
    expect(ORDER_STATUSES.filter((status) => ORDER_STATUS_LABELS[status].includes("استلام"))).toEqual(["ready"]);
  });
});

describe("a dish's price in each size", () => {
  const prices = (price: string | null, sandwichPrice: string | null, mealPrice: string | null) => ({
    price,
    sandwichPrice,
    mealPrice,
  });
  const all = (dish: ReturnType<typeof prices>) => [
    sizePrice(dish, "sandwich"),
    sizePrice(dish, "meal"),
    sizePrice(dish, "single"),
  ];

  it("a dish in sizes is sold in the sizes that have a price, never alone", () => {
    expect(all(prices(null, "2.50", "3.75"))).toEqual(["2.50", "3.75", null]);
    expect(all(prices(null, null, "3.75"))).toEqual([null, "3.75", null]);
  });
  it("a dish with only a plain price is sold alone at it", () => {
    expect(all(prices("0.85", null, null))).toEqual([null, null, "0.85"]);
  });
  it("a dish with sizes and a plain price is sold in its sizes, as the menu shows it", () => {
    expect(all(prices("2.00", "2.50", null))).toEqual(["2.50", null, null]);
  });
  it("a dish with no price, or empty ones, is sold in no size", () => {
    expect(all(prices(null, null, null))).toEqual([null, null, null]);
    expect(all(prices("", "", ""))).toEqual([null, null, null]);
  });
});

describe("an order line's name", () => {
  it("names the size in brackets, and the dish alone by its name only", () => {
    expect(orderLineName("زنجر", "meal")).toBe("زنجر (وجبة)");
    expect(orderLineName("زنجر", "sandwich")).toBe("زنجر (ساندويش)");
    expect(orderLineName("بطاطا", "single")).toBe("بطاطا");
  });
});
