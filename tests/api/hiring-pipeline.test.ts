import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { PERSONAL_VALUE } from "@shared/schema/audit";
import {
  applicationExports,
  applicationNotes,
  applicationStageChanges,
  auditLog,
  jobApplications,
} from "../../server/db/schema";
import { purgeOldApplications } from "../../server/modules/privacy/privacy.service";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { parseCsv } from "../support/parse-csv";
import { applicationBody, createPlacesAndPosition } from "../support/recruitment-fixtures";

// The hiring pipeline: each application's stage, when it reached each one and who moved it, staff notes,
// the filters, the CSV stage columns, the overview's counts per stage, and erasure taking all of it away.

const APPLY = "/api/job-applications";
const stageOf = (id: string) => `${APPLY}/${id}/stage`;
const timelineOf = (id: string) => `${APPLY}/${id}/timeline`;
const notesOf = (id: string) => `${APPLY}/${id}/notes`;
const UNKNOWN_ID = "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b";

describe("the hiring pipeline", () => {
  // The app's clock, moved on by each test so every date it writes is known.
  let clock = new Date("2026-03-01T09:00:00.000Z");
  const at = (iso: string) => {
    clock = new Date(iso);
    return clock.toISOString();
  };
  const suite = startAdminApp({}, { now: () => clock });
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;

  beforeAll(async () => {
    places = await createPlacesAndPosition(suite.admin);
  });

  /** Sends an application (optionally in the second governorate's area) and returns its id and sending time. */
  async function apply(overrides: Record<string, unknown> = {}) {
    const res = await suite.app.client().post(APPLY, applicationBody(places, [], overrides));
    expect(res.status, res.text).toBe(201);
    const [row] = await suite.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber));
    return row;
  }

  const historyRows = (applicationId: string) =>
    suite.app.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, applicationId))
      .orderBy(applicationStageChanges.id);

  it("a new application stands at «جديد», reached when it was sent, moved by nobody", async () => {
    const row = await apply();
    expect(row.stage).toBe("new");
    const timeline = await suite.admin.get(timelineOf(row.id));
    expect(timeline.status).toBe(200);
    expect(timeline.body).toEqual({
      stages: [{ id: expect.any(Number), stage: "new", reachedAt: row.createdAt.toISOString(), byUsername: null }],
      notes: [],
    });
    const listed = (await suite.admin.get(APPLY)).body.find((item: { id: string }) => item.id === row.id);
    expect(listed).toMatchObject({ stage: "new", stageReachedAt: row.createdAt.toISOString() });
  });

  it("moving an application through the stages dates each move, names who made it and answers the updated row", async () => {
    const row = await apply();
    const moves = [
      ["contacted", at("2026-03-02T08:00:00.000Z")],
      ["interview", at("2026-03-04T10:30:00.000Z")],
      ["accepted", at("2026-03-05T12:00:00.000Z")],
    ] as const;
    const answers = [];
    for (const [stage, when] of moves) {
      clock = new Date(when);
      const res = await suite.admin.put(stageOf(row.id), { stage });
      expect(res.status, res.text).toBe(200);
      answers.push(res.body);
    }
    expect(answers.map((a) => [a.id, a.stage, a.stageReachedAt])).toEqual(
      moves.map(([stage, when]) => [row.id, stage, when]),
    );
    const [stored] = await suite.app.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    expect(stored.stage).toBe("accepted");
    expect((await historyRows(row.id)).map((h) => [h.stage, h.reachedAt.toISOString(), h.byUsername])).toEqual([
      ["new", row.createdAt.toISOString(), null],
      ...moves.map(([stage, when]) => [stage, when, suite.username]),
    ]);
    const timeline = await suite.admin.get(timelineOf(row.id));
    expect(timeline.body.stages.map((s: { stage: string; reachedAt: string }) => [s.stage, s.reachedAt])).toEqual([
      ["new", row.createdAt.toISOString()],
      ...moves,
    ]);
  });

  it("an application can go back to an earlier stage; the list shows when it last reached the stage it is in", async () => {
    const row = await apply();
    at("2026-03-06T08:00:00.000Z");
    expect((await suite.admin.put(stageOf(row.id), { stage: "interview" })).status).toBe(200);
    at("2026-03-07T08:00:00.000Z");
    expect((await suite.admin.put(stageOf(row.id), { stage: "contacted" })).status).toBe(200);
    const again = at("2026-03-08T08:00:00.000Z");
    const back = await suite.admin.put(stageOf(row.id), { stage: "interview" });
    expect(back.body).toMatchObject({ stage: "interview", stageReachedAt: again });
    expect((await historyRows(row.id)).map((h) => h.stage)).toEqual(["new", "interview", "contacted", "interview"]);
  });

  it("moving an application to the stage it is in adds no history and no audit record", async () => {
    const row = await apply();
    const auditBefore = await suite.app.db.select().from(auditLog);
    const res = await suite.admin.put(stageOf(row.id), { stage: "new" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, stage: "new", stageReachedAt: row.createdAt.toISOString() });
    expect(await historyRows(row.id)).toHaveLength(1);
    expect(await suite.app.db.select().from(auditLog)).toHaveLength(auditBefore.length);
  });

  it("refuses a stage that does not exist with an Arabic message and changes nothing; an unknown application is 404", async () => {
    const row = await apply();
    for (const body of [{ stage: "hired" }, { stage: "" }, {}]) {
      const res = await suite.admin.put(stageOf(row.id), body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("المرحلة غير صحيحة");
    }
    const [stored] = await suite.app.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    expect(stored.stage).toBe("new");
    expect(await historyRows(row.id)).toHaveLength(1);
    const missing = await suite.admin.put(stageOf(UNKNOWN_ID), { stage: "contacted" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("الطلب غير موجود");
    expect((await suite.admin.get(timelineOf(UNKNOWN_ID))).status).toBe(404);
    expect((await suite.admin.post(notesOf(UNKNOWN_ID), { body: "ملاحظة" })).status).toBe(404);
  });

  it("a visitor can neither move an application, read its timeline nor write a note", async () => {
    const row = await apply();
    const visitor = suite.app.client();
    expect((await visitor.put(stageOf(row.id), { stage: "rejected" })).status).toBe(401);
    expect((await visitor.get(timelineOf(row.id))).status).toBe(401);
    expect((await visitor.post(notesOf(row.id), { body: "ملاحظة" })).status).toBe(401);
    const [stored] = await suite.app.db.select().from(jobApplications).where(eq(jobApplications.id, row.id));
    expect(stored.stage).toBe("new");
    expect(
      await suite.app.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, row.id)),
    ).toEqual([]);
  });

  it("a note is stored with its author and the time, trimmed, and the timeline lists notes in the order written", async () => {
    const row = await apply();
    const firstAt = at("2026-03-09T07:15:00.000Z");
    const first = await suite.admin.post(notesOf(row.id), { body: "  اتصلت به ولم يرد، سأعيد الاتصال غداً  " });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      body: "اتصلت به ولم يرد، سأعيد الاتصال غداً",
      authorName: suite.username,
      createdAt: firstAt,
    });
    const secondAt = at("2026-03-10T07:15:00.000Z");
    const second = await suite.admin.post(notesOf(row.id), { body: "حضر المقابلة، مناسب للفترة المسائية" });
    expect(second.status).toBe(201);
    const timeline = await suite.admin.get(timelineOf(row.id));
    expect(timeline.body.notes).toEqual([first.body, { ...second.body, createdAt: secondAt }]);
    const [stored] = await suite.app.db.select().from(applicationNotes).where(eq(applicationNotes.id, first.body.id));
    expect(stored).toMatchObject({ applicationId: row.id, authorName: suite.username });
    expect(stored.authorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a blank or too long note with an Arabic message and stores nothing", async () => {
    const row = await apply();
    const blank = await suite.admin.post(notesOf(row.id), { body: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("اكتب نص الملاحظة");
    const long = await suite.admin.post(notesOf(row.id), { body: "ن".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("النص أطول من المسموح");
    expect(
      await suite.app.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, row.id)),
    ).toEqual([]);
  });

  it("the audit log records each stage change with both stages, and each note without its text", async () => {
    const row = await apply();
    expect((await suite.admin.put(stageOf(row.id), { stage: "rejected" })).status).toBe(200);
    const note = await suite.admin.post(notesOf(row.id), { body: "لا يناسب ساعات العمل" });
    expect(note.status).toBe(201);
    const [stage] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "stage"), eq(auditLog.resourceId, row.id)));
    expect(stage).toMatchObject({
      resource: "job-applications",
      actorName: suite.username,
      changes: { stage: { before: "new", after: "rejected" } },
    });
    const [noted] = await suite.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "application-notes"), eq(auditLog.resourceId, String(note.body.id))));
    expect(noted).toMatchObject({ action: "create", actorName: suite.username });
    expect(noted.changes).toEqual({
      id: { before: null, after: note.body.id },
      applicationId: { before: null, after: row.id },
      body: { before: null, after: PERSONAL_VALUE },
    });
  });
});

describe("the applications list and its CSV by stage, position and area", () => {
  const suite = startAdminApp();
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  let other: { id: string; title: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    places = await createPlacesAndPosition(suite.admin);
    const res = await suite.admin.post("/api/job-positions", { title: "طباخ بروستد" });
    expect(res.status).toBe(201);
    other = res.body;
    // Four applications: two in the first area (one per position), two in the other area.
    const sent: [string, Record<string, unknown>, string][] = [
      ["A", {}, "interview"],
      ["B", { jobPositionId: other.id }, "interview"],
      ["C", { governorateId: places.otherGovernorate.id, areaId: places.otherArea.id }, "interview"],
      ["D", { governorateId: places.otherGovernorate.id, areaId: places.otherArea.id }, "new"],
    ];
    for (const [name, overrides, stage] of sent) {
      const applied = await suite.app
        .client()
        .post("/api/job-applications", applicationBody(places, [], { applicantName: `متقدم ${name}`, ...overrides }));
      expect(applied.status, applied.text).toBe(201);
      const [row] = await suite.app.db
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.applicationNumber, applied.body.applicationNumber));
      ids[name] = row.id;
      if (stage !== "new") expect((await suite.admin.put(stageOf(row.id), { stage })).status).toBe(200);
    }
  });

  const namesFor = async (query: string) => {
    const res = await suite.admin.get(`${APPLY}?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body.map((row: { applicantName: string }) => row.applicantName).sort();
  };

  it("filters by stage", async () => {
    expect(await namesFor("stage=interview")).toEqual(["متقدم A", "متقدم B", "متقدم C"]);
    expect(await namesFor("stage=new")).toEqual(["متقدم D"]);
    expect(await namesFor("stage=accepted")).toEqual([]);
  });

  it("filters by area, and combines stage, position and area", async () => {
    expect(await namesFor(`areaId=${places.otherArea.id}`)).toEqual(["متقدم C", "متقدم D"]);
    expect(await namesFor(`areaId=${places.area.id}&stage=interview&jobPositionId=${other.id}`)).toEqual(["متقدم B"]);
    const paged = await suite.admin.get(`${APPLY}?stage=interview&areaId=${places.area.id}&page=1&pageSize=1`);
    expect(paged.body).toHaveLength(1);
    expect(paged.headers.get("x-total-count")).toBe("2");
  });

  it("refuses an unknown stage or a malformed area in the filters with an Arabic message", async () => {
    const stage = await suite.admin.get(`${APPLY}?stage=hired`);
    expect(stage.status).toBe(400);
    expect(stage.body.message).toBe("المرحلة غير صحيحة");
    const area = await suite.admin.get(`${APPLY}?areaId=nowhere`);
    expect(area.status).toBe(400);
    expect(area.body.message).toBe("المنطقة غير موجودة");
  });

  it("the CSV names each application's stage and when it reached it, filtered like the list, and records the filters", async () => {
    const res = await suite.admin.get(`${APPLY}/export.csv?stage=interview&areaId=${places.area.id}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text);
    const stageAt = header.indexOf("المرحلة");
    expect(header[stageAt + 1]).toBe("تاريخ الوصول إلى المرحلة");
    expect(rows.map((row) => [row[1], row[stageAt]]).sort()).toEqual([
      ["متقدم A", "مقابلة"],
      ["متقدم B", "مقابلة"],
    ]);
    for (const row of rows) expect(row[stageAt + 1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const [record] = await suite.app.db.select().from(applicationExports).orderBy(desc(applicationExports.createdAt));
    expect(JSON.parse(record.filters)).toEqual({ stage: "interview", areaId: places.area.id });
  });

  it("the CSV keeps its formula guard with the stage columns", async () => {
    const applied = await suite.app
      .client()
      .post("/api/job-applications", applicationBody(places, [], { applicantName: "=HYPERLINK(1)" }));
    expect(applied.status).toBe(201);
    const [header, ...rows] = parseCsv((await suite.admin.get(`${APPLY}/export.csv?stage=new`)).text);
    const mine = rows.find((row) => row[0] === applied.body.applicationNumber);
    expect(mine?.[1]).toBe("'=HYPERLINK(1)");
    expect(mine?.[header.indexOf("المرحلة")]).toBe("جديد");
  });

  it("the overview counts every application per stage, in pipeline order", async () => {
    const res = await suite.admin.get("/api/admin/overview");
    expect(res.status, res.text).toBe(200);
    // D, and any other application sent here since, is still new; A, B and C are at the interview.
    const fresh = await suite.app.db.select().from(jobApplications).where(eq(jobApplications.stage, "new"));
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    expect(res.body.applicationsPerStage).toEqual([
      { key: "new", count: fresh.length },
      { key: "contacted", count: 0 },
      { key: "interview", count: 3 },
      { key: "accepted", count: 0 },
      { key: "rejected", count: 0 },
    ]);
  });
});

describe("erasure and retention take an application's notes and stage history with it", () => {
  const suite = startAdminApp();

  async function withNotesAndHistory() {
    const places = await createPlacesAndPosition(suite.admin);
    const applied = await suite.app.client().post("/api/job-applications", applicationBody(places));
    expect(applied.status).toBe(201);
    const [row] = await suite.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, applied.body.applicationNumber));
    expect((await suite.admin.put(stageOf(row.id), { stage: "contacted" })).status).toBe(200);
    expect((await suite.admin.post(notesOf(row.id), { body: "رقم بديل عند أخيه" })).status).toBe(201);
    expect(
      await suite.app.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, row.id)),
    ).toHaveLength(1);
    return row.id;
  }

  const leftOf = async (id: string) => ({
    notes: await suite.app.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id)),
    stages: await suite.app.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, id)),
  });

  it("erasing an application on the applicant's request removes its notes and stage history", async () => {
    const id = await withNotesAndHistory();
    expect((await suite.admin.delete(`${APPLY}/${id}`)).status).toBe(204);
    expect(await leftOf(id)).toEqual({ notes: [], stages: [] });
  });

  it("retention deleting an old application removes its notes and stage history", async () => {
    const id = await withNotesAndHistory();
    await suite.app.db
      .update(jobApplications)
      .set({ createdAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) })
      .where(eq(jobApplications.id, id));
    expect(await purgeOldApplications(suite.app.db)).toBeGreaterThanOrEqual(1);
    expect(await leftOf(id)).toEqual({ notes: [], stages: [] });
  });
});

describe("a branch manager moves and annotates only the applications of the areas their branches hire for", () => {
  const suite = startAdminApp();
  const manager = { client: undefined as unknown as TestClient, username: "" };
  const ids = { mine: "", theirs: "" };

  beforeAll(async () => {
    manager.client = suite.app.client();
    manager.username = (
      await signInAdmin(suite.app.db, manager.client, { role: "manager", branches: ["al-yasmeen"] })
    ).username;
    const places = await createPlacesAndPosition(suite.admin);
    expect((await suite.admin.put(`/api/areas/${places.area.id}`, { branchSlug: "al-yasmeen" })).status).toBe(200);
    expect((await suite.admin.put(`/api/areas/${places.otherArea.id}`, { branchSlug: "dabouq" })).status).toBe(200);
    for (const [key, overrides] of [
      ["mine", {}],
      ["theirs", { governorateId: places.otherGovernorate.id, areaId: places.otherArea.id }],
    ] as const) {
      const applied = await suite.app.client().post(APPLY, applicationBody(places, [], overrides));
      expect(applied.status, applied.text).toBe(201);
      const [row] = await suite.app.db
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.applicationNumber, applied.body.applicationNumber));
      ids[key] = row.id;
    }
  });

  it("moves and annotates an application of their branch's area, signed with their name", async () => {
    const moved = await manager.client.put(stageOf(ids.mine), { stage: "interview" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.stage).toBe("interview");
    const note = await manager.client.post(notesOf(ids.mine), { body: "مقابلة في فرع الياسمين" });
    expect(note.status).toBe(201);
    expect(note.body.authorName).toBe(manager.username);
    const timeline = await manager.client.get(timelineOf(ids.mine));
    expect(timeline.status).toBe(200);
    expect(timeline.body.stages.at(-1)).toMatchObject({ stage: "interview", byUsername: manager.username });
    const listed = await manager.client.get(`${APPLY}?stage=interview`);
    expect(listed.body.map((row: { id: string }) => row.id)).toEqual([ids.mine]);
  });

  it("gets 403 in Arabic for another branch's application, which keeps its stage, history and notes", async () => {
    for (const res of [
      await manager.client.put(stageOf(ids.theirs), { stage: "rejected" }),
      await manager.client.post(notesOf(ids.theirs), { body: "ليس من منطقتي" }),
      await manager.client.get(timelineOf(ids.theirs)),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("هذا الطلب لمنطقة لا يتبع توظيفها فروعك");
    }
    const [stored] = await suite.app.db.select().from(jobApplications).where(eq(jobApplications.id, ids.theirs));
    expect(stored.stage).toBe("new");
    expect(
      await suite.app.db
        .select()
        .from(applicationStageChanges)
        .where(eq(applicationStageChanges.applicationId, ids.theirs)),
    ).toHaveLength(1);
    expect(
      await suite.app.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, ids.theirs)),
    ).toEqual([]);
    expect((await manager.client.get(`${APPLY}?stage=new`)).body).toEqual([]);
  });
});
