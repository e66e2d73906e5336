import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { applicationAnswers, jobApplications, lotteryEntries, prizes } from "../../server/db/schema";
import { csvCell } from "../../server/lib/csv";
import { normalizeInvoice } from "../../shared/normalize";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { parseCsv } from "../support/parse-csv";
import { applicationBody, created, createPlacesAndPosition } from "../support/recruitment-fixtures";

// Every first character a spreadsheet reads as the start of a formula (OWASP's CSV injection list):
// a tab or carriage return before the formula is skipped by some spreadsheets, so they count too.
const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r"];

describe("the CSV formula guard", () => {
  it("neutralises a cell that starts with any formula character, and only at the start", () => {
    for (const start of FORMULA_STARTS) {
      expect(csvCell(`${start}cmd|' /C calc'!A0`), JSON.stringify(start)).toBe(`"'${start}cmd|' /C calc'!A0"`);
      expect(csvCell(`سعر${start}1`), JSON.stringify(start)).toBe(`"سعر${start}1"`);
    }
  });
});

describe("both CSV exports neutralise cells that start with a tab or a carriage return", () => {
  const suite = startAdminApp();

  // The forms trim such characters away, so these values are written straight to the database:
  // rows from before today's text rules, or restored from elsewhere, are exported all the same.
  it("job applications: the name and an answer", async () => {
    const places = await createPlacesAndPosition(suite.admin);
    const question = await created(suite.admin, "/api/application-questions", { question: unique("هل لديك خبرة؟ ") });
    const res = await suite.app
      .client()
      .post("/api/job-applications", applicationBody(places, [{ questionId: question.id, answer: "نعم" }]));
    expect(res.status, res.text).toBe(201);
    const [application] = await suite.app.db
      .update(jobApplications)
      .set({ applicantName: '\t=HYPERLINK("http://x")' })
      .where(eq(jobApplications.applicationNumber, res.body.applicationNumber))
      .returning();
    await suite.app.db
      .update(applicationAnswers)
      .set({ answer: "\r@SUM(A1:A9)" })
      .where(eq(applicationAnswers.applicationId, application.id));

    const csv = await suite.admin.get(`/api/job-applications/export.csv?governorateId=${places.governorate.id}`);
    expect(csv.status).toBe(200);
    const [header, row] = parseCsv(csv.text);
    expect(row[header.indexOf("الاسم")]).toBe('\'\t=HYPERLINK("http://x")');
    expect(row[header.indexOf(question.question)]).toBe("'\r@SUM(A1:A9)");
  });

  it("draw entries: the invoice number and the prize name", async () => {
    const tag = unique("TAB");
    const [prize] = await suite.app.db.insert(prizes).values({ name: "\r+1 وجبة" }).returning();
    const invoice = `\t=1+1${tag}`;
    await suite.app.db.insert(lotteryEntries).values({
      invoiceNumber: invoice,
      invoiceNormal: normalizeInvoice(invoice),
      phoneNumber: "0790000000",
      prizeId: prize.id,
    });

    const csv = await suite.admin.get(`/api/lottery-entries/export?search=${tag}`);
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.text.replace(/^\uFEFF/, ""));
    expect(rows).toHaveLength(2);
    const [header, row] = rows;
    expect(row[header.indexOf("رقم الفاتورة")]).toBe(`'${invoice}`);
    expect(row[header.indexOf("الجائزة")]).toBe("'\r+1 وجبة");
  });
});
