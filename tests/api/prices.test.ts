import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { menuItems, offers } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";

const AMBIGUOUS = "صيغة السعر غير واضحة، اكتب الكسور بعد فاصلة أو نقطة واحدة مثل 3.50";

describe("typed prices", () => {
  const suite = startAdminApp();

  it("a decimal comma (, or ٫) before two final digits is 3.50, never 350", async () => {
    const res = await suite.admin.post("/api/menu-items", {
      name: unique("زنجر "),
      sandwichPrice: "3,50",
      mealPrice: "٣٫٥٠",
      price: "٤,٧٥",
    });
    expect(res.status).toBe(201);
    const [row] = await suite.app.db.select().from(menuItems).where(eq(menuItems.id, res.body.id));
    expect(row).toMatchObject({ sandwichPrice: "3.50", mealPrice: "3.50", price: "4.75" });

    const offer = await suite.admin.post("/api/offers", {
      title: unique("عرض "),
      originalPrice: "1,234.50",
      discountedPrice: "9,5",
    });
    expect(offer.status).toBe(201);
    expect(offer.body).toMatchObject({ originalPrice: "1234.50", discountedPrice: "9.50" });
  });

  it("ambiguous prices are a 400 in Arabic and change nothing", async () => {
    const [{ n: itemsBefore }] = await suite.app.db.select({ n: count() }).from(menuItems);
    for (const typed of ["1,234,5", "3,505", "1.234,50", "3 50"]) {
      const res = await suite.admin.post("/api/menu-items", { name: unique("صنف "), price: typed });
      expect(res.status, typed).toBe(400);
      expect(res.body.issues).toEqual([{ path: "price", message: AMBIGUOUS }]);
    }
    expect((await suite.app.db.select({ n: count() }).from(menuItems))[0].n).toBe(itemsBefore);

    const offer = await suite.admin.post("/api/offers", {
      title: unique("عرض "),
      originalPrice: "10",
      discountedPrice: "5",
    });
    const edit = await suite.admin.put(`/api/offers/${offer.body.id}`, { originalPrice: "3,505" });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(AMBIGUOUS);
    const [row] = await suite.app.db.select().from(offers).where(eq(offers.id, offer.body.id));
    expect(row.originalPrice).toBe("10.00");
  });
});
