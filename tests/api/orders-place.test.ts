import { describe, expect, it } from "vitest";
import { startAdminApp } from "../support/admin-app";
import {
  amman,
  dish,
  freshPhone,
  openBranch,
  orderBody,
  orderCount,
  placeResponse,
  storedLines,
  storedOrder,
  week,
} from "../support/orders-fixtures";

// Placing an order: the server's prices, the lines' rules, and refusals that write nothing.

describe("placing an order for pickup", () => {
  let clock = amman("2026-11-25T12:00");
  const suite = startAdminApp({}, { now: () => clock });
  const visitor = () => suite.app.client();

  it("places an order priced from the menu, numbered per branch and day, and the token page shows it", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const a = await dish(suite);
    const b = await dish(suite, { sandwichPrice: "1.10", mealPrice: null });
    const res = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [
        { menuItemId: a.id, size: "meal", quantity: 2, note: "بدون مخلل", unitPrice: "0.01" },
        { menuItemId: b.id, size: "sandwich", quantity: 3 },
      ]),
    );
    expect(res.status, res.text).toBe(201);
    const order = placeResponse.parse(res.body);
    expect(order.status).toBe("received");
    expect(order.items.map((item) => [item.name, item.size, item.quantity, item.unitPrice, item.lineTotal])).toEqual([
      [a.name, "meal", 2, "3.75", "7.50"],
      [b.name, "sandwich", 3, "1.10", "3.30"],
    ]);
    expect(order.total).toBe("10.80");
    expect(order.asap).toBe(true);
    expect(order.pickupAt).toBe(amman("2026-11-25T12:20").toISOString());
    expect(order.token.length).toBeGreaterThanOrEqual(32);
    const second = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [{ menuItemId: b.id, size: "sandwich", quantity: 1 }]),
    );
    expect(second.status, second.text).toBe(201);
    expect(second.body.number).toBe(order.number + 1);
    const row = await storedOrder(suite, order.token);
    expect(row.total).toBe("10.80");
    expect(row.day).toBe("2026-11-25");
    const shown = await visitor().get(`/api/orders/${order.token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(order);
    expect(JSON.stringify(shown.body)).not.toContain("سامي");
  });

  it("a dish with only a plain price is ordered alone, priced from the menu's plain price", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const fries = await dish(suite, { price: "0.85", sandwichPrice: null, mealPrice: null });
    const zinger = await dish(suite);
    const res = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [
        { menuItemId: fries.id, size: "single", quantity: 3, unitPrice: "0.01" },
        { menuItemId: zinger.id, size: "meal", quantity: 1 },
      ]),
    );
    expect(res.status, res.text).toBe(201);
    const order = placeResponse.parse(res.body);
    expect(order.items.map((item) => [item.name, item.size, item.quantity, item.unitPrice, item.lineTotal])).toEqual([
      [fries.name, "single", 3, "0.85", "2.55"],
      [zinger.name, "meal", 1, "3.75", "3.75"],
    ]);
    expect(order.total).toBe("6.30");
    const row = await storedOrder(suite, order.token);
    expect(row.total).toBe("6.30");
    expect(await storedLines(suite, row.id)).toEqual([
      { menuItemId: fries.id, name: fries.name, size: "single", quantity: 3, unitPrice: "0.85" },
      { menuItemId: zinger.id, name: zinger.name, size: "meal", quantity: 1, unitPrice: "3.75" },
    ]);
    expect((await visitor().get(`/api/orders/${order.token}`)).body.items).toEqual(order.items);
  });

  it("a dish with sizes and a plain price is ordered in its sizes, as the menu shows it; alone it is refused", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const both = await dish(suite, { price: "2.00" });
    const before = await orderCount(suite);
    const alone = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [{ menuItemId: both.id, size: "single", quantity: 1 }]),
    );
    expect(alone.status, alone.text).toBe(409);
    const message = `«${both.name}»: هذا الصنف يُطلب بحجم محدد (ساندويش أو وجبة)، احذفه من السلة وأضفه من القائمة من جديد`;
    expect(alone.body.issues).toEqual([{ path: "items.0", message }]);
    expect(await orderCount(suite)).toEqual(before);
    const sized = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [{ menuItemId: both.id, size: "sandwich", quantity: 1 }]),
    );
    expect(sized.status, sized.text).toBe(201);
    expect(sized.body.total).toBe("2.50");
  });

  it("starts each Amman day's numbers at 1 again", async () => {
    clock = amman("2026-11-26T11:00");
    await openBranch(suite, "airport-road");
    const a = await dish(suite);
    const res = await visitor().post(
      "/api/orders",
      orderBody("airport-road", [{ menuItemId: a.id, size: "meal", quantity: 1 }]),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.number).toBe(1);
  });

  it("sums prices as fils: 3 × 0.35 + 0.10 is exactly 1.15", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const a = await dish(suite, { sandwichPrice: "0.35" });
    const b = await dish(suite, { sandwichPrice: "0.10" });
    const res = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [
        { menuItemId: a.id, size: "sandwich", quantity: 3 },
        { menuItemId: b.id, size: "sandwich", quantity: 1 },
      ]),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.total).toBe("1.15");
  });

  it("accepts a phone typed in Arabic-Indic digits and stores its national form", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const a = await dish(suite);
    const res = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { phoneNumber: "٠٧٩٨٨٧٦٥٤٣" }),
    );
    expect(res.status, res.text).toBe(201);
    expect((await storedOrder(suite, res.body.token)).phoneNumber).toBe("0798876543");
  });

  describe("refuses a line the menu no longer allows, naming it, and writes nothing", () => {
    const refuses = async (
      line: (id: string) => object,
      make: Record<string, unknown>,
      message: string,
      setup?: (id: string) => Promise<void>,
    ) => {
      clock = amman("2026-11-25T12:00");
      await openBranch(suite, "dabouq");
      const ok = await dish(suite);
      const bad = await dish(suite, make);
      await setup?.(bad.id);
      const before = await orderCount(suite);
      const res = await visitor().post(
        "/api/orders",
        orderBody("dabouq", [{ menuItemId: ok.id, size: "meal", quantity: 1 }, line(bad.id)]),
      );
      expect(res.status, res.text).toBe(409);
      expect(res.body.message).toContain(message);
      expect(res.body.issues).toEqual([{ path: "items.1", message: expect.stringContaining(message) }]);
      expect(await orderCount(suite)).toEqual(before);
    };
    it("a hidden dish", () =>
      refuses(
        (id) => ({ menuItemId: id, size: "meal", quantity: 1 }),
        { isActive: false },
        "لم يعد هذا الصنف في القائمة",
      ));
    it("a dish not sold at that branch", () =>
      refuses(
        (id) => ({ menuItemId: id, size: "meal", quantity: 1 }),
        { branches: ["الياسمين"] },
        "لا يباع في هذا الفرع",
      ));
    it("a dish sold out today there", () =>
      refuses(
        (id) => ({ menuItemId: id, size: "meal", quantity: 1 }),
        {},
        "نفد هذا الصنف اليوم",
        async (id) => {
          expect(
            (await suite.admin.put(`/api/menu-items/${id}/sold-out`, { branch: "دابوق", soldOut: true })).status,
          ).toBe(200);
        },
      ));
    it("a size without a price", () =>
      refuses((id) => ({ menuItemId: id, size: "meal", quantity: 1 }), { mealPrice: null }, "هذا الحجم غير متوفر"));
    const plainOnly = { price: "0.85", sandwichPrice: null, mealPrice: null };
    const alone = (id: string) => ({ menuItemId: id, size: "single", quantity: 1 });
    it("a sandwich of a dish with only a plain price", () =>
      refuses((id) => ({ menuItemId: id, size: "sandwich", quantity: 1 }), plainOnly, "هذا الحجم غير متوفر"));
    it("the dish alone when it has sizes and no plain price", () =>
      refuses(alone, {}, "هذا الصنف يُطلب بحجم محدد (ساندويش أو وجبة)"));
    it("a plain-priced dish that is hidden", () =>
      refuses(alone, { ...plainOnly, isActive: false }, "لم يعد هذا الصنف في القائمة"));
    it("a plain-priced dish not sold at that branch", () =>
      refuses(alone, { ...plainOnly, branches: ["الياسمين"] }, "لا يباع في هذا الفرع"));
    it("a plain-priced dish sold out today there", () =>
      refuses(alone, plainOnly, "نفد هذا الصنف اليوم", async (id) => {
        expect(
          (await suite.admin.put(`/api/menu-items/${id}/sold-out`, { branch: "دابوق", soldOut: true })).status,
        ).toBe(200);
      }));
    it("a dish that does not exist", async () => {
      clock = amman("2026-11-25T12:00");
      await openBranch(suite, "dabouq");
      const before = await orderCount(suite);
      const res = await visitor().post(
        "/api/orders",
        orderBody("dabouq", [{ menuItemId: "00000000-0000-4000-8000-000000000000", size: "meal", quantity: 1 }]),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("لم يعد هذا الصنف في القائمة، احذفه من السلة");
      expect(await orderCount(suite)).toEqual(before);
    });
  });

  describe("refuses a malformed order with an Arabic message and writes nothing", () => {
    const cases: [string, (id: string) => Record<string, unknown>, string][] = [
      ["quantity 0", (id) => ({ items: [{ menuItemId: id, size: "meal", quantity: 0 }] }), "الكمية من 1 إلى 20"],
      ["quantity 21", (id) => ({ items: [{ menuItemId: id, size: "meal", quantity: 21 }] }), "الكمية من 1 إلى 20"],
      [
        "31 lines",
        (id) => ({ items: Array.from({ length: 31 }, () => ({ menuItemId: id, size: "meal", quantity: 1 })) }),
        "30 سطراً على الأكثر",
      ],
      ["no lines", () => ({ items: [] }), "السلة فارغة"],
      [
        "a line note of 141 characters",
        (id) => ({ items: [{ menuItemId: id, size: "meal", quantity: 1, note: "ن".repeat(141) }] }),
        "140 حرفاً",
      ],
      ["an unknown size", (id) => ({ items: [{ menuItemId: id, size: "family", quantity: 1 }] }), "ساندويش أو وجبة"],
      ["a landline", () => ({ phoneNumber: "065123456" }), "رقم الهاتف"],
      ["no name", () => ({ customerName: " " }), "يرجى إدخال الاسم"],
      ["an unknown branch", () => ({ branch: "nowhere" }), "اختر الفرع"],
    ];
    for (const [name, change, message] of cases) {
      it(name, async () => {
        clock = amman("2026-11-25T12:00");
        await openBranch(suite, "dabouq");
        const a = await dish(suite);
        const before = await orderCount(suite);
        const res = await visitor().post("/api/orders", {
          ...orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }]),
          ...change(a.id),
        });
        expect(res.status, res.text).toBe(400);
        expect(res.body.message).toContain(message);
        expect(await orderCount(suite)).toEqual(before);
      });
    }
  });

  it("a filled honeypot gets an answer shaped like an order, and nothing is written", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const a = await dish(suite);
    const before = await orderCount(suite);
    const res = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 2 }], { website: "http://spam" }),
    );
    expect(res.status).toBe(201);
    expect(placeResponse.parse(res.body).total).toBe("7.50");
    expect(await orderCount(suite)).toEqual(before);
  });

  it("a retried POST with the same Idempotency-Key returns the same order, never a second", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const a = await dish(suite);
    const body = orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }]);
    const headers = { "Idempotency-Key": `key-${Date.now()}-retry` };
    const before = await orderCount(suite);
    const answers = await Promise.all([1, 2, 3].map(() => visitor().post("/api/orders", body, headers)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.body.token)).size).toBe(1);
    expect((await orderCount(suite)).orders).toBe(before.orders + 1);
    // After 24 hours the key names nothing: the same key places a new order.
    clock = amman("2026-11-26T12:01");
    const later = await visitor().post("/api/orders", { ...body, phoneNumber: freshPhone() }, headers);
    expect(later.status, later.text).toBe(201);
    expect(later.body.token).not.toBe(answers[0].body.token);
    expect((await storedOrder(suite, answers[0].body.token)).idempotencyKey).toBeNull();
    expect((await storedOrder(suite, later.body.token)).idempotencyKey).toBe(headers["Idempotency-Key"]);
  });

  it("a retry gets the order it placed after the phone reached its open-order limit and the branch stopped taking orders", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "hashmi-north");
    const a = await dish(suite);
    const phoneNumber = freshPhone();
    const body = orderBody("hashmi-north", [{ menuItemId: a.id, size: "meal", quantity: 1 }], { phoneNumber });
    const headers = { "Idempotency-Key": `key-${Date.now()}-after-limits` };
    const first = await visitor().post("/api/orders", body, headers);
    expect(first.status, first.text).toBe(201);
    const second = await visitor().post("/api/orders", body);
    expect(second.status, second.text).toBe(201);
    const third = await visitor().post("/api/orders", body);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("لديك 2 طلبات مفتوحة بهذا الرقم، انتظر استلامها أو ألغِ أحدها");
    const before = await orderCount(suite);

    const afterLimit = await visitor().post("/api/orders", body, headers);
    expect(afterLimit.status, afterLimit.text).toBe(201);
    expect(afterLimit.body).toEqual(first.body);

    await openBranch(suite, "hashmi-north", { settings: { enabled: false } });
    const afterClosing = await visitor().post("/api/orders", body, headers);
    expect(afterClosing.status, afterClosing.text).toBe(201);
    expect(afterClosing.body).toEqual(first.body);
    const refused = await visitor().post("/api/orders", { ...body, phoneNumber: freshPhone() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("لا يستقبل هذا الفرع الطلبات عبر الموقع حالياً");
    expect(await orderCount(suite)).toEqual(before);
  });

  it("the visitor cancels while received; once accepted it is refused", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq");
    const a = await dish(suite);
    const placed = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }]),
    );
    const cancelled = await visitor().post(`/api/orders/${placed.body.token}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect(cancelled.body.cancelReason).toBe("customer_asked");
    expect((await visitor().post(`/api/orders/${placed.body.token}/cancel`)).status).toBe(200);

    const other = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }]),
    );
    const { orders } = await import("../../server/db/schema");
    const { eq } = await import("drizzle-orm");
    await suite.app.db.update(orders).set({ status: "accepted" }).where(eq(orders.token, other.body.token));
    const refused = await visitor().post(`/api/orders/${other.body.token}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("لا يمكن إلغاء الطلب بعد قبوله من الفرع، يرجى الاتصال بالفرع");
    expect((await storedOrder(suite, other.body.token)).status).toBe("accepted");
  });

  it("an unknown token is a 404 in Arabic", async () => {
    const res = await visitor().get("/api/orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("الطلب غير موجود");
  });

  it("with «الطلب المسبق» off, every public endpoint answers 403 in Arabic", async () => {
    clock = amman("2026-11-25T12:00");
    await openBranch(suite, "dabouq", { hours: week([{ open: "10:00", close: "23:00" }]) });
    const a = await dish(suite);
    const placed = await visitor().post(
      "/api/orders",
      orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }]),
    );
    expect(placed.status, placed.text).toBe(201);
    expect((await suite.admin.put("/api/site-settings", { orderAhead: false })).status).toBe(200);
    try {
      const before = await orderCount(suite);
      for (const res of [
        await visitor().get("/api/ordering"),
        await visitor().post("/api/orders", orderBody("dabouq", [{ menuItemId: a.id, size: "meal", quantity: 1 }])),
        await visitor().get("/api/orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
        await visitor().post("/api/orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/cancel"),
        // The visitor's stream of an order that exists: refused before it opens.
        await visitor().get(`/api/orders/${placed.body.token}/events`),
      ]) {
        expect([res.status, res.body]).toEqual([403, { code: "forbidden", message: "الطلب المسبق غير متاح حالياً" }]);
      }
      expect(await orderCount(suite)).toEqual(before);
    } finally {
      expect((await suite.admin.put("/api/site-settings", { orderAhead: true })).status).toBe(200);
    }
  });
});
