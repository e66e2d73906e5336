import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { applicationQuestions, areas, governorates, jobPositions } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin, unique } from "../support/factories";
import type { TestClient } from "../support/http";
import { startTestApp, type TestApp } from "../support/test-app";
import { created } from "../support/recruitment-fixtures";

// Recruitment's catalog: governorates, areas, positions and application questions.

const UNKNOWN_ID = "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b";

describe("governorates, areas and positions", () => {
  const suite = startAdminApp();

  it("validates names with their Arabic messages and stores nothing", async () => {
    const before = (await suite.app.db.select().from(governorates)).length;
    const gov = await suite.admin.post("/api/governorates", { name: " ع " });
    expect(gov.status).toBe(400);
    expect(gov.body.message).toBe("يجب إدخال اسم المحافظة");
    const area = await suite.admin.post("/api/areas", { name: "م" });
    expect(area.status).toBe(400);
    expect(area.body.issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "يجب إدخال اسم المنطقة" },
        { path: "governorateId", message: "يجب اختيار المحافظة" },
      ]),
    );
    const position = await suite.admin.post("/api/job-positions", { title: "x" });
    expect(position.status).toBe(400);
    expect(position.body.message).toBe("يجب إدخال اسم الوظيفة");
    expect(await suite.app.db.select().from(governorates)).toHaveLength(before);
  });

  it("lets only an admin write", async () => {
    const visitor = suite.app.client();
    const gov = await created(suite.admin, "/api/governorates", { name: unique("الزرقاء ") });
    expect((await visitor.post("/api/governorates", { name: "الكرك" })).status).toBe(401);
    expect((await visitor.put(`/api/governorates/${gov.id}`, { name: "الكرك" })).status).toBe(401);
    expect((await visitor.delete(`/api/governorates/${gov.id}`)).status).toBe(401);
    expect((await visitor.post("/api/areas", { name: "الكرك", governorateId: gov.id })).status).toBe(401);
    expect((await visitor.post("/api/job-positions", { title: "طباخ" })).status).toBe(401);
    expect((await visitor.post("/api/application-questions", { question: "هل لديك خبرة؟" })).status).toBe(401);
    const [row] = await suite.app.db.select().from(governorates).where(eq(governorates.id, gov.id));
    expect(row.name).toBe(gov.name);
  });

  it("shows the public active rows only, whatever it asks; an admin sees all and ?active=true narrows", async () => {
    const active = await created(suite.admin, "/api/job-positions", { title: unique("طباخ ") });
    const hidden = await created(suite.admin, "/api/job-positions", { title: unique("سائق "), isActive: false });
    expect(hidden.isActive).toBe(false);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

    for (const query of ["", "?active=true", "?active=false", "?active=nonsense"]) {
      const res = await suite.app.client().get(`/api/job-positions${query}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toContain(active.id);
      expect(ids(res.body)).not.toContain(hidden.id);
    }
    expect(ids((await suite.admin.get("/api/job-positions")).body)).toEqual(
      expect.arrayContaining([active.id, hidden.id]),
    );
    const narrowed = await suite.admin.get("/api/job-positions?active=true");
    expect(ids(narrowed.body)).toContain(active.id);
    expect(ids(narrowed.body)).not.toContain(hidden.id);
  });

  it("edits with a partial body, refuses an empty one, and gives 404 for unknown or malformed ids", async () => {
    const gov = await created(suite.admin, "/api/governorates", { name: unique("مادبا ") });
    const res = await suite.admin.put(`/api/governorates/${gov.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: gov.id, name: gov.name, isActive: false });
    const empty = await suite.admin.put(`/api/governorates/${gov.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await suite.admin.put(`/api/governorates/${UNKNOWN_ID}`, { name: "جرش" })).status).toBe(404);
    expect((await suite.admin.put("/api/governorates/not-a-uuid", { name: "جرش" })).status).toBe(404);
    expect((await suite.admin.delete("/api/areas/123")).status).toBe(404);
    expect((await suite.admin.delete(`/api/job-positions/${UNKNOWN_ID}`)).status).toBe(404);
    const [row] = await suite.app.db.select().from(governorates).where(eq(governorates.id, gov.id));
    expect(row.isActive).toBe(false);
  });

  it("refuses an area in an unknown governorate with a 400 and filters areas by governorate", async () => {
    const res = await suite.admin.post("/api/areas", { name: "الجبيهة", governorateId: UNKNOWN_ID });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("المحافظة غير موجودة");
    expect(await suite.app.db.select().from(areas).where(eq(areas.governorateId, UNKNOWN_ID))).toHaveLength(0);

    const first = await created(suite.admin, "/api/governorates", { name: unique("العقبة ") });
    const second = await created(suite.admin, "/api/governorates", { name: unique("معان ") });
    const a1 = await created(suite.admin, "/api/areas", { name: unique("الشامية "), governorateId: first.id });
    const a2 = await created(suite.admin, "/api/areas", { name: unique("البتراء "), governorateId: second.id });
    const filtered = await suite.app.client().get(`/api/areas?active=true&governorateId=${first.id}`);
    expect(filtered.body.map((a: { id: string }) => a.id)).toEqual([a1.id]);
    const moved = await suite.admin.put(`/api/areas/${a2.id}`, { governorateId: UNKNOWN_ID });
    expect(moved.status).toBe(400);
  });

  it("deletes a governorate together with its areas", async () => {
    const gov = await created(suite.admin, "/api/governorates", { name: unique("جرش ") });
    const area = await created(suite.admin, "/api/areas", { name: unique("سوف "), governorateId: gov.id });
    expect((await suite.admin.delete(`/api/governorates/${gov.id}`)).status).toBe(204);
    expect(await suite.app.db.select().from(governorates).where(eq(governorates.id, gov.id))).toHaveLength(0);
    expect(await suite.app.db.select().from(areas).where(eq(areas.id, area.id))).toHaveLength(0);
  });
});

describe("application questions", () => {
  let app: TestApp;
  let admin: TestClient;
  // Order is a property of the whole list, so each test gets its own database.
  beforeEach(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterEach(() => app.close());

  const orderOf = async (ids: string[]) => {
    const rows = await app.db.select().from(applicationQuestions).where(inArray(applicationQuestions.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.order]));
  };

  it("validates the question text and order with their Arabic messages", async () => {
    const short = await admin.post("/api/application-questions", { question: "عمرك" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("يجب إدخال السؤال");
    const order = await admin.post("/api/application-questions", { question: "كم عمرك؟ ", order: 0 });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe("يجب إدخال ترتيب السؤال");
    expect((await admin.post("/api/application-questions", { question: "كم عمرك؟ ", order: "abc" })).body.message).toBe(
      "يجب إدخال ترتيب السؤال",
    );
    expect(await app.db.select().from(applicationQuestions)).toHaveLength(0);
  });

  it("defaults a new question's order to the count plus one and lists by order", async () => {
    const first = await created(admin, "/api/application-questions", { question: "هل لديك خبرة سابقة؟" });
    const second = await created(admin, "/api/application-questions", { question: "ما هو مؤهلك العلمي؟" });
    expect(first.order).toBe(1);
    expect(second.order).toBe(2);
    const explicit = await created(admin, "/api/application-questions", { question: "متى يمكنك البدء؟", order: "١" });
    expect(explicit.order).toBe(1);
    const list = (await app.client().get("/api/application-questions?active=true")).body as {
      id: string;
      order: number;
    }[];
    const orders = list.map((q) => q.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await admin.delete(`/api/application-questions/${first.id}`)).status).toBe(204);
    expect(await app.db.select().from(applicationQuestions)).toHaveLength(2);
  });

  it("splits options on Latin and Arabic commas and line breaks; blank options mean an open question", async () => {
    const q = await created(admin, "/api/application-questions", {
      question: "ما هي الفترة المناسبة لك؟",
      options: " صباحية، مسائية ,\nليلية\r\n , ،  \nصباحية",
    });
    expect(q.options).toEqual(["صباحية", "مسائية", "ليلية"]);
    const open = await created(admin, "/api/application-questions", {
      question: "لماذا تريد العمل معنا؟",
      options: "  ، , \n",
    });
    expect(open.options).toBeNull();
    const listed = await created(admin, "/api/application-questions", {
      question: "هل تملك سيارة؟",
      options: ["نعم ", "", "لا"],
    });
    expect(listed.options).toEqual(["نعم", "لا"]);
    const [row] = await app.db.select().from(applicationQuestions).where(eq(applicationQuestions.id, q.id));
    expect(row.options).toEqual(["صباحية", "مسائية", "ليلية"]);

    const cleared = await admin.put(`/api/application-questions/${q.id}`, { options: "" });
    expect(cleared.body.options).toBeNull();
  });

  it("accepts a full edit body or only the order", async () => {
    const q = await created(admin, "/api/application-questions", { question: "هل أنت طالب جامعي؟" });
    const onlyOrder = await admin.put(`/api/application-questions/${q.id}`, { order: 7 });
    expect(onlyOrder.status).toBe(200);
    expect(onlyOrder.body).toMatchObject({ question: "هل أنت طالب جامعي؟", order: 7, isActive: true });
    const full = await admin.put(`/api/application-questions/${q.id}`, {
      question: "هل أنت طالب في الجامعة؟",
      order: 2,
      isActive: false,
      options: "نعم,لا",
    });
    expect(full.body).toMatchObject({
      question: "هل أنت طالب في الجامعة؟",
      order: 2,
      isActive: false,
      options: ["نعم", "لا"],
    });
    expect((await admin.put(`/api/application-questions/${q.id}`, { order: -1 })).status).toBe(400);
    expect(await orderOf([q.id])).toEqual({ [q.id]: 2 });
  });

  it("moves a question up or down by swapping with its neighbour; the ends cannot move past the edge", async () => {
    const a = await created(admin, "/api/application-questions", { question: "السؤال الأول هنا" });
    const b = await created(admin, "/api/application-questions", { question: "السؤال الثاني هنا" });
    const c = await created(admin, "/api/application-questions", { question: "السؤال الثالث هنا" });
    expect(await orderOf([a.id, b.id, c.id])).toEqual({ [a.id]: 1, [b.id]: 2, [c.id]: 3 });

    const up = await admin.post(`/api/application-questions/${c.id}/move`, { direction: "up" });
    expect(up.status).toBe(200);
    expect(up.body.map((q: { id: string }) => q.id)).toEqual([a.id, c.id, b.id]);
    expect(await orderOf([a.id, b.id, c.id])).toEqual({ [a.id]: 1, [c.id]: 2, [b.id]: 3 });

    const down = await admin.post(`/api/application-questions/${a.id}/move`, { direction: "down" });
    expect(down.body.map((q: { id: string }) => q.id)).toEqual([c.id, a.id, b.id]);

    const top = await admin.post(`/api/application-questions/${c.id}/move`, { direction: "up" });
    expect(top.status).toBe(400);
    expect(top.body.message).toBe("السؤال الأول لا يمكن نقله للأعلى");
    const bottom = await admin.post(`/api/application-questions/${b.id}/move`, { direction: "down" });
    expect(bottom.status).toBe(400);
    expect(bottom.body.message).toBe("السؤال الأخير لا يمكن نقله للأسفل");
    expect(await orderOf([a.id, b.id, c.id])).toEqual({ [c.id]: 1, [a.id]: 2, [b.id]: 3 });

    expect((await app.client().post(`/api/application-questions/${a.id}/move`, { direction: "up" })).status).toBe(401);
    expect((await admin.post(`/api/application-questions/${a.id}/move`, { direction: "sideways" })).status).toBe(400);
    expect((await admin.post(`/api/application-questions/${UNKNOWN_ID}/move`, { direction: "up" })).status).toBe(404);
  });

  it("renumbers duplicate orders while moving, so a swap always changes the list", async () => {
    const a = await created(admin, "/api/application-questions", { question: "سؤال مكرر الترتيب أ", order: 5 });
    const b = await created(admin, "/api/application-questions", { question: "سؤال مكرر الترتيب ب", order: 5 });
    const res = await admin.post(`/api/application-questions/${b.id}/move`, { direction: "up" });
    expect(res.status).toBe(200);
    expect(res.body.map((q: { id: string }) => q.id)).toEqual([b.id, a.id]);
    expect(await orderOf([a.id, b.id])).toEqual({ [b.id]: 1, [a.id]: 2 });
  });
});

describe("governorate, area and position names are unique as people type them", () => {
  const suite = startAdminApp();

  const governorateNamed = (name: string) =>
    suite.app.db.select().from(governorates).where(eq(governorates.name, name));

  it("refuses a governorate whose name differs only by spaces, case or Arabic letter variants, with a 409 in Arabic", async () => {
    const tag = unique("z");
    const first = await created(suite.admin, "/api/governorates", { name: `الزرقاء ${tag}` });
    const before = await suite.app.db.select().from(governorates);
    for (const name of [`الزرقاء ${tag}`, `  الزرقاء   ${tag.toUpperCase()} `, `ألزرقاء ${tag}`, `الزرقـاء ${tag}`]) {
      const res = await suite.admin.post("/api/governorates", { name });
      expect(res.status, name).toBe(409);
      expect(res.body).toEqual({ code: "conflict", message: "توجد محافظة بهذا الاسم مسبقاً" });
    }
    expect(await suite.app.db.select().from(governorates)).toHaveLength(before.length);

    // The same rule when an edit renames another governorate onto it; the edited row keeps its name.
    const other = await created(suite.admin, "/api/governorates", { name: `الطفيلة ${tag}` });
    const rename = await suite.admin.put(`/api/governorates/${other.id}`, { name: `الزرقاء ${tag}` });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe("توجد محافظة بهذا الاسم مسبقاً");
    expect((await suite.app.db.select().from(governorates).where(eq(governorates.id, other.id)))[0].name).toBe(
      `الطفيلة ${tag}`,
    );
    // Saving a governorate under its own name is not a duplicate.
    expect(
      (await suite.admin.put(`/api/governorates/${first.id}`, { name: `الزرقاء ${tag}`, isActive: false })).status,
    ).toBe(200);
  });

  it("stores exactly one governorate when the same name is created several times at once", async () => {
    const name = unique("معان ");
    const answers = await Promise.all(Array.from({ length: 6 }, () => suite.admin.post("/api/governorates", { name })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await governorateNamed(name)).toHaveLength(1);
  });

  it("refuses a duplicate area within one governorate only, on create and on edit", async () => {
    const north = await created(suite.admin, "/api/governorates", { name: unique("إربد ") });
    const south = await created(suite.admin, "/api/governorates", { name: unique("الكرك ") });
    const name = unique("الحصن ");
    const area = await created(suite.admin, "/api/areas", { name, governorateId: north.id });
    const twice = await suite.admin.post("/api/areas", { name: ` ${name.toUpperCase()} `, governorateId: north.id });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: "conflict", message: "توجد منطقة بهذا الاسم في هذه المحافظة مسبقاً" });
    expect(await suite.app.db.select().from(areas).where(eq(areas.governorateId, north.id))).toHaveLength(1);

    // Another governorate may have an area of that name; moving it next to its namesake is refused.
    const elsewhere = await created(suite.admin, "/api/areas", { name, governorateId: south.id });
    const moved = await suite.admin.put(`/api/areas/${elsewhere.id}`, { governorateId: north.id });
    expect(moved.status).toBe(409);
    expect((await suite.app.db.select().from(areas).where(eq(areas.id, elsewhere.id)))[0].governorateId).toBe(south.id);
    expect(area.governorateId).toBe(north.id);
  });

  it("refuses a duplicate position title on create and on edit", async () => {
    const title = unique("كاشير ");
    await created(suite.admin, "/api/job-positions", { title });
    const twice = await suite.admin.post("/api/job-positions", { title: `${title.toUpperCase()}  ` });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: "conflict", message: "توجد وظيفة بهذا الاسم مسبقاً" });
    const other = await created(suite.admin, "/api/job-positions", { title: unique("طباخ ") });
    const rename = await suite.admin.put(`/api/job-positions/${other.id}`, { title });
    expect(rename.status).toBe(409);
    expect(await suite.app.db.select().from(jobPositions).where(eq(jobPositions.title, title))).toHaveLength(1);
  });
});

describe("the public governorate list", () => {
  const suite = startAdminApp();

  const publicIds = async () =>
    ((await suite.app.client().get("/api/governorates?active=true")).body as { id: string }[]).map((row) => row.id);

  it("lists only governorates that have an active area, so the form never dead-ends", async () => {
    const empty = await created(suite.admin, "/api/governorates", { name: unique("جرش ") });
    const onlyHidden = await created(suite.admin, "/api/governorates", { name: unique("عجلون ") });
    await created(suite.admin, "/api/areas", { name: unique("عنجرة "), governorateId: onlyHidden.id, isActive: false });
    const open = await created(suite.admin, "/api/governorates", { name: unique("مادبا ") });
    await created(suite.admin, "/api/areas", { name: unique("ذيبان "), governorateId: open.id });

    expect(await publicIds()).toEqual([open.id]);
    // The dashboard still sees every governorate.
    const all = ((await suite.admin.get("/api/governorates")).body as { id: string }[]).map((row) => row.id);
    expect(all).toEqual(expect.arrayContaining([empty.id, onlyHidden.id, open.id]));

    await created(suite.admin, "/api/areas", { name: unique("سوف "), governorateId: empty.id });
    expect(new Set(await publicIds())).toEqual(new Set([open.id, empty.id]));
  });
});

describe("public areas follow their governorate", () => {
  const suite = startAdminApp();

  const names = (res: { body: Array<{ name: string }> }) => res.body.map((a) => a.name);

  it("an inactive governorate's areas are not listed publicly, with or without ?governorateId", async () => {
    const shown = await created(suite.admin, "/api/governorates", { name: unique("عمان ") });
    const hidden = await created(suite.admin, "/api/governorates", { name: unique("الزرقاء ") });
    const visibleArea = await created(suite.admin, "/api/areas", { name: unique("خلدا "), governorateId: shown.id });
    const hiddenArea = await created(suite.admin, "/api/areas", { name: unique("الرصيفة "), governorateId: hidden.id });

    const visitor = suite.app.client();
    // Warm the public cache first: the admin's change must reach it.
    expect(names(await visitor.get("/api/areas"))).toEqual(expect.arrayContaining([visibleArea.name, hiddenArea.name]));
    expect((await suite.admin.put(`/api/governorates/${hidden.id}`, { isActive: false })).status).toBe(200);

    const all = await visitor.get("/api/areas");
    expect(all.status).toBe(200);
    expect(names(all)).toContain(visibleArea.name);
    expect(names(all)).not.toContain(hiddenArea.name);
    expect((await visitor.get(`/api/areas?governorateId=${hidden.id}`)).body).toEqual([]);
    expect(names(await visitor.get(`/api/areas?governorateId=${shown.id}`))).toEqual([visibleArea.name]);

    // The admin still manages them.
    expect(names(await suite.admin.get("/api/areas"))).toContain(hiddenArea.name);
  });
});
