// The last enabled owner stays one: first the rule itself, one request after another (on both
// databases), then on PostgreSQL the race forced into its worst order, which PGlite (one
// transaction at a time) can never produce.
import { and, eq, isNull } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AccountRoleInput, STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { users } from "../../server/db/schema";
import { setAccountDisabled, setAccountRole } from "../../server/modules/staff/staff.service";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { startTestApp, type TestApp } from "../support/test-app";

const CASHIER: AccountRoleInput = { role: "cashier", branches: ["dabouq"] };
const MANAGER: AccountRoleInput = { role: "manager", branches: ["dabouq"] };
const lastOwner = { code: "conflict", message: STAFF_MESSAGES.lastOwner };
const lastAdmin = { code: "conflict", message: STAFF_MESSAGES.lastAdmin };

function twoOwners() {
  const state = {} as { app: TestApp; a: TestClient; b: TestClient; idA: string; idB: string };
  beforeEach(async () => {
    state.app = await startTestApp();
    [state.a, state.b] = [state.app.client(), state.app.client()];
    state.idA = (await signInAdmin(state.app.db, state.a)).id;
    state.idB = (await signInAdmin(state.app.db, state.b)).id;
  });
  afterEach(() => state.app.close());
  return state;
}

describe("the last enabled owner, one request after another", () => {
  const s = twoOwners();
  const enabledOwners = async () =>
    (
      await s.app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "owner"), isNull(users.disabledAt)))
    ).map((row) => row.id);
  const rowOf = async (id: string) =>
    (await s.app.db.select({ role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, id)))[0];
  // The rule is the service's: any other account may ask (the route adds who may call it).
  const actor = (id: string) => ({ id, username: "colleague" });

  it("of two owners one may be demoted; then the other, the last, can be neither demoted nor disabled", async () => {
    expect((await s.a.put(`/api/admin/accounts/${s.idB}/role`, CASHIER)).status).toBe(200);
    expect(await enabledOwners()).toEqual([s.idA]);
    await expect(setAccountRole(s.app.db, actor(s.idB), s.idA, MANAGER)).rejects.toMatchObject(lastOwner);
    await expect(setAccountRole(s.app.db, actor(s.idB), s.idA, CASHIER)).rejects.toMatchObject(lastOwner);
    // Nobody disables the account they are signed in with, the last owner least of all.
    const disableSelf = await s.a.put(`/api/admin/accounts/${s.idA}`, { disabled: true });
    expect(disableSelf.status).toBe(400);
    expect(disableSelf.body).toMatchObject({ message: STAFF_MESSAGES.self });
    await expect(setAccountDisabled(s.app.db, actor(s.idB), s.idA, true)).rejects.toMatchObject(lastAdmin);
    expect(await rowOf(s.idA)).toEqual({ role: "owner", disabledAt: null });
    expect(await enabledOwners()).toEqual([s.idA]);
  });

  it("of two owners one may be disabled; then the other, the last, can be neither disabled nor demoted", async () => {
    expect((await s.a.put(`/api/admin/accounts/${s.idB}`, { disabled: true })).status).toBe(200);
    expect(await enabledOwners()).toEqual([s.idA]);
    await expect(setAccountDisabled(s.app.db, actor(s.idB), s.idA, true)).rejects.toMatchObject(lastAdmin);
    await expect(setAccountRole(s.app.db, actor(s.idB), s.idA, CASHIER)).rejects.toMatchObject(lastOwner);
    expect(await rowOf(s.idA)).toEqual({ role: "owner", disabledAt: null });
    expect(await enabledOwners()).toEqual([s.idA]);
  });

  it("the last owner's own request to disable themselves is refused, and their session still works", async () => {
    expect((await s.a.put(`/api/admin/accounts/${s.idB}/role`, MANAGER)).status).toBe(200);
    const res = await s.a.put(`/api/admin/accounts/${s.idA}`, { disabled: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: STAFF_MESSAGES.self });
    await expect(setAccountDisabled(s.app.db, actor(s.idB), s.idA, true)).rejects.toMatchObject(lastAdmin);
    expect((await s.a.get("/api/admin/accounts")).status).toBe(200);
    expect(await enabledOwners()).toEqual([s.idA]);
  });

  it("with a second owner made again, the first may be demoted", async () => {
    expect((await s.a.put(`/api/admin/accounts/${s.idB}/role`, CASHIER)).status).toBe(200);
    await expect(setAccountRole(s.app.db, actor(s.idB), s.idA, CASHIER)).rejects.toMatchObject(lastOwner);
    expect((await s.a.put(`/api/admin/accounts/${s.idB}/role`, { role: "owner" })).status).toBe(200);
    await setAccountRole(s.app.db, actor(s.idB), s.idA, CASHIER);
    expect(await enabledOwners()).toEqual([s.idB]);
  });
});

// PostgreSQL runs both requests at once. A separate connection holds the owners' rows locked until
// both requests have reached a lock and wait there, so each has read (or tried to read) the owners
// before either has written: without the service's row lock both would see two owners.
describe.runIf(!!process.env.DATABASE_URL)("the last enabled owner when two owners act at the same instant", () => {
  const s = twoOwners();
  // One connection holds the lock; another watches (activity read inside a transaction is a snapshot).
  let holder: pg.Client;
  let watcher: pg.Client;
  beforeEach(async () => {
    holder = new pg.Client({ connectionString: s.app.databaseUrl });
    watcher = new pg.Client({ connectionString: s.app.databaseUrl });
    await Promise.all([holder.connect(), watcher.connect()]);
  });
  afterEach(() => Promise.all([holder.end(), watcher.end()]));

  const waitingOnLocks = async () =>
    (
      await watcher.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      )
    ).rows[0].n;

  /** Sends both requests while the owners' rows are locked, and lets them go once both wait on a lock. */
  async function raced(send: () => Promise<{ status: number; body: unknown }>[]) {
    await holder.query("begin");
    // NO KEY UPDATE: conflicts with the service's FOR UPDATE and with any UPDATE of the rows, not
    // with the key-share locks an audit or session row's foreign key takes.
    await holder.query("select id from users where role = 'owner' and disabled_at is null for no key update");
    const results = Promise.all(send());
    const deadline = Date.now() + 10_000;
    let waiting = await waitingOnLocks();
    while (waiting < 2 && Date.now() < deadline) waiting = await waitingOnLocks();
    expect(waiting, "both requests wait on the owners' rows").toBe(2);
    await holder.query("rollback");
    return results;
  }

  const enabledOwners = async () =>
    (await holder.query<{ id: string }>("select id from users where role = 'owner' and disabled_at is null")).rows.map(
      (row) => row.id,
    );

  it("two owners demoting each other: exactly one is demoted, the other is refused as the last owner", async () => {
    const results = await raced(() => [
      s.a.put(`/api/admin/accounts/${s.idB}/role`, CASHIER),
      s.b.put(`/api/admin/accounts/${s.idA}/role`, CASHIER),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ message: STAFF_MESSAGES.lastOwner });
    const owners = await enabledOwners();
    expect(owners).toHaveLength(1);
    // The one left is the one whose request went through.
    expect(owners).toEqual([results[0].status === 200 ? s.idA : s.idB]);
  });

  it("one owner demoting the other while that one disables the first: exactly one owner stays enabled", async () => {
    const results = await raced(() => [
      s.a.put(`/api/admin/accounts/${s.idB}/role`, MANAGER),
      s.b.put(`/api/admin/accounts/${s.idA}`, { disabled: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [demoted, disabled] = results;
    if (demoted.status === 409) expect(demoted.body).toMatchObject({ message: STAFF_MESSAGES.lastOwner });
    else expect(disabled.body).toMatchObject({ message: STAFF_MESSAGES.lastAdmin });
    expect(await enabledOwners()).toEqual([demoted.status === 200 ? s.idA : s.idB]);
  });

  it("two owners disabling each other: exactly one is disabled, the other is refused as the last owner", async () => {
    const results = await raced(() => [
      s.a.put(`/api/admin/accounts/${s.idB}`, { disabled: true }),
      s.b.put(`/api/admin/accounts/${s.idA}`, { disabled: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ message: STAFF_MESSAGES.lastAdmin });
    expect(await enabledOwners()).toEqual([results[0].status === 200 ? s.idA : s.idB]);
  });
});
