import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { applicationBody, created, createPlacesAndPosition } from "./recruitment-fixtures";
import { csvCell, toCsv } from "../../server/lib/csv";
import { desc } from "drizzle-orm";
import { applicationExports } from "../../server/db/schema";
import { parseCsv } from "../support/parse-csv";

describe("CSV cells", () => {
  it("quotes every cell, doubles quotes and neutralises formula starts", () => {
    expect(csvCell('قال "نعم", ثم\nذهب')).toBe('"قال ""نعم"", ثم\nذهب"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    expect(csvCell(null)).toBe('""');
    expect(toCsv([["a", "ب"]])).toBe('\uFEFF"a","ب"\r\n');
  });
});

describe("applications CSV export", () => {
  let app: TestApp;
  let admin: TestClient;
  let adminName: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    adminName = (await signInAdmin(app.db, admin)).username;
  });
  afterAll(() => app.close());

  const downloadBytes = async (path: string) =>
    new Uint8Array(await (await fetch(app.baseUrl + path, { headers: { cookie: admin.cookieHeader } })).arrayBuffer());

  it("exports the filtered applications with their answers as UTF-8 CSV with a BOM", async () => {
    const places = await createPlacesAndPosition(admin);
    const other = await createPlacesAndPosition(admin);
    const shift = await created(admin, "/api/application-questions", {
      question: "ما هي الفترة المناسبة لك؟",
      options: "صباحية، مسائية",
    });
    const note = await created(admin, "/api/application-questions", { question: "هل لديك ملاحظات أخرى؟" });
    const tricky = 'أعمل "بدوام جزئي", حالياً\nوأدرس';
    const first = await app.client().post(
      "/api/job-applications",
      applicationBody(
        places,
        [
          { questionId: shift.id, answer: "مسائية" },
          { questionId: note.id, answer: tricky },
        ],
        { applicantName: '=HYPERLINK("http://x")' },
      ),
    );
    expect(first.status).toBe(201);
    const elsewhere = await app.client().post(
      "/api/job-applications",
      applicationBody(
        other,
        [
          { questionId: shift.id, answer: "صباحية" },
          { questionId: note.id, answer: "لا" },
        ],
        { applicantName: "ليلى حسن" },
      ),
    );
    expect(elsewhere.status).toBe(201);
    // A deleted question keeps its column, headed by the text it had.
    expect((await admin.delete(`/api/application-questions/${note.id}`)).status).toBe(204);

    const res = await admin.get(`/api/job-applications/export.csv?governorateId=${places.governorate.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="job-applications-\d{4}-\d{2}-\d{2}-\d{4}\.csv"$/,
    );
    // fetch's text() drops a BOM, so read the bytes as Excel would.
    const bytes = await downloadBytes(`/api/job-applications/export.csv?governorateId=${places.governorate.id}`);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.slice(1)).toBe(res.text);

    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([
      "رقم الطلب",
      "الاسم",
      "رقم الهاتف",
      "الوظيفة",
      "المحافظة",
      "المنطقة",
      "الحالة",
      "تاريخ التقديم",
      "تاريخ الموافقة على معالجة البيانات",
      "ما هي الفترة المناسبة لك؟",
      "هل لديك ملاحظات أخرى؟ (سؤال محذوف)",
      "تاريخ التصدير",
      "صدّره",
    ]);
    expect(rows).toHaveLength(2);
    const [
      number,
      name,
      phone,
      position,
      governorate,
      area,
      status,
      date,
      consentDate,
      shiftAnswer,
      noteAnswer,
      exportedAt,
      exportedBy,
    ] = rows[1];
    expect(consentDate).toBe(date);
    expect(exportedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(exportedBy).toBe(adminName);
    expect(number).toBe(first.body.applicationNumber);
    expect(name).toBe('\'=HYPERLINK("http://x")');
    expect(phone).toBe("0791234567");
    expect([position, governorate, area]).toEqual([places.position.title, places.governorate.name, places.area.name]);
    expect(status).toBe("قيد المراجعة");
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(shiftAnswer).toBe("مسائية");
    expect(noteAnswer).toBe(tricky);

    const all = parseCsv((await admin.get("/api/job-applications/export.csv")).text);
    expect(all.map((row) => row[1])).toEqual(expect.arrayContaining(["ليلى حسن", '\'=HYPERLINK("http://x")']));
    expect(all).toHaveLength(3);
  });

  it("records every download, who took it and how many rows, and lists them newest first for admins", async () => {
    const before = await app.db.select().from(applicationExports);
    const places = await createPlacesAndPosition(admin);
    const questions = (await app.client().get("/api/application-questions?active=true")).body as {
      id: string;
      options: string[] | null;
    }[];
    const answers = questions.map((q) => ({ questionId: q.id, answer: q.options?.[0] ?? "نعم" }));
    const applied = await app.client().post("/api/job-applications", applicationBody(places, answers));
    expect(applied.status, applied.text).toBe(201);
    const res = await admin.get(`/api/job-applications/export.csv?governorateId=${places.governorate.id}`);
    expect(res.status).toBe(200);
    const after = await app.db.select().from(applicationExports).orderBy(desc(applicationExports.createdAt));
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      username: adminName,
      rowCount: 1,
      filters: JSON.stringify({ governorateId: places.governorate.id }),
    });
    expect(after[0].userId).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await admin.get("/api/job-applications/exports");
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toEqual({
      id: after[0].id,
      username: adminName,
      rowCount: 1,
      filtered: true,
      createdAt: after[0].createdAt.toISOString(),
    });
    expect((await app.client().get("/api/job-applications/exports")).status).toBe(401);
    const refused = await app.client().get("/api/job-applications/export.csv");
    expect(refused.status).toBe(401);
    expect(await app.db.select().from(applicationExports)).toHaveLength(before.length + 1);
  });
});
