import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { sessions } from "../../server/db/schema";
import { SESSION_IDLE_MS } from "../../server/modules/auth/session-middleware";
import { createAdmin } from "../support/factories";
import { startTestApp, type TestApp } from "../support/test-app";

const MINUTE = 60_000;

// The server runs in this process, so moving the clock (Date only; timers and I/O stay real)
// moves the session store's idea of "now" too: no sleeping through eight hours.
describe("admin session idle expiry (8 hours)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lasts 8 hours from the last request, moves with every request, and ends after 8 idle hours", async () => {
    expect(SESSION_IDLE_MS).toBe(8 * 60 * MINUTE);
    const client = app.client();
    const signedIn = Date.now();
    const login = await client.post("/api/admin/login", await createAdmin(app.db));
    expect(login.status).toBe(200);
    const expires = Date.parse(/Expires=([^;]+)/.exec(login.headers.getSetCookie()[0])![1]);
    expect(Math.abs(expires - (signedIn + SESSION_IDLE_MS))).toBeLessThan(MINUTE);
    const sid = decodeURIComponent(client.cookies.get("sid")!).slice(2).split(".")[0];
    const stored = async () => (await app.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];
    expect(Math.abs((await stored()).expiresAt.getTime() - (signedIn + SESSION_IDLE_MS))).toBeLessThan(MINUTE);

    vi.useFakeTimers({ toFake: ["Date"], now: signedIn + SESSION_IDLE_MS - MINUTE });
    expect((await client.get("/api/prizes")).status).toBe(200);
    // The request moved the expiry: 8 hours from now, not from signing in.
    expect((await stored()).expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - MINUTE);

    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - MINUTE);
    expect((await client.get("/api/prizes")).status).toBe(200);

    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + MINUTE);
    const expired = await client.get("/api/prizes");
    expect(expired.status).toBe(401);
    expect((await client.get("/api/admin/session")).body).toEqual({ authenticated: false });
  });
});
