import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginLocks } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { unique } from "../support/factories";
import { holdClockInOneWindow } from "../support/frozen-clock";

describe("a login flood", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ loginRateLimit: 20 });
  });
  afterAll(() => app.close());

  it("is limited per client before hashing, and public reads keep answering quickly meanwhile", async () => {
    const reader = app.client();
    expect((await reader.get("/api/site-settings")).status).toBe(200);
    // The limit counts in fixed one-minute windows: the whole flood falls in one.
    holdClockInOneWindow();

    const started = performance.now();
    let floodEnded = 0;
    const flood = Promise.all(
      Array.from({ length: 30 }, () =>
        app.client().post("/api/admin/login", { username: unique("ghost"), password: "whatever1" }),
      ),
    ).then((results) => {
      floodEnded = performance.now() - started;
      return results;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const readStart = performance.now();
    const read = await reader.get("/api/site-settings");
    const readMs = performance.now() - readStart;
    const results = await flood;

    expect(read.status).toBe(200);
    // The read is answered while the flood's password checks are still running, not after them
    // (with hashing on the event loop it would wait for all 20). A relative measure, so a busy
    // machine running other test files at the same time cannot fail it.
    expect(readMs + 100).toBeLessThan(floodEnded);

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.body.message).toBe("محاولات دخول كثيرة من جهازك، يرجى المحاولة بعد دقيقة");
    // Refused attempts never reached the password check: only the 20 checked ones were counted.
    expect(await app.db.select().from(loginLocks)).toHaveLength(20);
  });
});
