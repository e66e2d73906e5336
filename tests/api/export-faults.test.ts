import { beforeAll, describe, expect, it, vi } from "vitest";
import { lotteryEntries, prizes } from "../../server/db/schema";
import { createLogger } from "../../server/observability/logger";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";

// The database "fails midway" on demand: the entries export gets its first batch, then the next
// query throws, as a dropped connection would; the applications export's answers query throws.
const fault = vi.hoisted(() => ({ on: false }));
vi.mock("../../server/modules/lottery/entries.service", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/modules/lottery/entries.service")>();
  return {
    ...real,
    eachEntryBatch: async function* (...args: Parameters<typeof real.eachEntryBatch>) {
      for await (const batch of real.eachEntryBatch(...args)) {
        yield batch;
        if (fault.on) throw new Error("connection terminated unexpectedly");
      }
    },
  };
});
vi.mock("../../server/modules/recruitment/applications.service", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/modules/recruitment/applications.service")>();
  return {
    ...real,
    answersFor: (...args: Parameters<typeof real.answersFor>) =>
      fault.on ? Promise.reject(new Error("connection terminated unexpectedly")) : real.answersFor(...args),
  };
});

describe("an export whose query fails midway", () => {
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50);
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  const suite = startAdminApp({}, { logger });
  beforeAll(async () => {
    const [prize] = await suite.app.db.insert(prizes).values({ name: "وجبة" }).returning();
    await suite.app.db.insert(lotteryEntries).values(
      Array.from({ length: 3 }, () => {
        const invoice = unique("EXP-");
        return {
          invoiceNumber: invoice,
          invoiceNormal: invoice.toLowerCase(),
          phoneNumber: "0791234567",
          prizeId: prize.id,
        };
      }),
    );
  });
  const download = (path: string) => fetch(suite.app.baseUrl + path, { headers: { cookie: suite.admin.cookieHeader } });

  it("draw entries (streamed): the connection is cut, so the download fails instead of ending as a short 200 file; the fault is logged", async () => {
    fault.on = false;
    const whole = await download("/api/lottery-entries/export");
    expect(whole.status).toBe(200);
    expect((await whole.text()).trim().split("\r\n")).toHaveLength(4);

    fault.on = true;
    const broken = await download("/api/lottery-entries/export");
    // The headers had gone out; the body never completes.
    expect(broken.status).toBe(200);
    await expect(broken.text()).rejects.toThrow();
    await expect
      .poll(() => logged().map((e) => [e.msg, e.route, e.err?.message]))
      .toContainEqual(["response aborted midway", "/api/lottery-entries/export", "connection terminated unexpectedly"]);
    fault.on = false;
  });

  it("job applications (built before sending): a logged 500, never a 200 with a partial file", async () => {
    fault.on = true;
    const res = await download("/api/job-applications/export.csv");
    fault.on = false;
    expect(res.status).toBe(500);
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(await res.json()).toEqual({ code: "internal", message: "حدث خطأ غير متوقع، يرجى المحاولة لاحقاً" });
    expect(logged().map((e) => [e.msg, e.route])).toContainEqual([
      "request failed",
      "/api/job-applications/export.csv",
    ]);
  });
});
