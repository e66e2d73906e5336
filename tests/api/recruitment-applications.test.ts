import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { applicationAnswers, jobApplications } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { applicationBody, created, createPlacesAndPosition } from "./recruitment-fixtures";
import { holdClockInOneWindow } from "../support/frozen-clock";

const APPLY = "/api/job-applications";

describe("job applications", () => {
  let app: TestApp;
  let admin: TestClient;
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  let shift: { id: string; question: string };
  let why: { id: string; question: string };
  const answers = () => [
    { questionId: shift.id, answer: "مسائية" },
    { questionId: why.id, answer: "أحب العمل مع الناس" },
  ];
  const countApplications = async () => (await app.db.select().from(jobApplications)).length;

  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
    places = await createPlacesAndPosition(admin);
    shift = await created(admin, "/api/application-questions", {
      question: "ما هي الفترة المناسبة لك؟",
      options: "صباحية، مسائية",
    });
    why = await created(admin, "/api/application-questions", { question: "لماذا تريد العمل معنا؟" });
    // An inactive question is not asked, so it is not required.
    await created(admin, "/api/application-questions", { question: "سؤال غير مفعل حالياً", isActive: false });
  });
  afterAll(() => app.close());

  it("stores a valid application with its answers in the database and answers with the number", async () => {
    const res = await app
      .client()
      .post(APPLY, applicationBody(places, answers(), { phoneNumber: " ٠٧٩١٢٣٤٥٦٧ ", applicantName: "  سارة علي " }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["applicationNumber"]);
    expect(res.body.applicationNumber).toMatch(/^[A-Za-z0-9]{1,16}$/);

    const [row] = await app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber));
    expect(row).toMatchObject({
      applicantName: "سارة علي",
      phoneNumber: "0791234567",
      governorateId: places.governorate.id,
      areaId: places.area.id,
      jobPositionId: places.position.id,
      termsAccepted: true,
      status: "pending",
      address: "",
    });
    const stored = await app.db.select().from(applicationAnswers).where(eq(applicationAnswers.applicationId, row.id));
    expect(stored.map(({ questionId, questionText, answer }) => ({ questionId, questionText, answer }))).toEqual(
      expect.arrayContaining([
        { questionId: shift.id, questionText: shift.question, answer: "مسائية" },
        { questionId: why.id, questionText: why.question, answer: "أحب العمل مع الناس" },
      ]),
    );
    expect(stored).toHaveLength(2);
  });

  const refusals: [string, (body: ReturnType<typeof applicationBody>) => unknown, string | RegExp][] = [
    ["terms not accepted", (b) => ({ ...b, termsAccepted: false }), "يجب الموافقة على الشروط والأحكام"],
    ["terms missing", ({ termsAccepted: _t, ...b }) => b, "يجب الموافقة على الشروط والأحكام"],
    [
      "consent not given",
      (b) => ({ ...b, consentAccepted: false }),
      "يجب الموافقة على معالجة البيانات الشخصية لإرسال الطلب",
    ],
    ["consent missing", ({ consentAccepted: _c, ...b }) => b, "يجب الموافقة على معالجة البيانات الشخصية لإرسال الطلب"],
    ["consent text unnamed", ({ consentHash: _h, ...b }) => b, "يجب الموافقة على معالجة البيانات الشخصية لإرسال الطلب"],
    ["governorate missing", (b) => ({ ...b, governorateId: "" }), "يجب اختيار المحافظة"],
    ["area missing", (b) => ({ ...b, areaId: undefined }), "يجب اختيار المنطقة"],
    ["one-letter name", (b) => ({ ...b, applicantName: " أ " }), "الاسم يجب أن يكون حرفين على الأقل"],
    ["nine-digit phone", (b) => ({ ...b, phoneNumber: "079123456" }), "رقم الهاتف يجب أن يكون 10 أرقام على الأقل"],
    ["phone with letters", (b) => ({ ...b, phoneNumber: "07912345ab" }), "رقم الهاتف غير صحيح"],
    ["position missing", (b) => ({ ...b, jobPositionId: null }), "يجب اختيار الوظيفة"],
    [
      "unknown position",
      (b) => ({ ...b, jobPositionId: "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b" }),
      "الوظيفة المختارة غير متاحة",
    ],
    [
      "missing answer",
      (b) => ({ ...b, answers: b.answers.slice(0, 1) }),
      /^يرجى الإجابة على جميع الأسئلة: لماذا تريد العمل معنا؟$/,
    ],
    [
      "blank answer",
      (b) => ({ ...b, answers: [b.answers[0], { ...b.answers[1], answer: "   " }] }),
      /^يرجى الإجابة على جميع الأسئلة/,
    ],
    [
      "off-list answer",
      (b) => ({ ...b, answers: [{ ...b.answers[0], answer: "ليلية" }, b.answers[1]] }),
      /غير موجودة في خيارات السؤال/,
    ],
    ["a question answered twice", (b) => ({ ...b, answers: [...b.answers, b.answers[0]] }), /أكثر من مرة/],
  ];
  for (const [name, change, message] of refusals) {
    it(`refuses ${name} with an Arabic message and stores nothing`, async () => {
      const before = await countApplications();
      const res = await app.client().post(APPLY, change(applicationBody(places, answers())));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(await countApplications()).toBe(before);
    });
  }

  it("refuses an area of another governorate", async () => {
    const before = await countApplications();
    const res = await app.client().post(APPLY, applicationBody(places, answers(), { areaId: places.otherArea.id }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("المنطقة المختارة لا تتبع المحافظة المختارة");
    expect(await countApplications()).toBe(before);
  });

  it("refuses an inactive position, area or governorate", async () => {
    const closed = await created(admin, "/api/job-positions", { title: "وظيفة مغلقة", isActive: false });
    const res = await app.client().post(APPLY, applicationBody(places, answers(), { jobPositionId: closed.id }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("الوظيفة المختارة غير متاحة");
    const hiddenArea = await created(admin, "/api/areas", {
      name: "منطقة مخفية",
      governorateId: places.governorate.id,
      isActive: false,
    });
    expect(
      (await app.client().post(APPLY, applicationBody(places, answers(), { areaId: hiddenArea.id }))).body.message,
    ).toBe("المنطقة المختارة غير متاحة");
  });

  it("gives 10 concurrent applications 10 distinct numbers", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.client().post(APPLY, applicationBody(places, answers(), { applicantName: `متقدم متزامن ${i}` })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const numbers = results.map((r) => r.body.applicationNumber as string);
    expect(new Set(numbers).size).toBe(10);
    const rows = await app.db.select().from(jobApplications).where(inArray(jobApplications.applicationNumber, numbers));
    expect(rows).toHaveLength(10);
    const stored = await app.db
      .select()
      .from(applicationAnswers)
      .where(
        inArray(
          applicationAnswers.applicationId,
          rows.map((r) => r.id),
        ),
      );
    expect(stored).toHaveLength(20);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await countApplications();
    const res = await app
      .client()
      .post(APPLY, { ...applicationBody(places, answers()), website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(res.body.applicationNumber).toMatch(/^J\d+$/);
    expect(await countApplications()).toBe(before);
  });

  it("keeps applications and answers private to the admin", async () => {
    const visitor = app.client();
    expect((await visitor.get(APPLY)).status).toBe(401);
    // Its own application, not whichever an earlier test left behind.
    const submitted = await app.client().post(APPLY, applicationBody(places, answers()));
    expect(submitted.status).toBe(201);
    const [row] = await app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, submitted.body.applicationNumber));
    expect(row).toBeDefined();
    expect((await visitor.get(`${APPLY}/${row.id}/answers`)).status).toBe(401);
    expect((await visitor.get(`${APPLY}/export.csv`)).status).toBe(401);
    expect((await visitor.delete(`${APPLY}/${row.id}`)).status).toBe(401);
    expect((await admin.get(`${APPLY}/not-a-uuid/answers`)).status).toBe(404);
    expect((await admin.get(`${APPLY}/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/answers`)).status).toBe(404);
  });

  it("lists applications for the admin, filtered by position and governorate, with the answers of one", async () => {
    const other = await createPlacesAndPosition(admin);
    const mine = await app.client().post(APPLY, applicationBody(other, answers(), { applicantName: "مرشح التصفية" }));
    const list = await admin.get(`${APPLY}?jobPositionId=${other.position.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      applicationNumber: mine.body.applicationNumber,
      applicantName: "مرشح التصفية",
      positionTitle: other.position.title,
      governorateName: other.governorate.name,
      areaName: other.area.name,
    });
    expect((await admin.get(`${APPLY}?governorateId=${other.governorate.id}`)).body).toHaveLength(1);
    expect((await admin.get(`${APPLY}?governorateId=${other.otherGovernorate.id}`)).body).toHaveLength(0);
    expect(
      (await admin.get(`${APPLY}?jobPositionId=${places.position.id}&governorateId=${other.governorate.id}`)).body,
    ).toHaveLength(0);
    expect((await admin.get(`${APPLY}?governorateId=bad`)).status).toBe(400);

    const answersRes = await admin.get(`${APPLY}/${list.body[0].id}/answers`);
    expect(answersRes.status).toBe(200);
    expect(answersRes.body).toEqual([
      expect.objectContaining({ questionId: shift.id, question: shift.question, answer: "مسائية" }),
      expect.objectContaining({ questionId: why.id, question: why.question, answer: "أحب العمل مع الناس" }),
    ]);
  });
});

describe("deleting never loses an application", () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    await signInAdmin(app.db, admin);
  });
  afterAll(() => app.close());

  it("keeps the application and its answers when the question, position, area and governorate go", async () => {
    const places = await createPlacesAndPosition(admin);
    const question = await created(admin, "/api/application-questions", {
      question: "هل لديك شهادة صحية؟",
      options: "نعم,لا",
    });
    const res = await app.client().post(APPLY, applicationBody(places, [{ questionId: question.id, answer: "نعم" }]));
    expect(res.status).toBe(201);

    expect((await admin.delete(`/api/application-questions/${question.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/job-positions/${places.position.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/areas/${places.area.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/governorates/${places.governorate.id}`)).status).toBe(204);

    const list = await admin.get("/api/job-applications");
    const item = list.body.find(
      (a: { applicationNumber: string }) => a.applicationNumber === res.body.applicationNumber,
    );
    expect(item).toMatchObject({
      jobPositionId: places.position.id,
      governorateId: places.governorate.id,
      areaId: places.area.id,
      positionTitle: null,
      governorateName: null,
      areaName: null,
    });
    const answers = await admin.get(`/api/job-applications/${item.id}/answers`);
    expect(answers.body).toEqual([
      expect.objectContaining({
        questionId: question.id,
        question: null,
        questionText: "هل لديك شهادة صحية؟",
        answer: "نعم",
      }),
    ]);
  });

  it("deletes an application together with its answers", async () => {
    const places = await createPlacesAndPosition(admin);
    const question = await created(admin, "/api/application-questions", { question: "ما هي خبرتك السابقة؟" });
    const res = await app.client().post(APPLY, applicationBody(places, [{ questionId: question.id, answer: "سنتان" }]));
    const [row] = await app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber));
    expect(
      await app.db.select().from(applicationAnswers).where(eq(applicationAnswers.applicationId, row.id)),
    ).toHaveLength(1);
    expect((await admin.delete(`/api/job-applications/${row.id}`)).status).toBe(204);
    expect(await app.db.select().from(jobApplications).where(eq(jobApplications.id, row.id))).toHaveLength(0);
    expect(
      await app.db.select().from(applicationAnswers).where(eq(applicationAnswers.applicationId, row.id)),
    ).toHaveLength(0);
    await admin.delete(`/api/application-questions/${question.id}`);
  });
});

describe("submission rate limit", () => {
  it("refuses an IP past SUBMIT_RATE_LIMIT a minute with a 429 and an Arabic message", async () => {
    holdClockInOneWindow();
    const app = await startTestApp({ submitRateLimit: 2 });
    try {
      const admin = app.client();
      await signInAdmin(app.db, admin);
      const places = await createPlacesAndPosition(admin);
      const visitor = app.client();
      expect((await visitor.post(APPLY, applicationBody(places))).status).toBe(201);
      expect((await visitor.post(APPLY, applicationBody(places))).status).toBe(201);
      const third = await visitor.post(APPLY, applicationBody(places));
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(await app.db.select().from(jobApplications)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
