import { describe, expect, it } from "vitest";
import {
  CANCEL_REASON_LABELS,
  canMoveOrder,
  FIRST_ORDER_LABEL,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
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
});
