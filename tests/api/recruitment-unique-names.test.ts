import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { areas, governorates, jobPositions } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { created } from "./recruitment-fixtures";

describe("governorate, area and position names are unique as people type them", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const governorateNamed = (name: string) => app.db.select().from(governorates).where(eq(governorates.name, name));

  it("refuses a governorate whose name differs only by spaces, case or Arabic letter variants, with a 409 in Arabic", async () => {
    const tag = unique("z");
    const first = await created(admin, "/api/governorates", { name: `الزرقاء ${tag}` });
    const before = await app.db.select().from(governorates);
    for (const name of [`الزرقاء ${tag}`, `  الزرقاء   ${tag.toUpperCase()} `, `ألزرقاء ${tag}`, `الزرقـاء ${tag}`]) {
      const res = await admin.post("/api/governorates", { name });
      expect(res.status, name).toBe(409);
      expect(res.body).toEqual({ message: "توجد محافظة بهذا الاسم مسبقاً" });
    }
    expect(await app.db.select().from(governorates)).toHaveLength(before.length);

    // The same rule when an edit renames another governorate onto it; the edited row keeps its name.
    const other = await created(admin, "/api/governorates", { name: `الطفيلة ${tag}` });
    const rename = await admin.put(`/api/governorates/${other.id}`, { name: `الزرقاء ${tag}` });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe("توجد محافظة بهذا الاسم مسبقاً");
    expect((await app.db.select().from(governorates).where(eq(governorates.id, other.id)))[0].name).toBe(
      `الطفيلة ${tag}`,
    );
    // Saving a governorate under its own name is not a duplicate.
    expect((await admin.put(`/api/governorates/${first.id}`, { name: `الزرقاء ${tag}`, isActive: false })).status).toBe(
      200,
    );
  });

  it("stores exactly one governorate when the same name is created several times at once", async () => {
    const name = unique("معان ");
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post("/api/governorates", { name })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await governorateNamed(name)).toHaveLength(1);
  });

  it("refuses a duplicate area within one governorate only, on create and on edit", async () => {
    const north = await created(admin, "/api/governorates", { name: unique("إربد ") });
    const south = await created(admin, "/api/governorates", { name: unique("الكرك ") });
    const name = unique("الحصن ");
    const area = await created(admin, "/api/areas", { name, governorateId: north.id });
    const twice = await admin.post("/api/areas", { name: ` ${name.toUpperCase()} `, governorateId: north.id });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: "توجد منطقة بهذا الاسم في هذه المحافظة مسبقاً" });
    expect(await app.db.select().from(areas).where(eq(areas.governorateId, north.id))).toHaveLength(1);

    // Another governorate may have an area of that name; moving it next to its namesake is refused.
    const elsewhere = await created(admin, "/api/areas", { name, governorateId: south.id });
    const moved = await admin.put(`/api/areas/${elsewhere.id}`, { governorateId: north.id });
    expect(moved.status).toBe(409);
    expect((await app.db.select().from(areas).where(eq(areas.id, elsewhere.id)))[0].governorateId).toBe(south.id);
    expect(area.governorateId).toBe(north.id);
  });

  it("refuses a duplicate position title on create and on edit", async () => {
    const title = unique("كاشير ");
    await created(admin, "/api/job-positions", { title });
    const twice = await admin.post("/api/job-positions", { title: `${title.toUpperCase()}  ` });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: "توجد وظيفة بهذا الاسم مسبقاً" });
    const other = await created(admin, "/api/job-positions", { title: unique("طباخ ") });
    const rename = await admin.put(`/api/job-positions/${other.id}`, { title });
    expect(rename.status).toBe(409);
    expect(await app.db.select().from(jobPositions).where(eq(jobPositions.title, title))).toHaveLength(1);
  });
});

describe("the public governorate list", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  const publicIds = async () =>
    ((await app.client().get("/api/governorates?active=true")).body as { id: string }[]).map((row) => row.id);

  it("lists only governorates that have an active area, so the form never dead-ends", async () => {
    const empty = await created(admin, "/api/governorates", { name: unique("جرش ") });
    const onlyHidden = await created(admin, "/api/governorates", { name: unique("عجلون ") });
    await created(admin, "/api/areas", { name: unique("عنجرة "), governorateId: onlyHidden.id, isActive: false });
    const open = await created(admin, "/api/governorates", { name: unique("مادبا ") });
    await created(admin, "/api/areas", { name: unique("ذيبان "), governorateId: open.id });

    expect(await publicIds()).toEqual([open.id]);
    // The dashboard still sees every governorate.
    const all = ((await admin.get("/api/governorates")).body as { id: string }[]).map((row) => row.id);
    expect(all).toEqual(expect.arrayContaining([empty.id, onlyHidden.id, open.id]));

    await created(admin, "/api/areas", { name: unique("سوف "), governorateId: empty.id });
    expect(new Set(await publicIds())).toEqual(new Set([open.id, empty.id]));
  });
});
