import { beforeAll, describe, expect, it } from "vitest";
import { desc, eq, inArray } from "drizzle-orm";
import { csvCell, toCsv } from "../../server/lib/csv";
import {
  applicationAnswers,
  applicationExports,
  consentTexts,
  jobApplications,
  termsAndConditions,
} from "../../server/db/schema";
import { consentHash } from "../../server/modules/terms/terms.service";
import { MAX_PAGE_SIZE } from "../../shared/schema/paging";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { holdClockInOneWindow } from "../support/frozen-clock";
import { parseCsv } from "../support/parse-csv";
import {
  applicationBody,
  created,
  createPlacesAndPosition,
  DEFAULT_CONSENT_HASH,
} from "../support/recruitment-fixtures";

// Job applications: submitting (with consent), the admin's list and its paging, erasure and the CSV export.

const APPLY = "/api/job-applications";
const LIST = APPLY;
type Row = { applicationNumber: string; applicantName: string; phoneNumber: string };
const names = (body: Row[]) => body.map((row) => row.applicantName);

describe("job applications", () => {
  const suite = startAdminApp();
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  let shift: { id: string; question: string };
  let why: { id: string; question: string };
  const answers = () => [
    { questionId: shift.id, answer: "مسائية" },
    { questionId: why.id, answer: "أحب العمل مع الناس" },
  ];
  const countApplications = async () => (await suite.app.db.select().from(jobApplications)).length;

  beforeAll(async () => {
    places = await createPlacesAndPosition(suite.admin);
    shift = await created(suite.admin, "/api/application-questions", {
      question: "ما هي الفترة المناسبة لك؟",
      options: "صباحية، مسائية",
    });
    why = await created(suite.admin, "/api/application-questions", { question: "لماذا تريد العمل معنا؟" });
    // An inactive question is not asked, so it is not required.
    await created(suite.admin, "/api/application-questions", { question: "سؤال غير مفعل حالياً", isActive: false });
  });

  it("stores a valid application with its answers in the database and answers with the number", async () => {
    const res = await suite.app
      .client()
      .post(APPLY, applicationBody(places, answers(), { phoneNumber: " ٠٧٩١٢٣٤٥٦٧ ", applicantName: "  سارة علي " }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["applicationNumber"]);
    expect(res.body.applicationNumber).toMatch(/^[A-Za-z0-9]{1,16}$/);

    const [row] = await suite.app.db
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
      stage: "new",
      address: "",
    });
    const stored = await suite.app.db
      .select()
      .from(applicationAnswers)
      .where(eq(applicationAnswers.applicationId, row.id));
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
      const res = await suite.app.client().post(APPLY, change(applicationBody(places, answers())));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(await countApplications()).toBe(before);
    });
  }

  it("refuses an area of another governorate", async () => {
    const before = await countApplications();
    const res = await suite.app
      .client()
      .post(APPLY, applicationBody(places, answers(), { areaId: places.otherArea.id }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("المنطقة المختارة لا تتبع المحافظة المختارة");
    expect(await countApplications()).toBe(before);
  });

  it("refuses an inactive position, area or governorate", async () => {
    const closed = await created(suite.admin, "/api/job-positions", { title: "وظيفة مغلقة", isActive: false });
    const res = await suite.app.client().post(APPLY, applicationBody(places, answers(), { jobPositionId: closed.id }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("الوظيفة المختارة غير متاحة");
    const hiddenArea = await created(suite.admin, "/api/areas", {
      name: "منطقة مخفية",
      governorateId: places.governorate.id,
      isActive: false,
    });
    expect(
      (await suite.app.client().post(APPLY, applicationBody(places, answers(), { areaId: hiddenArea.id }))).body
        .message,
    ).toBe("المنطقة المختارة غير متاحة");
  });

  it("gives 10 concurrent applications 10 distinct numbers", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        suite.app.client().post(APPLY, applicationBody(places, answers(), { applicantName: `متقدم متزامن ${i}` })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const numbers = results.map((r) => r.body.applicationNumber as string);
    expect(new Set(numbers).size).toBe(10);
    const rows = await suite.app.db
      .select()
      .from(jobApplications)
      .where(inArray(jobApplications.applicationNumber, numbers));
    expect(rows).toHaveLength(10);
    const stored = await suite.app.db
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
    const res = await suite.app
      .client()
      .post(APPLY, { ...applicationBody(places, answers()), website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(res.body.applicationNumber).toMatch(/^J\d+$/);
    expect(await countApplications()).toBe(before);
  });

  it("keeps applications and answers private to the admin", async () => {
    const visitor = suite.app.client();
    expect((await visitor.get(APPLY)).status).toBe(401);
    // Its own application, not whichever an earlier test left behind.
    const submitted = await suite.app.client().post(APPLY, applicationBody(places, answers()));
    expect(submitted.status).toBe(201);
    const [row] = await suite.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, submitted.body.applicationNumber));
    expect(row).toBeDefined();
    expect((await visitor.get(`${APPLY}/${row.id}/answers`)).status).toBe(401);
    expect((await visitor.get(`${APPLY}/export.csv`)).status).toBe(401);
    expect((await visitor.delete(`${APPLY}/${row.id}`)).status).toBe(401);
    expect((await suite.admin.get(`${APPLY}/not-a-uuid/answers`)).status).toBe(404);
    expect((await suite.admin.get(`${APPLY}/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/answers`)).status).toBe(404);
  });

  it("lists applications for the admin, filtered by position and governorate, with the answers of one", async () => {
    const other = await createPlacesAndPosition(suite.admin);
    const mine = await suite.app
      .client()
      .post(APPLY, applicationBody(other, answers(), { applicantName: "مرشح التصفية" }));
    const list = await suite.admin.get(`${APPLY}?jobPositionId=${other.position.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      applicationNumber: mine.body.applicationNumber,
      applicantName: "مرشح التصفية",
      positionTitle: other.position.title,
      governorateName: other.governorate.name,
      areaName: other.area.name,
    });
    expect((await suite.admin.get(`${APPLY}?governorateId=${other.governorate.id}`)).body).toHaveLength(1);
    expect((await suite.admin.get(`${APPLY}?governorateId=${other.otherGovernorate.id}`)).body).toHaveLength(0);
    expect(
      (await suite.admin.get(`${APPLY}?jobPositionId=${places.position.id}&governorateId=${other.governorate.id}`))
        .body,
    ).toHaveLength(0);
    expect((await suite.admin.get(`${APPLY}?governorateId=bad`)).status).toBe(400);

    const answersRes = await suite.admin.get(`${APPLY}/${list.body[0].id}/answers`);
    expect(answersRes.status).toBe(200);
    expect(answersRes.body).toEqual([
      expect.objectContaining({ questionId: shift.id, question: shift.question, answer: "مسائية" }),
      expect.objectContaining({ questionId: why.id, question: why.question, answer: "أحب العمل مع الناس" }),
    ]);
  });
});

describe("deleting never loses an application", () => {
  const suite = startAdminApp();

  it("keeps the application and its answers when the question, position, area and governorate go", async () => {
    const places = await createPlacesAndPosition(suite.admin);
    const question = await created(suite.admin, "/api/application-questions", {
      question: "هل لديك شهادة صحية؟",
      options: "نعم,لا",
    });
    const res = await suite.app
      .client()
      .post(APPLY, applicationBody(places, [{ questionId: question.id, answer: "نعم" }]));
    expect(res.status).toBe(201);

    expect((await suite.admin.delete(`/api/application-questions/${question.id}`)).status).toBe(204);
    expect((await suite.admin.delete(`/api/job-positions/${places.position.id}`)).status).toBe(204);
    expect((await suite.admin.delete(`/api/areas/${places.area.id}`)).status).toBe(204);
    expect((await suite.admin.delete(`/api/governorates/${places.governorate.id}`)).status).toBe(204);

    const list = await suite.admin.get("/api/job-applications");
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
    const answers = await suite.admin.get(`/api/job-applications/${item.id}/answers`);
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
    const places = await createPlacesAndPosition(suite.admin);
    const question = await created(suite.admin, "/api/application-questions", { question: "ما هي خبرتك السابقة؟" });
    const res = await suite.app
      .client()
      .post(APPLY, applicationBody(places, [{ questionId: question.id, answer: "سنتان" }]));
    const [row] = await suite.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber));
    expect(
      await suite.app.db.select().from(applicationAnswers).where(eq(applicationAnswers.applicationId, row.id)),
    ).toHaveLength(1);
    expect((await suite.admin.delete(`/api/job-applications/${row.id}`)).status).toBe(204);
    expect(await suite.app.db.select().from(jobApplications).where(eq(jobApplications.id, row.id))).toHaveLength(0);
    expect(
      await suite.app.db.select().from(applicationAnswers).where(eq(applicationAnswers.applicationId, row.id)),
    ).toHaveLength(0);
    await suite.admin.delete(`/api/application-questions/${question.id}`);
  });
});

describe("submission rate limit", () => {
  const suite = startAdminApp({ submitRateLimit: 2 });

  it("refuses an IP past SUBMIT_RATE_LIMIT a minute with a 429 and an Arabic message", async () => {
    holdClockInOneWindow();
    const places = await createPlacesAndPosition(suite.admin);
    const visitor = suite.app.client();
    expect((await visitor.post(APPLY, applicationBody(places))).status).toBe(201);
    expect((await visitor.post(APPLY, applicationBody(places))).status).toBe(201);
    const third = await visitor.post(APPLY, applicationBody(places));
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await suite.app.db.select().from(jobApplications)).toHaveLength(2);
  });
});

describe("job applications list: paging, total and search", () => {
  const suite = startAdminApp();
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  beforeAll(async () => {
    places = await createPlacesAndPosition(suite.admin);
  });

  /**
   * Applications of one test written straight to the table, one minute apart (oldest first), so
   * the order is known; `<tag> <index>` is each name. `where` picks the governorate (and phone) per row.
   */
  async function seed(
    tag: string,
    count: number,
    where: (i: number) => { other?: boolean; phone?: string } = () => ({}),
    target = places,
  ) {
    const start = Date.now() - count * 60_000;
    return suite.app.db
      .insert(jobApplications)
      .values(
        Array.from({ length: count }, (_, i) => {
          const { other, phone } = where(i);
          return {
            applicantName: `${tag} ${i}`,
            phoneNumber: phone ?? "0790000000",
            jobPositionId: target.position.id,
            governorateId: other ? target.otherGovernorate.id : target.governorate.id,
            areaId: other ? target.otherArea.id : target.area.id,
            termsAccepted: true,
            createdAt: new Date(start + i * 60_000),
          };
        }),
      )
      .returning();
  }

  it("answers a plain GET with the whole array, newest first, and the total in X-Total-Count", async () => {
    const tag = unique("Plain");
    await seed(tag, 3);
    const res = await suite.admin.get(LIST);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBe((await suite.app.db.select().from(jobApplications)).length);
    expect(Number(res.headers.get("x-total-count"))).toBe(res.body.length);
    expect(res.headers.get("x-page")).toBeNull();
    expect(names(res.body.filter((row: Row) => row.applicantName.startsWith(tag)))).toEqual([
      `${tag} 2`,
      `${tag} 1`,
      `${tag} 0`,
    ]);
  });

  it("gives one page newest first with the total of all matches, and an empty page past the end", async () => {
    const tag = unique("Page");
    await seed(tag, 7);
    const page1 = await suite.admin.get(`${LIST}?search=${tag}&page=1&pageSize=3`);
    expect(page1.status).toBe(200);
    expect(names(page1.body)).toEqual([`${tag} 6`, `${tag} 5`, `${tag} 4`]);
    expect(page1.headers.get("x-total-count")).toBe("7");
    expect(page1.headers.get("x-page")).toBe("1");
    expect(page1.headers.get("x-page-size")).toBe("3");
    const page2 = await suite.admin.get(`${LIST}?search=${tag}&page=2&pageSize=3`);
    expect(names(page2.body)).toEqual([`${tag} 3`, `${tag} 2`, `${tag} 1`]);
    const page3 = await suite.admin.get(`${LIST}?search=${tag}&page=3&pageSize=3`);
    expect(names(page3.body)).toEqual([`${tag} 0`]);
    expect(page3.headers.get("x-total-count")).toBe("7");
    const past = await suite.admin.get(`${LIST}?search=${tag}&page=4&pageSize=3`);
    expect(past.body).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe("7");

    // Only page: the default size (50) holds all seven; only pageSize: page 1.
    expect(names((await suite.admin.get(`${LIST}?search=${tag}&page=1`)).body)).toHaveLength(7);
    expect(names((await suite.admin.get(`${LIST}?search=${tag}&pageSize=2`)).body)).toEqual([`${tag} 6`, `${tag} 5`]);
  });

  it("pages within the position and governorate filters, the total counting only the filtered rows", async () => {
    const own = await createPlacesAndPosition(suite.admin);
    const tag = unique("Filter");
    // Even rows in the first governorate, odd rows in the other: 6 and 5.
    await seed(tag, 11, (i) => ({ other: i % 2 === 1 }), own);

    const byPosition = await suite.admin.get(`${LIST}?jobPositionId=${own.position.id}&page=2&pageSize=4`);
    expect(byPosition.headers.get("x-total-count")).toBe("11");
    expect(names(byPosition.body)).toEqual([`${tag} 6`, `${tag} 5`, `${tag} 4`, `${tag} 3`]);

    const both = await suite.admin.get(
      `${LIST}?jobPositionId=${own.position.id}&governorateId=${own.otherGovernorate.id}&page=1&pageSize=2`,
    );
    expect(both.status).toBe(200);
    expect(both.headers.get("x-total-count")).toBe("5");
    expect(names(both.body)).toEqual([`${tag} 9`, `${tag} 7`]);
    const lastOfBoth = await suite.admin.get(
      `${LIST}?jobPositionId=${own.position.id}&governorateId=${own.otherGovernorate.id}&page=3&pageSize=2`,
    );
    expect(names(lastOfBoth.body)).toEqual([`${tag} 1`]);

    // Filters, search and paging together.
    const searched = await suite.admin.get(
      `${LIST}?governorateId=${own.governorate.id}&search=${encodeURIComponent(`${tag} 1`)}&page=1&pageSize=5`,
    );
    expect(names(searched.body)).toEqual([`${tag} 10`]);
    expect(searched.headers.get("x-total-count")).toBe("1");

    // The unpaged filtered list is the same rows as all of its pages.
    const whole = await suite.admin.get(`${LIST}?governorateId=${own.governorate.id}`);
    expect(names(whole.body)).toEqual([0, 1, 2, 3, 4, 5].map((k) => `${tag} ${10 - 2 * k}`));
    expect(whole.headers.get("x-total-count")).toBe("6");
  });

  it("searches name and number case-insensitively and the phone, with % and _ taken literally", async () => {
    const tag = unique("Case");
    const phone = `07${String(Date.now()).slice(-8)}`;
    const [first, second] = await seed(tag, 3, (i) => ({ phone: i === 1 ? phone : undefined }));

    const byName = await suite.admin.get(`${LIST}?search=${tag.toUpperCase()}&page=1&pageSize=10`);
    expect(byName.headers.get("x-total-count")).toBe("3");

    const byNumber = await suite.admin.get(`${LIST}?search=${first.applicationNumber.toLowerCase()}`);
    expect(byNumber.body.map((row: Row) => row.applicationNumber)).toContain(first.applicationNumber);

    const byPhone = await suite.admin.get(`${LIST}?search=${phone.slice(2)}&page=1&pageSize=10`);
    expect(byPhone.body).toEqual([
      expect.objectContaining({ applicationNumber: second.applicationNumber, phoneNumber: phone }),
    ]);
    expect(byPhone.headers.get("x-total-count")).toBe("1");

    const arabicDigits = [...phone.slice(2)].map((d) => String.fromCharCode(0x0660 + Number(d))).join("");
    expect((await suite.admin.get(`${LIST}?search=${encodeURIComponent(arabicDigits)}`)).body).toEqual([
      expect.objectContaining({ phoneNumber: phone }),
    ]);

    for (const wildcard of [`${tag}%`, `${tag.slice(0, -1)}_`, "%", "_"]) {
      const res = await suite.admin.get(`${LIST}?search=${encodeURIComponent(wildcard)}&page=1&pageSize=10`);
      expect(res.status).toBe(200);
      expect(res.body, wildcard).toEqual([]);
      expect(res.headers.get("x-total-count")).toBe("0");
    }
    // A blank search is no search.
    const blank = await suite.admin.get(`${LIST}?search=%20%20&page=1&pageSize=1`);
    expect(Number(blank.headers.get("x-total-count"))).toBe((await suite.app.db.select().from(jobApplications)).length);
  });

  it(`refuses bad page values and sizes above ${MAX_PAGE_SIZE} with a 400 and an Arabic message`, async () => {
    const cases: [string, string][] = [
      ["page=0", "رقم الصفحة غير صحيح"],
      ["page=-1", "رقم الصفحة غير صحيح"],
      ["page=abc", "رقم الصفحة غير صحيح"],
      ["page=1.5", "رقم الصفحة غير صحيح"],
      ["pageSize=0", "حجم الصفحة غير صحيح"],
      [`pageSize=${MAX_PAGE_SIZE + 1}`, "حجم الصفحة غير صحيح"],
      ["pageSize=100000", "حجم الصفحة غير صحيح"],
      ["pageSize=x&page=1", "حجم الصفحة غير صحيح"],
    ];
    for (const [query, message] of cases) {
      const res = await suite.admin.get(`${LIST}?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
    const largest = await suite.admin.get(`${LIST}?page=1&pageSize=${MAX_PAGE_SIZE}`);
    expect(largest.status).toBe(200);
    expect(largest.body.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  it("keeps the list admin-only", async () => {
    const res = await suite.app.client().get(`${LIST}?page=1&pageSize=10`);
    expect(res.status).toBe(401);
    expect(res.headers.get("x-total-count")).toBeNull();
  });

  it("exports every match of the filter and search as CSV, whatever page was asked for", async () => {
    const tag = unique("Export");
    await seed(tag, 4);
    const res = await suite.admin.get(`${LIST}/export.csv?search=${tag}&page=2&pageSize=1`);
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([3, 2, 1, 0].map((i) => `"${tag} ${i}"`));
  });
});

describe("CSV cells", () => {
  it("quotes every cell, doubles quotes and neutralises formula starts", () => {
    expect(csvCell('قال "نعم", ثم\nذهب')).toBe('"قال ""نعم"", ثم\nذهب"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    expect(csvCell(null)).toBe('""');
    expect(toCsv([["a", "ب"]])).toBe('\uFEFF"a","ب"\r\n');
  });
});

describe("applications CSV export", () => {
  const suite = startAdminApp();
  let adminName: string;
  beforeAll(async () => {
    adminName = (await suite.admin.get("/api/admin/session")).body.username;
  });

  const downloadBytes = async (path: string) =>
    new Uint8Array(
      await (await fetch(suite.app.baseUrl + path, { headers: { cookie: suite.admin.cookieHeader } })).arrayBuffer(),
    );

  it("exports the filtered applications with their answers as UTF-8 CSV with a BOM", async () => {
    const places = await createPlacesAndPosition(suite.admin);
    const other = await createPlacesAndPosition(suite.admin);
    const shift = await created(suite.admin, "/api/application-questions", {
      question: "ما هي الفترة المناسبة لك؟",
      options: "صباحية، مسائية",
    });
    const note = await created(suite.admin, "/api/application-questions", { question: "هل لديك ملاحظات أخرى؟" });
    const tricky = 'أعمل "بدوام جزئي", حالياً\nوأدرس';
    const first = await suite.app.client().post(
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
    const elsewhere = await suite.app.client().post(
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
    expect((await suite.admin.delete(`/api/application-questions/${note.id}`)).status).toBe(204);

    const res = await suite.admin.get(`/api/job-applications/export.csv?governorateId=${places.governorate.id}`);
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
      "المرحلة",
      "تاريخ الوصول إلى المرحلة",
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
      stage,
      stageDate,
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
    // A new application is at its first stage, reached when it was sent.
    expect(stage).toBe("جديد");
    expect(stageDate).toBe(date);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(shiftAnswer).toBe("مسائية");
    expect(noteAnswer).toBe(tricky);

    const all = parseCsv((await suite.admin.get("/api/job-applications/export.csv")).text);
    expect(all.map((row) => row[1])).toEqual(expect.arrayContaining(["ليلى حسن", '\'=HYPERLINK("http://x")']));
    expect(all).toHaveLength(3);
  });

  it("records every download, who took it and how many rows, and lists them newest first for admins", async () => {
    const before = await suite.app.db.select().from(applicationExports);
    const places = await createPlacesAndPosition(suite.admin);
    const questions = (await suite.app.client().get("/api/application-questions?active=true")).body as {
      id: string;
      options: string[] | null;
    }[];
    const answers = questions.map((q) => ({ questionId: q.id, answer: q.options?.[0] ?? "نعم" }));
    const applied = await suite.app.client().post("/api/job-applications", applicationBody(places, answers));
    expect(applied.status, applied.text).toBe(201);
    const res = await suite.admin.get(`/api/job-applications/export.csv?governorateId=${places.governorate.id}`);
    expect(res.status).toBe(200);
    const after = await suite.app.db.select().from(applicationExports).orderBy(desc(applicationExports.createdAt));
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      username: adminName,
      rowCount: 1,
      filters: JSON.stringify({ governorateId: places.governorate.id }),
    });
    expect(after[0].userId).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await suite.admin.get("/api/job-applications/exports");
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toEqual({
      id: after[0].id,
      username: adminName,
      rowCount: 1,
      filtered: true,
      createdAt: after[0].createdAt.toISOString(),
    });
    expect((await suite.app.client().get("/api/job-applications/exports")).status).toBe(401);
    const refused = await suite.app.client().get("/api/job-applications/export.csv");
    expect(refused.status).toBe(401);
    expect(await suite.app.db.select().from(applicationExports)).toHaveLength(before.length + 1);
  });
});

describe("consent to process an applicant's data", () => {
  const suite = startAdminApp();
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  beforeAll(async () => {
    places = await createPlacesAndPosition(suite.admin);
  });

  const applicationCount = async () =>
    (await suite.app.db.select({ id: jobApplications.id }).from(jobApplications)).length;

  it("stores the time and the hash of the text agreed to, and keeps that text", async () => {
    const before = Date.now();
    const res = await suite.app.client().post("/api/job-applications", applicationBody(places));
    expect(res.status, res.text).toBe(201);
    const [row] = await suite.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber));
    expect(row.consentHash).toBe(DEFAULT_CONSENT_HASH);
    expect(row.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [text] = await suite.app.db.select().from(consentTexts).where(eq(consentTexts.hash, DEFAULT_CONSENT_HASH));
    expect(consentHash(text.content)).toBe(DEFAULT_CONSENT_HASH);

    const listed = await suite.admin.get("/api/job-applications");
    const item = listed.body.find(
      (a: { applicationNumber: string }) => a.applicationNumber === res.body.applicationNumber,
    );
    expect(item).toMatchObject({ consentHash: DEFAULT_CONSENT_HASH, consentAt: row.consentAt!.toISOString() });
  });

  it("the admin edits the consent text with the terms; an application agreeing to the old words is refused", async () => {
    const consentContent = "أوافق على معالجة بياناتي لغرض التوظيف فقط.";
    const blank = await suite.admin.put("/api/terms-and-conditions", { content: "شروط", consentContent: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("يرجى إدخال نص الموافقة على معالجة البيانات الشخصية");
    expect(await suite.app.db.select().from(termsAndConditions)).toHaveLength(0);

    const saved = await suite.admin.put("/api/terms-and-conditions", {
      content: "شروط التوظيف",
      consentContent: `  ${consentContent} `,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      content: "شروط التوظيف",
      consentContent,
      consentHash: consentHash(consentContent),
    });
    const shown = await suite.app.client().get("/api/terms-and-conditions");
    expect(shown.body).toMatchObject({ consentContent, consentHash: consentHash(consentContent) });

    const count = await applicationCount();
    const stale = await suite.app.client().post("/api/job-applications", applicationBody(places));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("تم تحديث نص الموافقة على معالجة البيانات، يرجى قراءته والموافقة عليه من جديد");
    expect(await applicationCount()).toBe(count);

    const fresh = await suite.app
      .client()
      .post("/api/job-applications", applicationBody(places, [], { consentHash: consentHash(consentContent) }));
    expect(fresh.status).toBe(201);
    const [row] = await suite.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, fresh.body.applicationNumber));
    expect(row.consentHash).toBe(consentHash(consentContent));
    const [kept] = await suite.app.db
      .select()
      .from(consentTexts)
      .where(eq(consentTexts.hash, consentHash(consentContent)));
    expect(kept.content).toBe(consentContent);
    // The old words stay findable for the applications that agreed to them.
    expect(
      await suite.app.db.select().from(consentTexts).where(eq(consentTexts.hash, DEFAULT_CONSENT_HASH)),
    ).toHaveLength(1);

    // A body with the content only saves the terms and leaves the consent text as it was.
    const termsOnly = await suite.admin.put("/api/terms-and-conditions", { content: "شروط جديدة" });
    expect(termsOnly.status).toBe(200);
    expect(termsOnly.body).toMatchObject({ content: "شروط جديدة", consentContent });
    const [terms] = await suite.app.db.select().from(termsAndConditions);
    expect(terms).toMatchObject({ content: "شروط جديدة", consentContent });
  });
});
