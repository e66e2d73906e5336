import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { startTestApp, type TestApp } from "../support/test-app";

describe("GET /api/lottery/availability", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const availability = async () => (await app.client().get("/api/lottery/availability")).body;

  it("is public and says whether the draw can be entered: open only while a prize is active", async () => {
    const closed = await app.client().get("/api/lottery/availability");
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ open: false });

    // Prizes change through the admin API, whose writes refresh the cached public answer at once.
    const created = await admin.post("/api/prizes", { name: "مشروب", isActive: false });
    expect(created.status).toBe(201);
    expect(await availability()).toEqual({ open: false });

    expect((await admin.put(`/api/prizes/${created.body.id}`, { name: "مشروب", isActive: true })).status).toBe(200);
    expect(await availability()).toEqual({ open: true });

    expect((await admin.delete(`/api/prizes/${created.body.id}`)).status).toBeLessThan(300);
    expect(await availability()).toEqual({ open: false });
  });
});
