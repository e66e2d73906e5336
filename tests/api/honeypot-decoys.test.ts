import { beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  applicationAnswers,
  customerReels,
  jobApplications,
  lotteryEntries,
  prizes,
  reviews,
} from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { applicationBody, createPlacesAndPosition } from "../support/recruitment-fixtures";

const TRAP = { website: "http://spam.example" };

/** The JSON shape of a value: keys and value kinds, recursively (uuids and timestamps as such). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v)]),
    );
  }
  if (typeof value === "string") {
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) return "uuid";
    if (/^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value))) return "timestamp";
    return "string";
  }
  return typeof value;
}

describe("a decoy answer looks exactly like a real one and writes nothing", () => {
  const suite = startAdminApp();
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  const rows = async (table: PgTable) => (await suite.app.db.select({ n: count() }).from(table))[0].n;

  beforeAll(async () => {
    places = await createPlacesAndPosition(suite.admin);
    await suite.app.db.insert(prizes).values([{ name: "وجبة عائلية" }, { name: "مشروب مجاني" }]);
  });

  const forms = [
    {
      path: "/api/submit-review",
      tables: [reviews],
      valid: () => ({
        customerName: unique("عميل "),
        rating: 4,
        comment: "الدجاج مقرمش والخدمة سريعة",
        isActive: true,
      }),
      invalid: { customerName: "", rating: 9, comment: "" },
    },
    {
      path: "/api/submit-reel",
      tables: [customerReels],
      valid: () => ({
        customerName: unique("زبون "),
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        videoPlatform: "upload",
        isActive: true,
      }),
      invalid: { customerName: "", videoUrl: "not a url" },
    },
    {
      path: "/api/lottery",
      tables: [lotteryEntries],
      valid: () => ({ invoiceNumber: unique("INV-"), phoneNumber: "0791234567" }),
      invalid: { invoiceNumber: "", phoneNumber: "12" },
    },
    {
      path: "/api/job-applications",
      tables: [jobApplications, applicationAnswers],
      valid: () => applicationBody(places),
      invalid: { termsAccepted: false, applicantName: "" },
    },
  ];

  for (const form of forms) {
    it(`${form.path}: the same validation errors first, then the same status and body shape, and no row`, async () => {
      const before = await Promise.all(form.tables.map(rows));

      const realInvalid = await suite.app.client().post(form.path, form.invalid);
      const decoyInvalid = await suite.app.client().post(form.path, { ...form.invalid, ...TRAP });
      expect(realInvalid.status).toBe(400);
      expect({ status: decoyInvalid.status, body: decoyInvalid.body }).toEqual({
        status: realInvalid.status,
        body: realInvalid.body,
      });

      const decoy = await suite.app.client().post(form.path, { ...form.valid(), ...TRAP });
      expect(await Promise.all(form.tables.map(rows))).toEqual(before);
      const real = await suite.app.client().post(form.path, form.valid());
      expect(real.status).toBe(201);
      expect(decoy.status).toBe(real.status);
      expect(shapeOf(decoy.body)).toEqual(shapeOf(real.body));
      expect(decoy.headers.get("content-type")).toBe(real.headers.get("content-type"));
    });
  }

  it("the draw's decoy names a real prize by its real id, and refuses an invoice another phone used like the real draw", async () => {
    const ids = (await suite.app.db.select({ id: prizes.id, name: prizes.name }).from(prizes)).map(
      (p) => `${p.id} ${p.name}`,
    );
    const decoy = await suite.app
      .client()
      .post("/api/lottery", { invoiceNumber: unique("BOT-"), phoneNumber: "0791234567", ...TRAP });
    expect(ids).toContain(`${decoy.body.prize.id} ${decoy.body.prize.name}`);

    const used = unique("USED-");
    expect(
      (await suite.app.client().post("/api/lottery", { invoiceNumber: used, phoneNumber: "0791234567" })).status,
    ).toBe(201);
    const entries = await rows(lotteryEntries);
    const again = await suite.app
      .client()
      .post("/api/lottery", { invoiceNumber: used, phoneNumber: "0781234567", ...TRAP });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { code: "conflict", message: "رقم الفاتورة مستخدم مسبقاً" },
    });
    expect(await rows(lotteryEntries)).toBe(entries);
  });

  it("the job application's decoy number has the real numbers' form", async () => {
    const decoy = await suite.app.client().post("/api/job-applications", { ...applicationBody(places), ...TRAP });
    const real = await suite.app.client().post("/api/job-applications", applicationBody(places));
    const form = (n: string) => n.replace(/\d/g, "9");
    expect(form(decoy.body.applicationNumber)).toBe(form(real.body.applicationNumber));
  });
});
