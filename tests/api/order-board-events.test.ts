// The board's live stream and the visitor's: each change reaches the streams that may see it,
// within a second, and a stream ends cleanly when the server shuts down.
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createHttpServer } from "../../server/http-server";
import { EventStreams } from "../../server/lib/event-streams";
import { ORDER_BOARD_MESSAGES } from "@shared/schema/order-board-forms";
import { startAdminApp } from "../support/admin-app";
import { followStream } from "../support/event-stream";
import { signInAdmin } from "../support/factories";
import type { TestClient } from "../support/http";
import { createOrder } from "../support/order-factories";

const A = "al-yasmeen";
const B = "dabouq";
type Streamed = { id: string; status: string; items: unknown[] };

describe("order change streams", () => {
  const suite = startAdminApp();
  let cashier: TestClient;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    cashier = suite.app.client();
    await signInAdmin(suite.app.db, cashier, { role: "cashier", branches: [A] });
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  const board = async (client: TestClient) => {
    const stream = await followStream(`${suite.app.baseUrl}/api/admin/orders/events`, { cookie: client.cookieHeader });
    open.push(stream);
    return stream;
  };

  it("a board's stream is text/event-stream and brings a new order of its branch within a second, with its lines", async () => {
    const stream = await board(cashier);
    expect([stream.status, stream.contentType]).toEqual([200, "text/event-stream; charset=utf-8"]);
    const placed = Date.now();
    const order = await createOrder(suite.app.db, { branch: A });
    const event = await stream.next((e) => e.event === "order" && (e.data as Streamed).id === order.id);
    expect(event.at - placed).toBeLessThan(1000);
    expect(event.data).toMatchObject({ id: order.id, status: "received", total: "9.25" });
    expect((event.data as Streamed).items).toHaveLength(2);
  });

  it("brings each status change, and never another branch's orders to a cashier of A", async () => {
    const stream = await board(cashier);
    const ownerStream = await board(suite.admin);
    const theirs = await createOrder(suite.app.db, { branch: B });
    const ours = await createOrder(suite.app.db, { branch: A });
    expect((await cashier.put(`/api/admin/orders/${ours.id}/status`, { status: "accepted" })).status).toBe(200);
    await stream.next((e) => (e.data as Streamed).id === ours.id && (e.data as Streamed).status === "accepted");
    // The owner's stream saw B's order, so it was announced before A's change: a cashier of A's never got it.
    await ownerStream.next((e) => (e.data as Streamed).id === theirs.id);
    await ownerStream.next((e) => (e.data as Streamed).id === ours.id && (e.data as Streamed).status === "accepted");
    expect(stream.events.map((e) => (e.data as Streamed).id)).not.toContain(theirs.id);
  });

  it("a visitor's stream follows its one order's status by token; an unknown token is 404", async () => {
    const order = await createOrder(suite.app.db, { branch: A });
    const other = await createOrder(suite.app.db, { branch: A });
    const stream = await followStream(`${suite.app.baseUrl}/api/orders/${order.token}/events`);
    open.push(stream);
    expect(stream.status).toBe(200);
    await cashier.put(`/api/admin/orders/${other.id}/status`, { status: "accepted" });
    await cashier.put(`/api/admin/orders/${order.id}/status`, { status: "accepted" });
    await stream.next((e) => e.event === "status" && (e.data as { status: string }).status === "accepted");
    expect(stream.events).toEqual([expect.objectContaining({ event: "status", data: { status: "accepted" } })]);
    const unknown = await suite.app.client().get(`/api/orders/${"x".repeat(32)}/events`);
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { code: "not_found", message: ORDER_BOARD_MESSAGES.notFound },
    ]);
  });

  it("ends every open stream at shutdown, so the server can close", async () => {
    const stream = await board(cashier);
    suite.app.deps.streams.closeAll();
    await stream.closed();
    expect(suite.app.deps.streams.size).toBe(0);
  });

  it("a stream ends after its lifetime, and the reconnect of a signed-out account is refused", async () => {
    const streams = new EventStreams({ maxAgeMs: 300 });
    const app = createApp({ ...suite.app.deps, streams });
    const server = createHttpServer(app.handle);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const leaving = suite.app.client();
      await signInAdmin(suite.app.db, leaving, { role: "cashier", branches: [A] });
      const stream = await followStream(`${base}/api/admin/orders/events`, { cookie: leaving.cookieHeader });
      open.push(stream);
      expect(stream.status).toBe(200);
      await stream.closed(2000);
      // The cookie the browser still holds, once its session has ended.
      const cookie = leaving.cookieHeader;
      expect((await leaving.post("/api/admin/logout")).status).toBe(200);
      const again = await fetch(`${base}/api/admin/orders/events`, { headers: { cookie } });
      expect(again.status).toBe(401);
    } finally {
      streams.closeAll();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
