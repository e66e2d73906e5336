// The board across server processes on one PostgreSQL: a change made through process B reaches a
// board on process A within a second; after A's LISTEN connection is terminated, and after A is
// restarted, the board catches up with nothing missed. PostgreSQL only: PGlite is one process.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client";
import { followStream } from "../support/event-stream";
import { createAdmin } from "../support/factories";
import { createOrder } from "../support/order-factories";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { freshDatabase } from "../support/test-db";

const A = "al-yasmeen";
type Streamed = { id: string; status: string };

async function signIn(base: string, credentials: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0].split(";")[0];
}

const move = (base: string, cookie: string, id: string, status: string) =>
  fetch(`${base}/api/admin/orders/${id}/status`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ status }),
  });

const statusOn = async (base: string, cookie: string, id: string) => {
  const list = (await (await fetch(`${base}/api/admin/orders`, { headers: { cookie } })).json()) as Streamed[];
  return list.find((order) => order.id === id)?.status;
};

describe.runIf(!!process.env.DATABASE_URL)("the order board across two server processes", () => {
  let database: Database & { url?: string };
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: pg.Client;
  let cookieA: string;
  let cookieB: string;
  const streams: { close(): void }[] = [];
  const board = async () => {
    const stream = await followStream(`${a.base}/api/admin/orders/events`, { cookie: cookieA });
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  beforeAll(async () => {
    database = await freshDatabase();
    [a, b] = await Promise.all([startServerProcess(database.url!), startServerProcess(database.url!)]);
    const cashier = await createAdmin(database.db, undefined, "secret123", { role: "cashier", branches: [A] });
    [cookieA, cookieB] = await Promise.all([signIn(a.base, cashier), signIn(b.base, cashier)]);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await admin?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it("a board on A sees an order moved through B within a second, and one placed elsewhere too", async () => {
    const stream = await board();
    const order = await createOrder(database.db, { branch: A });
    await stream.next((e) => (e.data as Streamed).id === order.id && (e.data as Streamed).status === "received");
    const sent = Date.now();
    expect((await move(b.base, cookieB, order.id, "accepted")).status).toBe(200);
    const event = await stream.next(
      (e) => (e.data as Streamed).id === order.id && (e.data as Streamed).status === "accepted",
    );
    expect(event.at - sent).toBeLessThan(1000);
  });

  it("after A's LISTEN connection is terminated, the board is told to re-read, and later changes arrive live", async () => {
    const stream = await board();
    const order = await createOrder(database.db, { branch: A });
    await stream.next((e) => (e.data as Streamed).id === order.id);
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and application_name = $1",
      [`listen:${a.child.pid}`],
    );
    expect(rows).toHaveLength(1);
    await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
    // Moved while A may not be listening: the resync makes the board read the list again.
    expect((await move(b.base, cookieB, order.id, "accepted")).status).toBe(200);
    await stream.next((e) => e.event === "resync", 5000);
    expect(await statusOn(a.base, cookieA, order.id)).toBe("accepted");
    expect((await move(b.base, cookieB, order.id, "preparing")).status).toBe(200);
    await stream.next((e) => (e.data as Streamed).id === order.id && (e.data as Streamed).status === "preparing");
  });

  it("when A restarts, its streams end cleanly; the board re-reads on reconnecting and follows again", async () => {
    const stream = await board();
    const order = await createOrder(database.db, { branch: A });
    await stream.next((e) => (e.data as Streamed).id === order.id);
    const port = a.port;
    const stopping = a.stop();
    await stream.closed(10_000);
    await stopping;
    // Changed while A is down.
    expect((await move(b.base, cookieB, order.id, "accepted")).status).toBe(200);
    a = await startServerProcess(database.url!, port);
    // The session lives in the database: the same cookie works on the new process.
    expect(await statusOn(a.base, cookieA, order.id)).toBe("accepted");
    const again = await board();
    expect((await move(b.base, cookieB, order.id, "ready")).status).toBe(200);
    await again.next((e) => (e.data as Streamed).id === order.id && (e.data as Streamed).status === "ready");
  });
});
