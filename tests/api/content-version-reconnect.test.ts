// The LISTEN connection that tells a process about other processes' content changes comes back
// after PostgreSQL ends it. PostgreSQL only: PGlite is one process, with nothing to listen to.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { ContentVersion } from "../../server/public-site/content-version";
import { startTestApp, type TestApp } from "../support/test-app";

/** Polls `read` until `done` holds or `ms` pass; returns the last value read. */
async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe.runIf(!!process.env.DATABASE_URL)("content change notices after a lost LISTEN connection", () => {
  let app: TestApp;
  let second: Database;
  let follower: ContentVersion;
  let admin: pg.Client;
  beforeAll(async () => {
    app = await startTestApp();
    second = await openDatabase({ databaseUrl: app.databaseUrl, migrate: false });
    // No poll: only a notice can tell this one about a change.
    follower = new ContentVersion(second);
    await follower.start();
    admin = new pg.Client({ connectionString: app.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await follower?.stop();
    await second?.close();
    await app?.close();
  });

  const listeners = async () =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
      )
    ).rows.map((row) => row.pid);

  it("listens again within seconds after the backend is terminated, and the next edit arrives by notice", async () => {
    const before = await listeners();
    expect(before).toHaveLength(2);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])", [before]);

    const after = await waitFor(listeners, (pids) => pids.length === 2 && pids.every((pid) => !before.includes(pid)));
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    // pg_stat_activity shows LISTEN as it starts; the process counts it once the answer is back.
    expect(
      await waitFor(
        () => follower.reconnects + app.deps.content.reconnects,
        (n) => n === 2,
        2000,
      ),
    ).toBe(2);
    expect([follower.reconnects, app.deps.content.reconnects]).toEqual([1, 1]);

    const seen = follower.current;
    await app.deps.content.changed();
    expect(
      await waitFor(
        () => follower.current,
        (current) => current > seen,
        3000,
      ),
    ).toBeGreaterThan(seen);

    const metrics = await app.client().get("/metrics");
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/^content_listen_reconnects_total 1$/m);
  });
});
