import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { prizes } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";

describe("GET /api/lottery/availability", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("is public and says whether the draw can be entered: open only while a prize is active", async () => {
    const closed = await app.client().get("/api/lottery/availability");
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ open: false });

    const [prize] = await app.db.insert(prizes).values({ name: "مشروب", isActive: false }).returning();
    expect((await app.client().get("/api/lottery/availability")).body).toEqual({ open: false });

    await app.db.update(prizes).set({ isActive: true }).where(eq(prizes.id, prize.id));
    expect((await app.client().get("/api/lottery/availability")).body).toEqual({ open: true });

    await app.db.delete(prizes).where(eq(prizes.id, prize.id));
    expect((await app.client().get("/api/lottery/availability")).body).toEqual({ open: false });
  });
});
