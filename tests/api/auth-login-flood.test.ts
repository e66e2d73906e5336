import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginLocks } from "../../server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { unique } from "../support/factories";
import { runClockFromWindowStart } from "../support/frozen-clock";

describe("a login flood", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ loginRateLimit: 20 });
  });
  afterAll(() => app.close());

  it("is limited per client before hashing, and public reads keep answering quickly meanwhile", async () => {
    const reader = app.client();
    expect((await reader.get("/api/site-settings")).status).toBe(200);
    // The limit counts in fixed one-minute windows: the whole flood falls in one. The clock keeps
    // running (a frozen one would stop bcryptjs from yielding and block the event loop by itself).
    runClockFromWindowStart();

    // The order of events, not timings: once the flood's password checks are under way (the first
    // answer from a check has come back), a public read is answered before the last check ends.
    // With hashing blocking the event loop the read would wait for all 20 checks.
    let checked = 0;
    const flood = Promise.all(
      Array.from({ length: 30 }, () =>
        app
          .client()
          .post("/api/admin/login", { username: unique("ghost"), password: "whatever1" })
          .then((res) => {
            if (res.status === 401) checked += 1;
            return res;
          }),
      ),
    );
    await expect.poll(() => checked, { timeout: 60_000, interval: 5 }).toBeGreaterThan(0);
    const read = await reader.get("/api/site-settings");
    const checkedWhenReadAnswered = checked;
    const results = await flood;

    expect(read.status).toBe(200);
    expect(checkedWhenReadAnswered).toBeLessThan(20);

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.body.message).toBe("محاولات دخول كثيرة من جهازك، يرجى المحاولة بعد دقيقة");
    // Refused attempts never reached the password check: only the 20 checked ones were counted.
    expect(await app.db.select().from(loginLocks)).toHaveLength(20);
    // Twenty bcrypt checks at cost 12, two at a time, on a machine that may be running other tests.
  }, 120_000);
});
