import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { customerReels, jobApplications, lotteryEntries, menuItems, prizes, reviews } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { createAdmin, unique } from "../support/factories";
import { applicationBody, createPlacesAndPosition } from "../support/recruitment-fixtures";

const HOSTILE = "النص يحتوي على رموز غير مسموح بها";
const NUL = "\u0000";

describe("NUL and invisible characters", () => {
  const suite = startAdminApp();
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  beforeAll(async () => {
    places = await createPlacesAndPosition(suite.admin);
    await suite.app.db.insert(prizes).values({ name: "وجبة عائلية" });
  });

  const rows = async (table: PgTable) => (await suite.app.db.select({ n: count() }).from(table))[0].n;
  const expectRefused = (res: { status: number; body: { message: string } }) => {
    expect(res.status).toBe(400);
    expect(["invalid", "bad_request"]).toContain((res.body as { code?: string }).code);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
  };

  const review = (overrides = {}) => ({
    customerName: "سارة المجالي",
    rating: 5,
    comment: "الطعم رائع والخدمة سريعة",
    ...overrides,
  });
  const reel = (overrides = {}) => ({
    customerName: "سارة",
    videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    videoPlatform: "youtube",
    ...overrides,
  });
  const entry = (overrides = {}) => ({ invoiceNumber: unique("INV"), phoneNumber: "0791234567", ...overrides });

  it("a NUL in any public form is a 400 in Arabic and stores nothing", async () => {
    const visitor = suite.app.client();
    const cases: Array<[string, Record<string, unknown>, PgTable]> = [
      ["/api/submit-review", review({ customerName: `سارة${NUL}` }), reviews],
      ["/api/submit-review", review({ comment: `الطعم رائع${NUL} والخدمة سريعة` }), reviews],
      ["/api/submit-reel", reel({ customerName: `سا${NUL}رة` }), customerReels],
      ["/api/lottery", entry({ invoiceNumber: `INV${NUL}1` }), lotteryEntries],
      ["/api/lottery", entry({ phoneNumber: `079123456${NUL}7` }), lotteryEntries],
      ["/api/job-applications", applicationBody(places, [], { applicantName: `أحمد${NUL}` }), jobApplications],
      ["/api/job-applications", applicationBody(places, [], { address: `عمان${NUL}` }), jobApplications],
      ["/api/job-applications", applicationBody(places, [], { [`key${NUL}`]: "x" }), jobApplications],
    ];
    for (const [path, body, table] of cases) {
      const before = await rows(table);
      const res = await visitor.post(path, body);
      expectRefused(res);
      expect(await rows(table)).toBe(before);
    }
  });

  it("a NUL in login, an admin form or ?search= is a 400 in Arabic", async () => {
    const account = await createAdmin(suite.app.db);
    expectRefused(
      await suite.app
        .client()
        .post("/api/admin/login", { username: `${account.username}${NUL}`, password: account.password }),
    );
    expectRefused(
      await suite.app.client().post("/api/admin/login", { username: account.username, password: `x${NUL}` }),
    );

    const before = await rows(menuItems);
    expectRefused(await suite.admin.post("/api/menu-items", { name: `زنجر${NUL}`, category: "sandwiches" }));
    expect(await rows(menuItems)).toBe(before);

    expectRefused(await suite.admin.get(`/api/lottery-entries?search=${encodeURIComponent(`079${NUL}`)}`));
    expectRefused(await suite.admin.get(`/api/job-applications?search=${encodeURIComponent(`أحمد${NUL}`)}`));
    expectRefused(await suite.admin.get(`/api/job-applications?search[]=${encodeURIComponent(NUL)}`));
  });

  it("refuses zero-width and bidi characters in names, invoices and phones", async () => {
    const visitor = suite.app.client();
    for (const bad of ["\u200B", "\u200F", "\u2060", "\uFEFF", "\u202E", "\u2067", "\u0007"]) {
      const name = await visitor.post("/api/submit-review", review({ customerName: `سارة${bad}` }));
      expect(name.status).toBe(400);
      expect(name.body.issues).toEqual([{ path: "customerName", message: HOSTILE }]);
    }
    const invoice = await visitor.post("/api/lottery", entry({ invoiceNumber: "INV\u202E123" }));
    expect(invoice.status).toBe(400);
    expect(invoice.body.message).toBe(HOSTILE);
    const phone = await visitor.post(
      "/api/job-applications",
      applicationBody(places, [], { phoneNumber: "0791234567\u200B" }),
    );
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe(HOSTILE);
  });

  it("strips them from free text, and minimum lengths count only visible characters", async () => {
    const visitor = suite.app.client();
    const name = unique("سارة ");
    const ok = await visitor.post(
      "/api/submit-review",
      review({ customerName: name, comment: "الطعم\u200B رائع\u202E والخدمة\u0007 سريعة" }),
    );
    expect(ok.status).toBe(201);
    const [row] = await suite.app.db.select().from(reviews).where(eq(reviews.customerName, name));
    expect(row.comment).toBe("الطعم رائع والخدمة سريعة");

    const question = await suite.admin.post("/api/application-questions", {
      question: "ما هي\u200B خبرتك\u202E السابقة؟",
      options: ["سنة\u200F", "سنتان\u0007", "\u2066أكثر"],
    });
    expect(question.status).toBe(201);
    expect(question.body).toMatchObject({ question: "ما هي خبرتك السابقة؟", options: ["سنة", "سنتان", "أكثر"] });

    const short = await visitor.post("/api/submit-review", review({ comment: `قصير${"\u200B".repeat(20)}` }));
    expect(short.status).toBe(400);
    expect(short.body.issues[0].path).toBe("comment");
  });
});
