// Guessing the first-admin setup link's token: attempts are limited per client address, counted in
// the database so that every process shares the count.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits, users } from "../../server/db/schema";
import { holdClockInOneWindow } from "../support/frozen-clock";
import { startTestApp, TEST_SETUP_TOKEN, type TestApp } from "../support/test-app";

const LINK_NEEDED = "افتح رابط الإعداد الذي يطبعه الخادم عند التشغيل لإنشاء حساب المسؤول";
const TOO_MANY = "محاولات إعداد كثيرة من جهازك، يرجى المحاولة بعد دقيقة";
const owner = { username: "owner", password: "secret123" };

describe("setup attempts per client", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers 429 in Arabic after 10 attempts a minute, even racing ones, and then refuses the right token too", async () => {
    holdClockInOneWindow();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.client().post("/api/admin/setup", { ...owner, token: `guess-${i}-0123456789abcdef` }),
      ),
    );
    const refused = guesses.filter((res) => res.status === 403);
    const limited = guesses.filter((res) => res.status === 429);
    expect([refused.length, limited.length]).toEqual([10, 20]);
    for (const res of refused) expect(res.body).toEqual({ message: LINK_NEEDED });
    for (const res of limited) expect(res.body).toEqual({ message: TOO_MANY });

    const right = await app.client().post("/api/admin/setup", { ...owner, token: TEST_SETUP_TOKEN });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: TOO_MANY });
    expect(await app.db.select().from(users)).toHaveLength(0);
    expect((await app.client().get("/api/admin/can-setup")).body).toEqual({ canSetup: true });
    const [count] = await app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, "setup:127.0.0.1"));
    expect(count.hits).toBe(31);
  });
});
