import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../support/http";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import { created } from "./recruitment-fixtures";

describe("public areas follow their governorate", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const names = (res: { body: Array<{ name: string }> }) => res.body.map((a) => a.name);

  it("an inactive governorate's areas are not listed publicly, with or without ?governorateId", async () => {
    const shown = await created(admin, "/api/governorates", { name: unique("عمان ") });
    const hidden = await created(admin, "/api/governorates", { name: unique("الزرقاء ") });
    const visibleArea = await created(admin, "/api/areas", { name: unique("خلدا "), governorateId: shown.id });
    const hiddenArea = await created(admin, "/api/areas", { name: unique("الرصيفة "), governorateId: hidden.id });

    const visitor = app.client();
    // Warm the public cache first: the admin's change must reach it.
    expect(names(await visitor.get("/api/areas"))).toEqual(expect.arrayContaining([visibleArea.name, hiddenArea.name]));
    expect((await admin.put(`/api/governorates/${hidden.id}`, { isActive: false })).status).toBe(200);

    const all = await visitor.get("/api/areas");
    expect(all.status).toBe(200);
    expect(names(all)).toContain(visibleArea.name);
    expect(names(all)).not.toContain(hiddenArea.name);
    expect((await visitor.get(`/api/areas?governorateId=${hidden.id}`)).body).toEqual([]);
    expect(names(await visitor.get(`/api/areas?governorateId=${shown.id}`))).toEqual([visibleArea.name]);

    // The admin still manages them.
    expect(names(await admin.get("/api/areas"))).toContain(hiddenArea.name);
  });
});
