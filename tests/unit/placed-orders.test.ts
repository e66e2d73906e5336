import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetOrder,
  latestPlacedOrder,
  type PlacedOrder,
  rememberOrder,
} from "../../client/src/features/orders/components/placed-orders";

const KEY = "placed-orders:v1";
let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const order = (number: number, pickupAt = "2026-11-29T10:00:00+02:00"): PlacedOrder => ({
  token: `token-of-order-${number}-abcdefghij`,
  number,
  pickupAt,
});
const kept = () => JSON.parse(stored.get(KEY) ?? "[]") as PlacedOrder[];

describe("the orders a browser remembers", () => {
  it("keeps the newest first, each once, and only the five newest", () => {
    for (const number of [1, 2, 3]) rememberOrder(order(number));
    rememberOrder(order(2));
    expect(kept().map((placed) => placed.number)).toEqual([2, 3, 1]);
    for (const number of [4, 5, 6, 7]) rememberOrder(order(number));
    expect(kept().map((placed) => placed.number)).toEqual([7, 6, 5, 4, 2]);
  });

  it("keeps only the token, the number and the pickup time", () => {
    rememberOrder({ ...order(1), customerName: "سامي", phoneNumber: "0791234567" } as PlacedOrder);
    expect(kept()).toEqual([order(1)]);
  });

  it("forgets an order by its token and leaves the others", () => {
    for (const number of [1, 2]) rememberOrder(order(number));
    forgetOrder(order(2).token);
    expect(kept()).toEqual([order(1)]);
  });

  it("reads what it did not write, or a broken entry, as no order and keeps working", () => {
    stored.set(KEY, "{not json");
    rememberOrder(order(1));
    expect(kept()).toEqual([order(1)]);
    stored.set(KEY, JSON.stringify([{ token: 5 }, order(2), "x"]));
    rememberOrder(order(3));
    expect(kept()).toEqual([order(3), order(2)]);
  });
});

describe("the order the header leads back to", () => {
  const pickup = "2026-11-29T10:00:00+02:00";
  const at = (iso: string) => Date.parse(iso);

  it("is the newest whose pickup time is under twelve hours past", () => {
    const older = order(1, "2026-11-29T09:00:00+02:00");
    const newer = order(2, pickup);
    expect(latestPlacedOrder([newer, older], at("2026-11-29T11:00:00+02:00"))).toEqual(newer);
    expect(latestPlacedOrder([newer, older], at("2026-11-29T21:59:59+02:00"))).toEqual(newer);
    expect(latestPlacedOrder([newer], at("2026-11-29T22:00:00+02:00"))).toBeNull();
    expect(latestPlacedOrder([], at(pickup))).toBeNull();
  });

  it("passes over an order past its twelve hours for an older one still within them", () => {
    // Remembered newest first, yet an order for tomorrow placed earlier is still to come.
    const tomorrow = order(1, "2026-11-30T13:00:00+02:00");
    const morning = order(2, "2026-11-29T08:00:00+02:00");
    expect(latestPlacedOrder([morning, tomorrow], at("2026-11-29T21:00:00+02:00"))).toEqual(tomorrow);
  });
});
