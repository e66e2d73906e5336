import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { jobApplications, lotteryEntries, prizes } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { applicationBody, createPlacesAndPosition } from "../support/recruitment-fixtures";

const INVALID = "رقم الهاتف غير صحيح";

describe("one Jordanian phone rule for the draw and the job form", () => {
  const suite = startAdminApp();
  let places: Awaited<ReturnType<typeof createPlacesAndPosition>>;
  beforeAll(async () => {
    places = await createPlacesAndPosition(suite.admin);
    await suite.app.db.insert(prizes).values({ name: "وجبة عائلية" });
  });

  const rows = async (table: typeof lotteryEntries | typeof jobApplications) =>
    (await suite.app.db.select({ n: count() }).from(table))[0].n;

  it("the draw refuses a phone that is no number, with the job form's Arabic message, and stores nothing", async () => {
    for (const phoneNumber of ["abcdefghijk", "<img src=x>abc", "1234567890"]) {
      const before = await rows(lotteryEntries);
      const res = await suite.app.client().post("/api/lottery", { invoiceNumber: unique("INV-"), phoneNumber });
      expect(res.status, phoneNumber).toBe(400);
      expect(res.body).toEqual({
        code: "invalid",
        message: INVALID,
        issues: [{ path: "phoneNumber", message: INVALID }],
      });
      expect(await rows(lotteryEntries)).toBe(before);

      const application = await suite.app
        .client()
        .post("/api/job-applications", applicationBody(places, [], { phoneNumber }));
      expect(application.status).toBe(400);
      expect(application.body.issues).toEqual([{ path: "phoneNumber", message: INVALID }]);
    }
    expect(await rows(jobApplications)).toBe(0);
  });

  it("stores a draw entry's phone in its national form, found by the admin however the number is typed", async () => {
    const invoice = unique("INV-");
    const res = await suite.app
      .client()
      .post("/api/lottery", { invoiceNumber: invoice, phoneNumber: "+962 79 555 0101" });
    expect(res.status).toBe(201);
    const [row] = await suite.app.db.select().from(lotteryEntries).where(eq(lotteryEntries.invoiceNumber, invoice));
    expect(row.phoneNumber).toBe("0795550101");

    for (const search of [
      "0795550101",
      "079 555 0101",
      "+962795550101",
      "00962 79 555 0101",
      "٠٧٩٥٥٥٠١٠١",
      "+962 79 555",
    ]) {
      const list = await suite.admin.get(`/api/lottery-entries?search=${encodeURIComponent(search)}`);
      expect(list.status).toBe(200);
      expect(list.body, search).toEqual([
        expect.objectContaining({ invoiceNumber: invoice, phoneNumber: "0795550101" }),
      ]);
    }
  });

  it("stores a job application's phone in its national form, found by the admin however the number is typed", async () => {
    const res = await suite.app
      .client()
      .post("/api/job-applications", applicationBody(places, [], { phoneNumber: "00962-78-555-0202" }));
    expect(res.status).toBe(201);
    const [row] = await suite.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber));
    expect(row.phoneNumber).toBe("0785550202");

    for (const search of ["0785550202", "078 555 0202", "+962785550202", "962785550202"]) {
      const list = await suite.admin.get(`/api/job-applications?search=${encodeURIComponent(search)}`);
      expect(list.status).toBe(200);
      expect(list.body, search).toEqual([
        expect.objectContaining({ applicationNumber: res.body.applicationNumber, phoneNumber: "0785550202" }),
      ]);
    }
  });
});
